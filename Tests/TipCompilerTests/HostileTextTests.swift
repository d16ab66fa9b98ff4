import Testing
import TipText
@testable import TipCompiler
import TipEmit
import TipSemantics
import TipSyntax
import TipTestSupport
import TipPipeline

/// Huge, malformed and boundary inputs through the whole compiler: each gives clear
/// diagnostics (or compiles, where it is valid) and finishes — a hang or a crash fails the run.
@Suite struct HostileTextTests {
    static func compile(_ bytes: [UInt8]) -> CompilationResult {
        Compilation(loader: HostileInputTests.NoFiles()).compile(path: "hostile.tip", bytes: bytes)
    }

    static func compile(_ text: String) -> CompilationResult { compile(Array(text.utf8)) }

    static func codes(_ result: CompilationResult) -> Set<DiagnosticCode> { Set(result.diagnostics.map(\.code)) }

    /// The tooltip's laid-out width, when `text` compiles to exactly one tooltip.
    static func tooltipWidth(_ result: CompilationResult) -> Double? {
        guard case .tooltip(let tooltip)? = result.layout?.components.first else { return nil }
        return tooltip.tooltip.bubble.frame.width
    }

    @Test(.slow) func fiftyMegabytesOfValidDeclarationsCompile() {
        let line = "let c = 1 // padding the file to fifty megabytes with a comment........\n"
        let count = 50_000_000 / line.utf8.count
        let text = String(repeating: line, count: count) + "tooltip T { text: \"big\" }\n"
        let result = Self.compile(text)
        #expect(result.diagnostics.contains { $0.code == .duplicateName })
        #expect(result.diagnostics.count <= Resolver.maximumDiagnostics + Parser.maximumDiagnostics * 2)
    }

    @Test func anErrorAtEveryByteRecordsABoundedNumberOfDiagnostics() {
        let result = Self.compile([UInt8](repeating: UInt8(ascii: "@"), count: 5_000_000))
        #expect(Self.codes(result) == [.unexpectedCharacter])
        #expect(result.diagnostics.count == Parser.maximumDiagnostics)
    }

    @Test func aOneMegabyteStringIsLaidOut() {
        let text = "tooltip T { text: \"" + String(repeating: "word ", count: 200_000) + "\"; width: 300 }\n"
        let result = Self.compile(text)
        #expect(result.diagnostics.isEmpty)
        #expect(Self.tooltipWidth(result) == 300)
    }

    @Test func aMillionTokensOnOneLineAreErrorsNotAHang() {
        let text = "tooltip T { text: \"x\"; padding: " + String(repeating: "1 ", count: 1_000_000) + "}\n"
        let result = Self.compile(text)
        #expect(Self.codes(result) == [.wrongArity])
    }

    @Test(.slow) func aMillionCommasInAListAreAnError() {
        let text = "tags T { items: " + String(repeating: "\"a\", ", count: 1_000_000) + "\"b\" }\n"
        let result = Self.compile(text)
        #expect(Self.codes(result) == [.tooManyElements])
    }

    @Test(arguments: ["\u{0}", "\u{0}\u{0}\u{0}"])
    func nulBytesAreErrorsWherever(nul: String) {
        for text in [nul + "tooltip T { text: \"x\" }", "tooltip T {" + nul + " text: \"x\" }", "tooltip T { text: \"x\" }" + nul] {
            let result = Self.compile(text)
            #expect(result.hasErrors, "\(text.debugDescription)")
            #expect(result.diagnostics.first { $0.code == .unexpectedCharacter }?.message == "unexpected NUL byte")
        }
    }

    @Test func nulInsideAStringIsAnError() {
        let result = Self.compile("tooltip T { text: \"a\u{0}b\" }\n")
        #expect(result.hasErrors)
    }

    /// Every kind of ill-formed UTF-8, at the start, in the middle (inside a string and outside)
    /// and at the end of a file.
    static let invalidUTF8: [[UInt8]] = [
        [0xC3],                    // truncated 2-byte sequence
        [0xE2, 0x82],              // truncated 3-byte sequence
        [0xF0, 0x9F, 0x98],        // truncated 4-byte sequence
        [0x80],                    // lone continuation byte
        [0xC0, 0xAF],              // overlong "/"
        [0xE0, 0x80, 0xAF],        // overlong, 3 bytes
        [0xF0, 0x80, 0x80, 0xAF],  // overlong, 4 bytes
        [0xED, 0xA0, 0x80],        // UTF-16 surrogate D800
        [0xED, 0xBF, 0xBF],        // surrogate DFFF
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        [0xFE], [0xFF],            // never valid
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsReportedAtTheStartMiddleAndEnd(sequence: [UInt8]) {
        let valid = Array("tooltip T { text: \"ab\" }\n".utf8)
        let insideString = valid.firstIndex(of: UInt8(ascii: "b"))!
        let placements = [
            sequence + valid,
            Array(valid[..<insideString]) + sequence + Array(valid[insideString...]),
            Array(valid[..<12]) + sequence + Array(valid[12...]),
            valid + sequence,
        ]
        for bytes in placements {
            let result = Self.compile(bytes)
            #expect(result.diagnostics.contains { $0.code == .invalidUTF8 }, "\(bytes)")
            #expect(result.hasErrors)
            for format in DiagnosticFormat.allCases {
                #expect(!DiagnosticRenderer(format: format).render([result]).isEmpty)
            }
        }
    }

    @Test(arguments: ["\\u{D800}", "\\u{DFFF}", "\\u{110000}", "\\u{FFFFFFFFFFFF}", "\\u{}", "\\u{D800", "\\u0041"])
    func invalidUnicodeEscapesAreErrors(escape: String) {
        let result = Self.compile("tooltip T { text: \"a\(escape)b\" }\n")
        #expect(Self.codes(result).contains(.invalidEscape))
    }

    @Test(arguments: ["1e400", "-1e400", "NaN", "nan", "inf", "Infinity", "1e", "0x10", "1..2", "--1"])
    func nonFiniteAndMalformedNumbersAreErrors(number: String) {
        let result = Self.compile("tooltip T { text: \"x\"; cornerRadius: \(number) }\n")
        #expect(result.hasErrors, "\(number)")
    }

    @Test func negativeZeroIsZero() throws {
        let result = Self.compile("tooltip T { text: \"x\"; cornerRadius: -0; shadow { x: -0; y: -0.0; radius: 2 } }\n")
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.layout)
        let json = JSONWriter.write(layout)
        #expect(!json.contains("-0"))
        #expect(!SVGWriter.sheet(layout).contains("-0 "))
    }

    @Test(arguments: [(0.0, false), (0.0001, false), (10_000, false), (10_000.001, true), (1e9, true), (-1, true)])
    func extremeTooltipWidths(width: Double, isError: Bool) {
        let result = Self.compile("tooltip T { text: \"hello world\"; width: \(width) }\n")
        #expect(result.hasErrors == isError, "\(width): \(result.diagnostics.map(\.message))")
        if !isError {
            let laidOut = Self.tooltipWidth(result) ?? -1
            #expect(laidOut.isFinite && laidOut >= 0)
            for format in [JSONWriter.write, SVGWriter.sheet] {
                let output = result.layout.map(format) ?? ""
                #expect(!output.contains("nan") && !output.contains("inf"))
            }
        }
    }

    @Test(arguments: [0.0, 0.0001, 10_000])
    func extremeTagGroupWidths(width: Double) throws {
        let result = Self.compile("tags T { items: [\"one\", \"two\", \"three\"]; width: \(width) }\n")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let layout = try #require(result.layout)
        #expect(!JSONWriter.write(layout).contains("nan"))
    }

    @Test func maxRowsZeroIsAnError() {
        let result = Self.compile("tags T { items: [\"a\"]; maxRows: 0 }\n")
        #expect(Self.codes(result) == [.valueOutOfRange])
    }

    @Test func fiveThousandErrorsArePrintedUpToTheCapAndCountedExactly() {
        let text = (0..<5_000).map { "tooltip T\($0) { text: \"x\"; bogus: 1 }\n" }.joined()
        let result = Self.compile(text)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        #expect(errors == 5_000)
        for format in [DiagnosticFormat.human, .short] {
            let printed = DiagnosticRenderer(format: format).render([result])
            let headers = printed.split(separator: "\n").filter { $0.contains("[E0") }
            #expect(headers.count == DriverLimits.maximumPrintedDiagnostics, "\(format)")
            let rest = errors - DriverLimits.maximumPrintedDiagnostics
            #expect(printed.hasSuffix("… and \(DiagnosticRenderer.groupedThousands(rest)) more errors in hostile.tip (only the first 200 diagnostics of an input are printed)\n"))
        }
    }

    @Test func errorsAtTheRecordingLimitAreCountedAsAtLeast() {
        let text = (0..<12_000).map { "tooltip T\($0) { text: \"x\"; bogus: 1 }\n" }.joined()
        let result = Self.compile(text)
        #expect(result.diagnostics.count == Resolver.maximumDiagnostics)
        #expect(result.diagnosticsMayBeCapped)
        let printed = DiagnosticRenderer(format: .short).render([result])
        #expect(printed.hasSuffix("… and at least 9,800 more errors in hostile.tip (only the first 200 diagnostics of an input are printed)\n"))
    }

    @Test func aVeryLongLineIsShownAsAWindowAroundTheError() throws {
        let text = String(repeating: " ", count: 100_000) + "@" + String(repeating: " ", count: 100_000) + "\n"
        let printed = DiagnosticRenderer(format: .human).render([Self.compile(text)])
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count < DriverLimits.maximumSnippetWidth + 20 })
        let source = Array(try #require(lines.first { $0.hasPrefix("1 |") }))
        let underline = try #require(lines.first { $0.hasSuffix("^") })
        #expect(source[underline.count - 1] == "@")
    }

    /// The underline is measured in terminal cells: after Korean, Japanese, an emoji (two cells
    /// each) and a combining accent (none), it still starts under the mistake and is as wide.
    @Test(arguments: ["한국어 텍스트", "保存したコレクション 😀", "e\u{0301}te\u{0301}"])
    func theUnderlineStandsUnderTheMistakeAfterWideText(text: String) throws {
        let printed = DiagnosticRenderer(format: .human).render([Self.compile("tooltip A { text: \"\(text)\"; textColr: red }\n")])
        let lines = printed.split(separator: "\n").map(String.init)
        let source = try #require(lines.first { $0.hasPrefix("1 | ") }).dropFirst(4)
        let underline = try #require(lines.first { $0.hasSuffix("^") }).dropFirst(4)
        let before = try #require(source.range(of: "textColr")).lowerBound
        #expect(underline.count { $0 == " " } == TerminalCells.width(of: source[..<before].unicodeScalars))
        #expect(underline.count { $0 == "^" } == "textColr".count)
    }

    @Test func groupedThousands() {
        #expect([0, 999, 1000, 9800, 1_234_567].map(DiagnosticRenderer.groupedThousands) == ["0", "999", "1,000", "9,800", "1,234,567"])
    }
}

/// Imports whose paths never repeat although they name the same file (symlinks, `..` above the
/// root): the import depth and file count limits end them.
@Suite struct ImportLimitTests {
    /// Serves `text` for every path, like a folder that links to itself.
    struct EverywhereLoader: SourceLoader {
        let text: String
        func read(path: String) -> Result<[UInt8], SourceLoadError> { .success(Array(text.utf8)) }
    }

    static func compile(_ text: String) -> CompilationResult {
        Compilation(loader: EverywhereLoader(text: text)).compile(path: "main.tip", bytes: Array(text.utf8))
    }

    @Test(arguments: ["import \"again/x.tip\"\n", "import \"../x.tip\"\n"])
    func anEndlessChainStopsAtTheDepthLimit(text: String) {
        let result = Self.compile(text)
        #expect(result.sources.files.count == Resolver.maximumImportDepth + 1)
        #expect(result.diagnostics.map(\.message) == ["imports nested more than 64 files deep; this import is skipped"])
        #expect(result.diagnostics.map(\.code) == [.importLimit])
    }

    @Test func fanOutStopsAtTheFileCountLimit() {
        let result = Self.compile("import \"a/x.tip\"\nimport \"b/x.tip\"\n")
        #expect(result.sources.files.count == Resolver.maximumFileCount)
        #expect(result.diagnostics.contains { $0.message == "more than 512 files imported; this import is skipped" })
        #expect(result.diagnostics.allSatisfy { $0.code == .importLimit })
    }
}
