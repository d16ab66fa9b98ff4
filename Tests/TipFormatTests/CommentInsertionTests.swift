import Testing
import TipFormat
import TipSyntax

/// Comments put between every pair of tokens of real files, in every form the grammar allows
/// there (inline block comments, end-of-line comments, comment lines, comments over several
/// lines, blank lines): whenever the result still parses, formatting must keep the meaning and
/// every comment, and be idempotent.
@Suite struct CommentInsertionTests {
    static let inputs = FormatTestSupport.samples + FormatTestSupport.tipFiles(under: "Tests/Fixtures/syntax/valid")
        + FormatTestSupport.tipFiles(under: "Tests/Fixtures/format")

    /// What is inserted before a token; the variant is chosen per gap by a fixed sequence.
    static let insertions = [
        " /* c1 */ ",
        " // c2\n",
        "\n// c3\n",
        "\n\n/* c4\n   over lines */\n\n",
        " /* c5 */\n",
        "\n  /* c6 */ ",
        "",
        " /* c7 /* nested */ */ ",
    ]

    @Test(arguments: inputs, 0..<insertions.count)
    func commentsEverywhere(path: String, shift: Int) throws {
        let original = SourceFile(id: FileID(0), path: path, bytes: try FormatTestSupport.bytes(path))
        guard FormatTestSupport.structure(original) != nil else { return }
        var bytes: [UInt8] = []
        var copied = 0
        for (index, token) in Lexer.tokenize(original).tokens.enumerated() where token.kind != .newline {
            bytes += original.bytes[copied..<token.start]
            bytes += Self.insertions[(index * 3 + shift) % Self.insertions.count].utf8
            copied = token.start
        }
        bytes += original.bytes[copied...]
        let mutated = SourceFile(id: FileID(0), path: path, bytes: bytes)
        guard FormatTestSupport.structure(mutated) != nil else { return }
        let formatted = try #require(Formatter.format(mutated))
        try FormatInvariants.check(original: mutated, formatted: formatted)
    }

    @Test func someMutatedFilesParse() throws {
        var parsed = 0
        for path in Self.inputs {
            let original = SourceFile(id: FileID(0), path: path, bytes: try FormatTestSupport.bytes(path))
            let text = String(decoding: original.bytes, as: UTF8.self)
            let mutated = text.replacingOccurrences(of: ": ", with: ": /* c */ ")
            if FormatTestSupport.structure(SourceFile(id: FileID(0), path: path, text: mutated)) != nil { parsed += 1 }
        }
        #expect(parsed >= 5)
    }
}
