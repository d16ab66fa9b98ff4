import Testing
@testable import TipSyntax

/// Every lexical error (E002–E007), with its exact line and column.
@Suite struct LexerErrorTests {
    /// Lexes `text` and returns its diagnostics as `CODE@line:column`.
    func positions(_ text: String) -> [String] {
        let file = TestSupport.source(text)
        return TestSupport.positions(Lexer.tokenize(file).diagnostics, in: file)
    }

    func messages(_ text: String) -> [String] {
        Lexer.tokenize(TestSupport.source(text)).diagnostics.map(\.message)
    }

    @Test func unterminatedStringAtLineEndAndAtEndOfFile() {
        #expect(positions("a\n  b: \"abc\n  c: 1") == ["E002@2:6"])
        #expect(positions("x \"abc") == ["E002@1:3"])
        let lexed = Lexer.tokenize(TestSupport.source("b: \"abc\nc"))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .colon, .string, .newline, .identifier, .endOfFile])
        #expect(lexed.tokens[2].text == "abc")
    }

    @Test func unterminatedBlockCommentPointsAtOpening() {
        #expect(positions("a\n b /* x /* y */\n\n") == ["E003@2:4"])
        #expect(Lexer.tokenize(TestSupport.source("a /*")).diagnostics.first?.span.length == 2)
    }

    @Test func invalidEscapes() {
        #expect(positions(#""\q""#) == ["E004@1:2"])
        #expect(positions(#"x "ok\u{D800}""#) == ["E004@1:6"])
        #expect(positions(#""\u{110000}""#) == ["E004@1:2"])
        #expect(positions(#""\u{1234567}""#) == ["E004@1:2"])
        #expect(positions(#""\u{}""#) == ["E004@1:2"])
        #expect(positions(#""\u41""#) == ["E004@1:2"])
        #expect(positions(#""\u{41""#) == ["E004@1:2"])
        #expect(positions("\"\\\nx").sorted() == ["E002@1:1", "E004@1:2"])
        #expect(messages(#""\q""#).first?.contains("`\\q`") == true)
    }

    @Test func unexpectedCharacters() {
        #expect(positions("a @ b\n$") == ["E005@1:3", "E005@2:1"])
        #expect(positions("a\u{0}b") == ["E005@1:2"])
        #expect(messages("a\u{0}b") == ["unexpected NUL byte"])
        #expect(positions("é: 1") == ["E005@1:1"])
        #expect(messages("é").first?.contains("(U+00E9)") == true)
        #expect(messages("a: \u{201C}x\u{201D}").first?.contains("straight quotes") == true)
        #expect(positions("a:\u{00A0}1") == ["E005@1:3"])
        #expect(positions("- a") == ["E005@1:1"])
        #expect(TestSupport.kinds("a @ b") == [.identifier, .invalid, .identifier])
    }

    @Test func invalidNumbers() {
        #expect(positions("width: 12em") == ["E006@1:8"])
        #expect(messages("width: 12em").first?.contains("unknown unit `em`") == true)
        #expect(positions("x: 1e400") == ["E006@1:4"])
        #expect(messages("x: 1e400").first?.contains("exponent") == true)
        #expect(positions("x: 1e-5") == ["E006@1:4"])
        #expect(positions("\n x: .5") == ["E006@2:5"])
        #expect(messages("x: .5").first?.contains("`0.5`") == true)
        #expect(positions("x: 5.") == ["E006@1:4"])
        #expect(positions("x: 1" + String(repeating: "0", count: 400)) == ["E006@1:4"])
        #expect(TestSupport.kinds("x: 12em") == [.identifier, .colon, .invalid])
        // A space between the minus and its digits is one literal written apart (as the
        // reference says), not a stray `-`; a `-` before anything else still is one.
        #expect(positions("padding: - 3") == ["E006@1:10"])
        #expect(messages("padding: -  3pt").first?.hasSuffix("write `-3`") == true)
        #expect(TestSupport.kinds("x: - 3 y") == [.identifier, .colon, .invalid, .identifier])
        #expect(positions("x: - y") == ["E005@1:4"])
    }

    @Test func invalidColours() {
        #expect(positions("c: #12345") == ["E007@1:4"])
        #expect(positions("c: #12G") == ["E007@1:4"])
        #expect(positions("c: #") == ["E007@1:4"])
        #expect(positions("c: #123456789") == ["E007@1:4"])
        #expect(messages("c: #12345").first?.contains("found 5") == true)
    }
}
