import Testing
@testable import TipSyntax

/// Every kind of token the lexer produces, with values and spans.
@Suite struct LexerTokenTests {
    @Test func punctuation() {
        #expect(TestSupport.kinds("{ } ( ) [ ] : , ; = .") == [
            .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
            .colon, .comma, .semicolon, .equals, .dot,
        ])
    }

    @Test func identifiersAndKeywords() {
        let tokens = Lexer.tokenize(TestSupport.source("import let style tooltip tags tag true false _a9 Tagged")).tokens
        #expect(tokens.dropLast(3).map(\.kind) == Keyword.allCases.map { TokenKind.keyword($0) })
        #expect(tokens[8].kind == .identifier)
        #expect(tokens[8].text == "_a9")
        #expect(tokens[9].text == "Tagged")
        #expect(tokens.last?.kind == .endOfFile)
    }

    @Test func wordsCloseToKeywordsAreIdentifiers() {
        let words = ["imports", "lets", "Tag", "tagged", "tool", "tooltips", "fals", "truee", "t", "le", "styles", "IMPORT"]
        #expect(TestSupport.kinds(words.joined(separator: " ")) == Array(repeating: .identifier, count: words.count))
    }

    @Test func strayCharactersMergeAndLineEndsCollapseAcrossTokens() {
        #expect(TestSupport.kinds("a @@$ \n\n\r\n b @") == [.identifier, .invalid, .newline, .identifier, .invalid])
        #expect(TestSupport.kinds("@ @") == [.invalid, .invalid])
        #expect(TestSupport.kinds("\n/* x\n */\n") == [.newline])
    }

    @Test func numbersWithUnits() {
        let tokens = Lexer.tokenize(TestSupport.source("12 4.5 -3 30% 4s 250ms 2pt 007")).tokens.dropLast()
        #expect(tokens.map(\.value) == [
            .number(12, .none), .number(4.5, .none), .number(-3, .none), .number(30, .percent),
            .number(4, .seconds), .number(250, .milliseconds), .number(2, .points), .number(7, .none),
        ])
        #expect(tokens.allSatisfy { $0.kind == .number })
        #expect(tokens.map(\.start) == [0, 3, 7, 10, 14, 17, 23, 27])
        #expect(tokens.map(\.end) == [2, 6, 9, 13, 16, 22, 26, 30])
    }

    @Test func stringsDecodeEscapes() {
        let tokens = Lexer.tokenize(TestSupport.source(#""a\"b\\c\nd\te" "\u{1F600}\u{41}" "新着" """#)).tokens
        #expect(tokens.dropLast().map(\.kind) == [.string, .string, .string, .string])
        #expect(tokens.dropLast().map(\.text) == ["a\"b\\c\nd\te", "😀A", "新着", ""])
    }

    /// Plain strings (no escape, valid UTF-8) are read in one scan; they must equal what the
    /// byte-by-byte reading gives, and any string that is not plain goes that way and reports
    /// its mistakes.
    @Test func plainAndOtherStringsReadAlike() {
        let plain = ["", "tab\there", "안녕 👋", "\u{FFFD} is a real replacement character", String(repeating: "é", count: 40)]
        let tokens = Lexer.tokenize(TestSupport.source(plain.map { "\"" + $0 + "\"" }.joined(separator: " "))).tokens
        #expect(tokens.dropLast().map(\.text) == plain)

        let invalid: [UInt8] = Array("\"ok".utf8) + [0xC3] + Array("x\" \"\u{7F}\"".utf8)
        let result = Lexer.tokenize(SourceFile(id: FileID(0), path: "t.tip", bytes: invalid))
        #expect(result.tokens.first?.text == "ok\u{FFFD}x")
        #expect(result.diagnostics.map(\.code) == [.invalidUTF8, .unexpectedCharacter])
    }

    @Test func hexColours() {
        let tokens = Lexer.tokenize(TestSupport.source("#fff #FFFA #01B7FF #01b7ff80")).tokens.dropLast()
        #expect(tokens.allSatisfy { $0.kind == .hexColor })
        #expect(tokens.map(\.text) == ["fff", "FFFA", "01B7FF", "01b7ff80"])
    }

    @Test func lineEndsCollapseAndCommentsVanish() {
        #expect(TestSupport.kinds("a\n\n\r\nb // note\r c") == [.identifier, .newline, .identifier, .newline, .identifier])
        #expect(TestSupport.kinds("a /* x /* nested */ y */ b") == [.identifier, .identifier])
        #expect(TestSupport.kinds("a /* line\nbreak */ b") == [.identifier, .newline, .identifier])
    }

    @Test func dotsInPathsAndCallsStayTokens() {
        #expect(TestSupport.kinds("arrow.edge: after(4s)") == [
            .identifier, .dot, .identifier, .colon, .identifier, .leftParen, .number, .rightParen,
        ])
    }

    @Test func emptyFileAndByteOrderMark() {
        #expect(TestSupport.kinds("").isEmpty)
        let withBOM = SourceFile(id: FileID(0), path: "b.tip", bytes: [0xEF, 0xBB, 0xBF] + Array("let".utf8))
        let lexed = Lexer.tokenize(withBOM)
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.tokens.first?.kind == .keyword(.let))
        #expect(lexed.tokens.first?.start == 3)
    }

    @Test func aMillionTokensOnOneLine() {
        let text = "let x = [" + String(repeating: "1,", count: 500_000) + "]"
        let lexed = Lexer.tokenize(TestSupport.source(text))
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.tokens.count == 1_000_000 + 6)
    }
}
