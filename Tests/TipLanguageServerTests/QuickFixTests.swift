import Testing
import TipEmit
@testable import TipLanguageServer

/// `textDocument/codeAction` over pipes: every diagnostic with a suggestion is a quick fix whose
/// edit fixes it, offered only for the text the compile saw.
@Suite struct QuickFixTests {
    static let uri = "file:///tmp/tipc-lsp-quickfix/fix.tip"

    /// Korean text and an emoji before `whit` (line 2, UTF-16 characters 30..<34); `paddng` at
    /// line 3, 4..<10.
    static let text = EditorSessionTests.brokenText

    static func codeActions(_ client: LanguageClient, line: Int, from start: Int, to end: Int, only: [String]? = nil) throws -> [JSON] {
        var context: [JSONMember] = [JSONMember("diagnostics", [])]
        if let only { context.append(JSONMember("only", .array(only.map(JSON.string)))) }
        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(line), "character": .integer(end)]],
            "context": .object(context),
        ])
        return try #require(response["result"]?.arrayValue, "\(response)")
    }

    @Test func eachSuggestionIsAQuickFixForTheTextItWasMadeFor() throws {
        let client = LanguageClient()
        let capabilities = try client.initialize()["capabilities"]
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
        client.open(Self.uri, Self.text)
        let diagnostics = try client.diagnostics(for: Self.uri)
        #expect(diagnostics.count == 2)

        let colour = try Self.codeActions(client, line: 2, from: 31, to: 31)
        #expect(colour.count == 1)
        let action = try #require(colour.first)
        #expect(action["title"] == "replace `whit` with `white`")
        #expect(action["kind"] == "quickfix")
        #expect(action["isPreferred"] == true)
        #expect(action["diagnostics"] == [diagnostics[0]])
        let range: JSON = ["start": ["line": 2, "character": 30], "end": ["line": 2, "character": 34]]
        #expect(action["edit"]?["changes"]?[Self.uri] == [["range": range, "newText": "white"]])

        let property = try Self.codeActions(client, line: 3, from: 0, to: 12)
        #expect(property.map { $0["title"] } == ["replace `paddng` with `padding`"])
        #expect(try Self.codeActions(client, line: 0, from: 0, to: 5).isEmpty, "no diagnostic on the comment line")
        #expect(try Self.codeActions(client, line: 2, from: 31, to: 31, only: ["refactor"]).isEmpty)
        #expect(try Self.codeActions(client, line: 2, from: 31, to: 31, only: ["quickfix"]).count == 1)
        let wholeFile = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 5, "character": 0]],
            "context": ["diagnostics": []],
        ])
        #expect(wholeFile["result"]?.arrayValue?.count == 2)

        // After an edit the old fixes would replace the wrong characters: none until the
        // compile of the new text publishes its own.
        client.notify("textDocument/didChange", LanguageClient.didChange(Self.uri, version: 2, [LanguageClient.edit(2, 4, 2, 4, "  ")]))
        #expect(try Self.codeActions(client, line: 2, from: 33, to: 33).isEmpty)
        _ = try client.diagnostics(for: Self.uri)
        let moved = try Self.codeActions(client, line: 2, from: 33, to: 33)
        let movedRange: JSON = ["start": ["line": 2, "character": 32], "end": ["line": 2, "character": 36]]
        #expect(moved.first?["edit"]?["changes"]?[Self.uri] == [["range": movedRange, "newText": "white"]])
        _ = try client.finish()
    }

    @Test func aRequestWithoutARangeIsInvalidParams() throws {
        let client = LanguageClient()
        try client.initialize()
        client.open(Self.uri, Self.text)
        let response = try client.request("textDocument/codeAction", ["textDocument": ["uri": .string(Self.uri)], "context": ["diagnostics": []]])
        #expect(response["error"]?["code"] == -32602)
        _ = try client.finish()
    }

    /// The accessibility warnings with an obvious fix offer it at the component's name: W015
    /// removes the timer, W014 declares a Reduce Motion alternative after the motion.
    @Test func accessibilityWarningsOfferTheirFixes() throws {
        let client = LanguageClient()
        _ = try client.initialize()
        client.open(Self.uri, "tooltip T {\n    text: \"Saved\"\n    actions: [\"Undo\"]\n    dismiss: tap, after(4s)\n    emphasis: pulse\n}\n")
        #expect(try client.diagnostics(for: Self.uri).compactMap { $0["code"]?.stringValue } == ["W014", "W015"])
        let actions = try Self.codeActions(client, line: 0, from: 8, to: 9)
        #expect(actions.map { $0["title"] } == [
            "add `reducedMotion { emphasis: none }`", "replace `dismiss: tap, after(4s)` with `dismiss: tap`",
        ])
        let timer: JSON = ["start": ["line": 3, "character": 4], "end": ["line": 3, "character": 27]]
        #expect(actions.last?["edit"]?["changes"]?[Self.uri] == [["range": timer, "newText": "dismiss: tap"]])
        let motion: JSON = ["start": ["line": 4, "character": 19], "end": ["line": 4, "character": 19]]
        #expect(actions.first?["edit"]?["changes"]?[Self.uri] == [["range": motion, "newText": "; reducedMotion { emphasis: none }"]])
        _ = try client.finish()
    }

}
