import Testing
import TipCompiler
import TipSemantics
import TipSyntax

/// `Compilation.resolve`: parse and resolve only, handing back the syntax it made.
@Suite struct ResolveOnlyTests {
    /// `.tip` sources in memory, counting every read.
    final class Files: SourceLoader, @unchecked Sendable {
        let files: [String: String]
        private(set) var reads: [String] = []
        init(_ files: [String: String]) { self.files = files }
        func read(path: String) -> Result<[UInt8], SourceLoadError> {
            reads.append(path)
            return files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
        }
    }

    static let main = """
        import "shared/brand.tip"
        font "Brand" { regular: "fonts/missing.ttf" }
        tooltip Hello : Branded { text: "hi"; font: "Brand" 15; textColor: whit }

        """
    static let brand = "style Branded { background: #01B7FF }\n"

    private func parsed() -> ParsedFile {
        ParsedFile(SourceFile(id: FileID(0), path: "app/main.tip", text: Self.main))
    }

    @Test func stopsAfterResolvingWithoutLoadingFonts() {
        let files = Files(["app/shared/brand.tip": Self.brand])
        let resolved = Compilation(loader: files).resolve(parsed())
        #expect(files.reads == ["app/shared/brand.tip"])
        #expect(resolved.diagnostics.map(\.code) == [.unknownColor])
        // The whole compile also loads the font file and reports it.
        let compiled = Compilation(loader: Files(["app/shared/brand.tip": Self.brand])).compile(path: "app/main.tip", bytes: Array(Self.main.utf8))
        #expect(compiled.diagnostics.map(\.code) == [.unknownColor])
        let withFontsChecked = Compilation(loader: Files(["app/shared/brand.tip": Self.brand]))
            .compile(path: "app/main.tip", bytes: Array(Self.main.replacingOccurrences(of: "whit", with: "white").utf8))
        #expect(withFontsChecked.diagnostics.map(\.code) == [.fontNotFound])
    }

    @Test func handsBackTheSyntaxItMade() {
        let main = parsed()
        let resolved = Compilation(loader: Files(["app/shared/brand.tip": Self.brand])).resolve(main)
        #expect(resolved.main.tokens == main.tokens)
        #expect(resolved.sources.files.map(\.path) == ["app/main.tip", "app/shared/brand.tip"])
        let trees = resolved.trees
        #expect(trees.map(\.file) == [FileID(0), FileID(1)])
        #expect(trees[0].declarations.count == 3)
        guard case .component(let style)? = trees[1].declarations.first else {
            Issue.record("the import's tree has no style")
            return
        }
        #expect(style.name.name == "Branded")
    }

    @Test func aParsedFileHoldsTheLexersTokensAndTheParsersTree() {
        let file = SourceFile(id: FileID(0), path: "a.tip", text: "tooltip A { text: 4 }\n}")
        let parsed = ParsedFile(file)
        #expect(parsed.tokens == Lexer.tokenize(file).tokens)
        #expect(parsed.diagnostics == Parser.parse(file).diagnostics)
        #expect(parsed.document.declarations.count == Parser.parse(file).document.declarations.count)
    }
}
