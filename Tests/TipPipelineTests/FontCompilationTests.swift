import Foundation
import Testing
import TipEmit
import TipLayout
import TipModel
import TipPipeline
import TipSemantics
import TipSyntax
import TipTestSupport
import TipText

/// `font` declarations, font folders and font diagnostics, through the whole compiler.
@Suite struct FontCompilationTests {
    static let fontFolder = Repository.root + "/Tests/Fixtures/Fonts"

    /// `.tip` sources in memory; every other path is read from disk.
    struct Files: SourceLoader {
        var files: [String: [UInt8]]
        func read(path: String) -> Result<[UInt8], SourceLoadError> {
            files[path].map { .success($0) } ?? FileSystemLoader().read(path: path)
        }
    }

    private func compile(_ text: String, extra: [String: [UInt8]] = [:], search: FontSearch = FontSearch()) -> CompilationResult {
        Compilation(loader: Files(files: extra), fontSearch: search).compile(path: "app/main.tip", bytes: Array(text.utf8))
    }

    private func codes(_ result: CompilationResult) -> [String] {
        result.diagnostics.map { "\($0.code.rawValue) \($0.message)" }
    }

    private func lines(_ result: CompilationResult) -> [TipLine] {
        result.layout?.components.flatMap { component -> [TipLine] in
            if case .tooltip(let layout) = component { return layout.tooltip.text.lines }
            return []
        } ?? []
    }

    @Test func declaredFontsMeasureTextAndTheJSONNamesThem() throws {
        let source = """
            font "Brand" { regular: "\(Self.fontFolder)/DejaVuSans-subset.ttf"; fallback: "CJK" }
            font "CJK" { regular: "\(Self.fontFolder)/NotoSansCJK-subset.ttc#1" }
            tooltip T { text: "iOS 앱 개발"; font: "Brand" 17 }
            tooltip S { text: "AVATAR" }
            """
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(codes(result))")
        let line = try #require(lines(result).first)
        #expect(line.measuredWith == ["DejaVu Sans Book", "Noto Sans CJK KR Regular"])
        let dejavu = try FontFace(data: Repository.bytes("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf"))
        let korean = try FontFace(data: Repository.bytes("Tests/Fixtures/Fonts/NotoSansCJK-subset.ttc"), faceIndex: 1)
        let measurer = FontTextMeasurer(families: [FontFamily(name: "B", faces: [(400, dejavu)], fallbacks: ["K"]),
                                                   FontFamily(name: "K", faces: [(400, korean)])])
        #expect(line.width == measurer.width(of: "iOS 앱 개발", in: FontRequest(family: "B", size: 17)))
        #expect(lines(result).last?.measuredWith == nil, "the system font records nothing")
        let json = try #require(result.layout.map(JSONWriter.write))
        #expect(json.contains(#""measuredWith": ["DejaVu Sans Book", "Noto Sans CJK KR Regular"]"#))
    }

    @Test func familiesAreFoundByNameInFontFolders() throws {
        let source = """
            font "Latin" { fallback: "Noto Sans CJK JP" }
            tooltip A { text: "Wave 漢字"; font: "Latin" 15 }
            tooltip B { text: "Wave"; font: "TipFixture Sans L" 15 bold }
            """
        let result = compile(source, search: FontSearch(directories: [Self.fontFolder]))
        #expect(result.diagnostics.isEmpty, "\(codes(result))")
        #expect(codes(compile(source)).filter { $0.hasPrefix("W004") }.count == 2, "nothing is searched by default")
        let found = lines(result)
        #expect(found.map(\.measuredWith) == [["Noto Sans CJK JP Regular"], ["TipFixture Sans L Regular"]])
    }

    /// The font files read, declared or found by name, are what a dependency file lists; after
    /// an error, the declared files that were checked.
    @Test func theFontFilesReadAreKept() throws {
        let source = """
            font "Brand" { regular: "../fonts/Brand.ttf"; fallback: "TipFixture Sans L" }
            tooltip T { text: "Wave"; font: "Brand" 15 }
            """
        let brand = ["fonts/Brand.ttf": try Repository.bytes("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf")]
        let result = compile(source, extra: brand, search: FontSearch(directories: [Self.fontFolder]))
        #expect(result.diagnostics.isEmpty, "\(codes(result))")
        #expect(result.fontFiles == ["fonts/Brand.ttf", Self.fontFolder + "/LiberationSans-subset.ttf"])

        let broken = compile(source + "\ntooltip U { text: \"x\"; textColor: whit }", extra: brand)
        #expect(broken.hasErrors)
        #expect(broken.fontFiles == ["fonts/Brand.ttf"])
        #expect(compile("tooltip T { text: \"x\" }").fontFiles.isEmpty)
    }

    @Test func unknownFamiliesWarnAndUseTheBuiltinMetrics() throws {
        let result = compile("tooltip T { text: \"Hi\"; font: \"Nowhere\" 15 }\ntags G { items: [\"a\"]; tag { font: \"Nowhere\" 12 } }")
        #expect(codes(result).map { String($0.prefix(4)) } == ["W004", "W004"])
        #expect(result.diagnostics.first?.message.contains("`Nowhere`") == true)
        let line = try #require(lines(result).first)
        #expect(line.measuredWith == [MeasuredRun.builtin])
        #expect(line.width == BuiltinTextMeasurer().width(of: "Hi", in: FontRequest(family: "Nowhere", size: 15)))
    }

    @Test func badFontFilesAreErrorsNamingTheFile() throws {
        let dejavu = try Repository.bytes("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf")
        let files: [String: [UInt8]] = [
            "app/empty.ttf": [], "app/garbage.ttf": Array("hello, I am not a font".utf8),
            "app/truncated.ttf": Array(dejavu.prefix(dejavu.count / 3)),
        ]
        let source = """
            font "F" {
                regular: "missing.ttf"; bold: "empty.ttf"; light: "garbage.ttf"; thin: "truncated.ttf"
                black: "\(Self.fontFolder)/NotoSansCJK-subset.ttc#7"
            }
            tooltip T { text: "x"; font: "F" 12 }
            """
        let result = compile(source, extra: files)
        #expect(result.hasErrors)
        #expect(result.layout.map { _ in true } == nil)
        let messages = codes(result)
        #expect(messages.count == 5)
        #expect(messages.contains("E050 cannot find font file `app/missing.ttf`"))
        #expect(messages.contains("E051 `app/empty.ttf` is not a valid font file: the file is empty"))
        #expect(messages.contains("E051 `app/garbage.ttf` is not a valid font file: not a TrueType, OpenType or font collection file"))
        #expect(messages.contains { $0.hasPrefix("E051 `app/truncated.ttf` is not a valid font file: the '") })
        #expect(messages.contains { $0.hasPrefix("E051") && $0.contains("face index 7 is out of range (the file holds 2 faces)") })
        let missing = try #require(result.diagnostics.first { $0.code == .fontNotFound })
        let text = String(decoding: result.sources[missing.span.file].bytes[missing.span.start..<missing.span.end], as: UTF8.self)
        #expect(text == "\"missing.ttf\"")
    }

    /// `system` names the system font everywhere: a `font "system"` declaration is refused
    /// (its file would measure the text while the JSON and SVG claim the system font), and
    /// `font: "system" 15` is the system font, also over an inherited family.
    @Test func systemIsTheSystemFontsNameAndNoDeclarationTakesIt() throws {
        let declared = compile("""
            font "system" { regular: "\(Self.fontFolder)/DejaVuSans-subset.ttf" }
            tooltip T { text: "Hello"; font: "system" 15 }
            """)
        #expect(codes(declared) == ["E026 font family `system` is the system font: a `font` declaration cannot take its name"])
        #expect(declared.diagnostics.first?.span.start == 5, "at the family's name")
        #expect(declared.layout == nil)

        let written = compile("""
            font "Brand" { regular: "\(Self.fontFolder)/DejaVuSans-subset.ttf" }
            style Branded { font: "Brand" 15 }
            tooltip T : Branded { text: "Hello"; font { family: "system" } }
            tooltip U { text: "Hello"; font: 15 }
            """)
        #expect(written.diagnostics.isEmpty, "\(codes(written))")
        let tooltips = try #require(written.layout).components.compactMap { component -> TipTooltip? in
            if case .tooltip(let layout) = component { return layout.tooltip }
            return nil
        }
        #expect(tooltips.map(\.text.font.family) == [TipFont.systemFamily, TipFont.systemFamily])
        #expect(tooltips[0].text.lines == tooltips[1].text.lines, "measured alike, with the built-in metrics")
        #expect(tooltips[0].text.lines.first?.measuredWith == nil)
    }

    @Test func fontBlocksAreChecked() {
        let result = compile("""
            font "A" { regular: 12; bolder: "x.ttf"; fallback: "B", 3; arrow { x: 1 } }
            font "A" { }
            """)
        #expect(result.diagnostics.map(\.code.rawValue) == ["E040", "E020", "E040", "E020", "E025"])
        #expect(result.diagnostics[1].notes.first?.message == "did you mean `bold`?")
    }
}
