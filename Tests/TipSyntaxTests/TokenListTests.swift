import Testing
@testable import TipSyntax

/// The compact token list: values built on reading, positions found by offset, parts joined.
@Suite struct TokenListTests {
    private static let text = "tooltip Tip { text: \"a\\\"b\"; width: 240pt\n  background: #01B7FF }\n"

    @Test func tokensCarryTheirValues() {
        let tokens = Lexer.tokenize(TestSupport.source(Self.text)).tokens
        #expect(tokens.map(\.kind) == [
            .keyword(.tooltip), .identifier, .leftBrace, .identifier, .colon, .string, .semicolon, .identifier, .colon,
            .number, .newline, .identifier, .colon, .hexColor, .rightBrace, .newline, .endOfFile,
        ])
        #expect(tokens[1].text == "Tip")
        #expect(tokens[5].text == "a\"b")
        #expect(tokens[9].value == .number(240, .points))
        #expect(tokens[13].text == "01B7FF")
        #expect(tokens[0].value == .none)
        for position in tokens.indices {
            #expect(tokens.kind(at: position) == tokens[position].kind)
            #expect(tokens.range(at: position) == tokens[position].start..<tokens[position].end)
        }
    }

    @Test func firstPositionEndingAfterAnOffset() {
        let tokens = Lexer.tokenize(TestSupport.source(Self.text)).tokens
        for offset in -1...(Self.text.utf8.count + 1) {
            let expected = tokens.firstIndex { $0.end > offset } ?? tokens.endIndex
            #expect(tokens.firstPosition(endingAfter: offset) == expected, "offset \(offset)")
        }
        #expect(TokenList().firstPosition(endingAfter: 0) == 0)
        #expect(TokenList().isEmpty)
    }

    /// Lexed in parts, as ``ParallelParse`` does, the joined list is the list of the whole.
    @Test func partsJoinIntoTheWholeList() {
        let text = String(repeating: Self.text, count: 20)
        let file = TestSupport.source(text)
        let whole = Lexer.tokenize(file).tokens
        let joined = ParallelParse.parse(file, keepingTokens: true, maximumParts: 4, minimumPartSize: 1).tokens
        #expect(ParallelParse.partStarts(in: file.bytes, maximumParts: 4, minimumPartSize: 1).count == 4)
        #expect(joined == whole)
        #expect(joined.count == whole.count)
        #expect(joined.map(\.kind).filter { $0 == .endOfFile }.count == 1)
        #expect(joined.firstPosition(endingAfter: text.utf8.count / 2) == whole.firstPosition(endingAfter: text.utf8.count / 2))
    }
}
