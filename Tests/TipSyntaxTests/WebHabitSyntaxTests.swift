import Testing
@testable import TipSyntax

/// Habits from CSS read by the lexer and the parser: `8px` is E006 with the fix `8`, and read as
/// `8`; a hyphenated word is one name (`background-color`), an error with its camel case as the
/// fix where it names a declaration.
@Suite struct WebHabitSyntaxTests {
    @Test func pixelsAreAnErrorWithTheFixAndReadAsPoints() throws {
        let lexed = Lexer.tokenize(TestSupport.source("padding: 8px 16.5px"))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .colon, .number, .number, .endOfFile])
        #expect(lexed.tokens[2].value == .number(8, .none))
        #expect(lexed.tokens[3].value == .number(16.5, .none))
        #expect(lexed.diagnostics.map(\.code) == [.invalidNumber, .invalidNumber])
        #expect(lexed.diagnostics.map { $0.fixIts.map(\.replacement) } == [["8"], ["16.5"]])
        let first = try #require(lexed.diagnostics.first)
        #expect(first.message == "invalid number `8px`: lengths are points, written as plain numbers or with `pt` (`8`, `8pt`)")
        #expect(first.span.start == 9 && first.span.end == 12)
        // Other units glued on stay an error without a fix.
        let em = Lexer.tokenize(TestSupport.source("2em"))
        #expect(em.tokens.first?.kind == .invalid)
        #expect(em.diagnostics.first?.fixIts.isEmpty == true)
    }

    @Test func aHyphenatedWordIsOneName() {
        let lexed = Lexer.tokenize(TestSupport.source("background-color: a-b-c"))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .colon, .identifier, .endOfFile])
        #expect(lexed.tokens[0].text == "background-color" && lexed.tokens[2].text == "a-b-c")
        #expect(lexed.diagnostics.isEmpty)
        // A minus before digits still starts a number.
        let number = Lexer.tokenize(TestSupport.source("z-1"))
        #expect(number.tokens.map(\.kind) == [.identifier, .number, .endOfFile])
        #expect(number.tokens[1].value == .number(-1, .none))
    }

    @Test func aHyphenatedDeclarationNameIsAnErrorWithItsCamelCase() throws {
        let parsed = TestSupport.parse("style base-bubble { cornerRadius: 8 }\ntooltip my-first-tip : base-bubble { text: \"x\" }")
        #expect(parsed.diagnostics.map(\.code) == [.unexpectedCharacter, .unexpectedCharacter, .unexpectedCharacter])
        #expect(parsed.diagnostics.flatMap(\.fixIts).map(\.replacement) == ["baseBubble", "myFirstTip", "baseBubble"])
        #expect(parsed.diagnostics.first?.message == "invalid name `base-bubble`: a name is letters, digits and `_`, without `-`")
        #expect(parsed.document.declarations.count == 2)
    }

    @Test func camelCase() {
        #expect(HyphenatedName.camelCased("max-width") == "maxWidth")
        #expect(HyphenatedName.camelCased("my-first-tip") == "myFirstTip")
        #expect(HyphenatedName.camelCased("width") == nil)
    }
}
