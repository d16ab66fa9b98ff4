import Testing
import TipFormat
import TipSyntax

/// The formatter over every `.tip` file of the repository: the samples are already in the
/// canonical layout, and every file without syntax errors formats idempotently, to the same
/// syntax tree, with the same tokens and the same comments.
@Suite struct CorpusTests {
    static let samples = FormatTestSupport.samples
    static let fixtures = FormatTestSupport.tipFiles(under: "Tests/Fixtures")

    @Test func thereAreSamplesAndFixtures() {
        #expect(Self.samples.count >= 7)
        #expect(Self.fixtures.count >= 20)
    }

    @Test(arguments: samples)
    func everySampleIsAlreadyFormatted(path: String) throws {
        let bytes = try FormatTestSupport.bytes(path)
        let formatted = try #require(Formatter.format(SourceFile(id: FileID(0), path: path, bytes: bytes)))
        let isFormatted = Array(formatted.utf8) == bytes
        #expect(isFormatted, "run `tipc fmt \(path)`; the canonical layout is:\n\(formatted)")
    }

    @Test func manyFixturesAreFormattable() throws {
        let formattable = try Self.fixtures.filter { path in
            Formatter.format(SourceFile(id: FileID(0), path: path, bytes: try FormatTestSupport.bytes(path))) != nil
        }
        #expect(formattable.count >= 10, "\(formattable)")
    }

    @Test(arguments: samples + fixtures)
    func formattingKeepsMeaningAndIsIdempotent(path: String) throws {
        let original = SourceFile(id: FileID(0), path: path, bytes: try FormatTestSupport.bytes(path))
        guard let formatted = Formatter.format(original) else {
            #expect(FormatTestSupport.structure(original) == nil, "a file without syntax errors must format")
            return
        }
        try FormatInvariants.check(original: original, formatted: formatted)
    }
}

/// What must hold between a file and its formatted text.
enum FormatInvariants {
    static func check(original: SourceFile, formatted: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = SourceFile(id: FileID(0), path: original.path, text: formatted)
        #expect(Formatter.format(result) == formatted, "not idempotent:\n\(formatted)", sourceLocation: sourceLocation)
        let before = try #require(FormatTestSupport.structure(original), sourceLocation: sourceLocation)
        #expect(FormatTestSupport.structure(result) == before, "meaning changed:\n\(formatted)", sourceLocation: sourceLocation)
        #expect(spellings(result) == spellings(original), "tokens changed:\n\(formatted)", sourceLocation: sourceLocation)
        #expect(FormatTestSupport.commentWords(result) == FormatTestSupport.commentWords(original),
                "comments changed:\n\(formatted)", sourceLocation: sourceLocation)
        let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasSuffix(" ") || $0.hasSuffix("\t") || $0.contains("\r") },
                "blanks at a line end", sourceLocation: sourceLocation)
        #expect(formatted.isEmpty || formatted.hasSuffix("\n") && !formatted.hasSuffix("\n\n"), sourceLocation: sourceLocation)
    }

    /// The source text of every token the formatter must keep: all but line ends, `;`
    /// separators and the trailing comma of a list or call.
    static func spellings(_ file: SourceFile) -> [String] {
        let tokens = Lexer.tokenize(file).tokens.filter { $0.kind != .newline }
        return tokens.indices.compactMap { index in
            let token = tokens[index]
            if token.kind == .semicolon { return nil }
            if token.kind == .comma, index + 1 < tokens.count,
               tokens[index + 1].kind == .rightParen || tokens[index + 1].kind == .rightBracket {
                return nil
            }
            return String(decoding: file.bytes[token.start..<token.end], as: UTF8.self)
        }
    }
}
