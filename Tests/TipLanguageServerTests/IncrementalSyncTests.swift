import Testing
import TipEmit
@testable import TipLanguageServer

/// `didChange` with ranges over pipes: edits in UTF-16 positions applied in order, and a
/// notification with an invalid range refused whole, with an error message naming the
/// document. (``DocumentTextTests`` checks every rule on its own.)
@Suite struct IncrementalSyncTests {
    static let uri = "file:///tmp/tipc-incremental/a.tip"
    static let text = "tooltip A { text: \"a\" }\n"

    /// The names of the document's top-level symbols with their start lines.
    static func symbols(_ client: LanguageClient) throws -> [String] {
        let result = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])["result"]
        return (result?.arrayValue ?? []).map { symbol in
            "\(symbol["name"]?.stringValue ?? "?")@\(symbol["range"]?["start"]?["line"]?.integerValue ?? -1)"
        }
    }

    private func openClient(_ text: String = Self.text) throws -> LanguageClient {
        let client = LanguageClient()
        try client.initialize()
        client.open(Self.uri, text)
        _ = try client.diagnostics(for: Self.uri)
        return client
    }

    @Test func theServerAsksForIncrementalChanges() throws {
        let client = LanguageClient()
        #expect(try client.initialize()["capabilities"]?["textDocumentSync"]?["change"] == 2)
        _ = try client.finish()
    }

    /// A regression: a range with line -1 was read as "no range" and replaced the whole text.
    @Test func aNegativeLineRejectsTheWholeNotification() throws {
        let client = try openClient()
        client.notify("textDocument/didChange", LanguageClient.didChange(Self.uri, version: 2, [
            LanguageClient.edit(0, 0, 0, 0, "// first, valid\n"),
            LanguageClient.edit(-1, 0, 0, 0, "tooltip Broken {"),
        ]))
        let message = try client.notification("window/showMessage")["params"]
        #expect(message?["type"] == 1)
        #expect(message?["message"] == .string(
            "tipc ignored a change to \(Self.uri) (version 2): change 2 of 2: the range's start has a negative line (-1). "
                + "The document is unchanged."))
        // Neither change was applied, and no diagnostics were published for version 2.
        #expect(try Self.symbols(client) == ["A@0"])
        client.notify("textDocument/didChange", LanguageClient.didChange(Self.uri, version: 3, [LanguageClient.edit(0, 0, 0, 0, "\n")]))
        let published = try client.notification("textDocument/publishDiagnostics")["params"]
        #expect(published?["version"] == 3)
        #expect(try Self.symbols(client) == ["A@1"])
        _ = try client.finish()
    }

    @Test func otherInvalidRangesAreReportedToo() throws {
        let client = try openClient()
        let refused: [(JSON, String)] = [
            (LanguageClient.edit(0, 5, 0, 1, "x"), "the range's start (line 0, character 5) is after its end (line 0, character 1)"),
            (LanguageClient.edit(2, 0, 2, 0, "x"), "the range's start is on line 2, past the end of the document (lines 0 to 1)"),
            (["range": ["start": ["line": 0], "end": ["line": 0, "character": 0]], "text": "x"], "the range's start has no integer `character`"),
        ]
        for (version, (change, reason)) in refused.enumerated() {
            client.notify("textDocument/didChange", LanguageClient.didChange(Self.uri, version: version + 2, [change]))
            let message = try client.notification("window/showMessage")["params"]?["message"]?.stringValue
            #expect(message?.contains(reason) == true, "\(reason)")
        }
        #expect(try Self.symbols(client) == ["A@0"])
        _ = try client.finish()
    }

    /// Typing after Korean text and an emoji: positions are UTF-16 units, and the diagnostics
    /// of the edited text are where the editor shows them.
    @Test func typingAfterWideCharactersLandsWhereTheEditorSaysIt() throws {
        let client = try openClient("tooltip A { text: \"안녕 👋\" }\n")
        // `tooltip A { text: "안녕 👋"` is 25 UTF-16 units long (👋 is two).
        client.notify("textDocument/didChange", LanguageClient.didChange(Self.uri, version: 2, [
            LanguageClient.edit(0, 25, 0, 25, "; textColor: whi"),
            LanguageClient.edit(0, 41, 0, 41, "t"),
        ]))
        let diagnostics = try client.diagnostics(for: Self.uri)
        #expect(diagnostics.map(\.["code"]) == ["E022"])
        #expect(diagnostics.first?["range"] == ["start": ["line": 0, "character": 38], "end": ["line": 0, "character": 42]])
        _ = try client.finish()
    }
}
