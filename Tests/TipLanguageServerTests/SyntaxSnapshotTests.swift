import Testing
import TipSyntax
@testable import TipLanguageServer

/// A request that needs only tokens is answered from a lexer pass; the tree is parsed when a
/// feature first needs it, once, and its tokens are the same.
@Suite struct SyntaxSnapshotTests {
    static let text = "style Bubble { background: red }\ntooltip Tip : Bubble {\n    text: \"hi\"\n}\n"

    @Test func tokensDoNotParseAndTheTreeParsesOnce() {
        let snapshot = SyntaxSnapshot(path: "/tmp/a.tip", text: DocumentText(bytes: Array(Self.text.utf8)))
        let lexed = snapshot.tokens
        #expect(!snapshot.isParsed)
        #expect(lexed == Lexer.tokenize(snapshot.file).tokens)
        let parsed = snapshot.parsed
        #expect(snapshot.isParsed)
        #expect(parsed.tokens == lexed)
        #expect(snapshot.tokens == lexed)
    }

    @Test func aPropertyHoverNeedsNoTreeAndANameHoverParses() {
        let snapshot = SyntaxSnapshot(path: "/tmp/a.tip", text: DocumentText(bytes: Array(Self.text.utf8)))
        let analysis = DocumentAnalysis(uri: "file:///tmp/a.tip", syntax: snapshot, imports: nil)
        let property = Hover.hover(in: analysis, at: 17)  // `background`
        #expect(property["contents"]?["value"]?.stringValue?.contains("**`background`**") == true)
        #expect(!snapshot.isParsed)
        let name = Hover.hover(in: analysis, at: 49)  // `Bubble` after `tooltip Tip :`
        #expect(name["contents"]?["value"]?.stringValue?.contains("style Bubble") == true)
        #expect(snapshot.isParsed)
    }
}
