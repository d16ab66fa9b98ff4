import Foundation
import Testing
@testable import TipSyntax

/// A long file parsed in parts (``ParallelParse``) gives exactly what parsing it in one go
/// gives: the same declarations, tokens and diagnostics, whatever the text and the number of
/// parts.
@Suite struct ParallelParseTests {
    /// Declarations of every kind, one after another, `count` of them.
    static func generated(_ count: Int, lineEnd: String = "\n") -> String {
        let prelude = ["let brand = #01B7FF", "let gap = 6 10", "font \"Brand\" { regular: \"Brand.ttf\" }",
                       "style Bubble {", "    background: brand", "    padding: 8 12", "}", ""]
        var lines = prelude
        for index in 0..<count {
            switch index % 3 {
            case 0:
                lines += ["tooltip Tip\(index) : Bubble {", "    text: \"Item \(index) \\\"quoted\\\" 항목\"",
                          "    arrow { edge: top; position: leading(20) }", "    dismiss: tap, after(4s)", "}", ""]
            case 1:
                lines += ["// A comment before the declaration", "tags Topics\(index) {",
                          "    items: [\"Swift\", \"Layout \(index)\"]", "    spacing: gap", "}", ""]
            default:
                lines += ["style Style\(index) : Bubble { textColor: white; cornerRadius: 10 }", ""]
            }
        }
        return lines.joined(separator: lineEnd)
    }

    /// Every `.tip` file of the test fixtures (broken ones included), one after another.
    static let corpus: String = {
        let root = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".tip") }.sorted()
            .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }()

    /// Parses `text` in one go and in at most `parts` parts, and checks they agree.
    private func expectSameOutcome(_ text: String, parts: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = TestSupport.source(text)
        let whole = ParallelParse.parse(file, keepingTokens: true, maximumParts: 1)
        let split = ParallelParse.parse(file, keepingTokens: true, maximumParts: parts, minimumPartSize: 1)
        #expect(split.tokens == whole.tokens, sourceLocation: sourceLocation)
        #expect(split.tokens.count == whole.tokens.count, sourceLocation: sourceLocation)
        #expect(split.diagnostics.sortedForOutput() == whole.diagnostics.sortedForOutput(), sourceLocation: sourceLocation)
        #expect("\(split.declarations)" == "\(whole.declarations)", sourceLocation: sourceLocation)
        #expect(split.declarations.count == whole.declarations.count, sourceLocation: sourceLocation)
    }

    @Test(arguments: [2, 3, 5, 16])
    func cleanTextIsCutIntoTheRequestedParts(parts: Int) {
        let text = Self.generated(300)
        let starts = ParallelParse.partStarts(in: Array(text.utf8), maximumParts: parts, minimumPartSize: 1)
        #expect(starts.count == parts)
        #expect(starts == starts.sorted() && Set(starts).count == starts.count)
        let bytes = Array(text.utf8)
        for start in starts.dropFirst() {
            #expect(bytes[start - 1] == UInt8(ascii: "\n"))
            let line = String(decoding: bytes[start...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            #expect(["tooltip ", "tags ", "style ", "let "].contains { line.hasPrefix($0) }, "\(line)")
        }
        expectSameOutcome(text, parts: parts)
    }

    @Test(arguments: [2, 4])
    func crlfLineEndsAndAByteOrderMark(parts: Int) {
        expectSameOutcome("\u{FEFF}" + Self.generated(120, lineEnd: "\r\n"), parts: parts)
    }

    /// Broken texts: from the first part with a diagnostic on, the rest is parsed again in one
    /// go, so mistakes that reach past a cut are reported exactly as in one go.
    @Test(arguments: [
        "tooltip Open {\n    text: \"never closed\"\n",  // a block open at the cut
        "/* a comment that hides declarations\n",  // a comment open at the cut
        "let broken = (\n",  // a value open at the cut
        "tooltip Bad { text: \"x\" }}\n",  // a stray brace
        "\"an unterminated string\n",
    ])
    func mistakesBeforeACut(mistake: String) {
        let text = Self.generated(40) + mistake + Self.generated(80) + "\n*/\n"
        for parts in [2, 3, 7] { expectSameOutcome(text, parts: parts) }
    }

    @Test func theFixtureCorpus() {
        for parts in [2, 3, 8] { expectSameOutcome(Self.corpus, parts: parts) }
    }

    @Test func textWithoutACutIsOnePart() {
        let text = "tooltip A {\n" + String(repeating: "    text: \"x\"\n", count: 2000) + "}\n"
        #expect(ParallelParse.partStarts(in: Array(text.utf8), maximumParts: 4, minimumPartSize: 1) == [0])
        expectSameOutcome(text, parts: 4)
    }

    @Test func shortTextsAreNotCut() {
        let text = Self.generated(30)
        #expect(text.utf8.count < 2 * ParallelParse.minimumPartSize)
        #expect(ParallelParse.partStarts(in: Array(text.utf8), maximumParts: 8, minimumPartSize: ParallelParse.minimumPartSize) == [0])
    }

    /// The public entry point cuts a long file by itself and still agrees with one go.
    @Test func parsedFileOfALongText() {
        let text = Self.generated(6000)
        #expect(text.utf8.count > 2 * ParallelParse.minimumPartSize)
        let file = TestSupport.source(text)
        let parsed = ParsedFile(file)
        let whole = ParallelParse.parse(file, keepingTokens: true, maximumParts: 1)
        #expect(parsed.tokens == whole.tokens)
        #expect(parsed.diagnostics == whole.diagnostics.sortedForOutput())
        #expect("\(parsed.document.declarations)" == "\(whole.declarations)")
        #expect(ParsedFile(file, keepingTokens: false).tokens.isEmpty)
    }
}
