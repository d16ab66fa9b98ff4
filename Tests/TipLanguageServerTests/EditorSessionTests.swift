import Testing
import TipEmit
@testable import TipLanguageServer

/// An editor's session, driven over pipes: initialize, open a file with two errors, fix
/// one, hover, complete, close, shut down and exit.
@Suite struct EditorSessionTests {
    static let uri = "file:///tmp/tipc-lsp-session/greeting.tip"

    /// Line 2 holds Korean text and an emoji before the first error, so its UTF-16 columns (👋 is
    /// two units) differ from scalar columns (one) and from byte columns (안, 녕: three bytes each).
    static let brokenText = """
        // 팁 🎉 demo
        tooltip Greeting {
            text: "안녕 👋"; textColor: whit
            paddng: 8
        }

        """

    /// `    text: "안녕 👋"; textColor: ` is 4 + 6 + 1 + 2 + 1 + 2 + 1 + 1 + 1 + 11 = 30 UTF-16 units
    /// (29 scalars, 36 bytes): `whit` covers characters 30..<34.
    static let whitRange: JSON = ["start": ["line": 2, "character": 30], "end": ["line": 2, "character": 34]]
    static let paddngRange: JSON = ["start": ["line": 3, "character": 4], "end": ["line": 3, "character": 10]]

    @Test func openFixCloseAndExit() throws {
        let client = LanguageClient()
        let capabilities = try client.initialize()["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        #expect(capabilities?["hoverProvider"] == true)

        client.open(Self.uri, Self.brokenText)
        let first = try client.diagnostics(for: Self.uri)
        #expect(first.count == 2)
        #expect(first.first?["range"] == Self.whitRange)
        #expect(first.first?["code"] == "E022")
        #expect(first.first?["severity"] == 1)
        #expect(first.first?["source"] == "tipc")
        #expect(first.first?["message"] == "unknown colour `whit`\ndid you mean `white`?")
        #expect(first.last?["range"] == Self.paddngRange)
        #expect(first.last?["code"] == "E020")

        client.change(Self.uri, Self.brokenText.replacingOccurrences(of: "whit\n", with: "white\n"), version: 2)
        let second = try client.diagnostics(for: Self.uri)
        #expect(second.count == 1)
        #expect(second.first?["range"] == Self.paddngRange)
        #expect(second.first?["code"] == "E020")

        let hover = try client.request("textDocument/hover", LanguageClient.at(Self.uri, 2, 22))
        let hoverText = try #require(hover["result"]?["contents"]?["value"]?.stringValue)
        #expect(hoverText.contains("**`textColor`** — colour of the text"))
        #expect(hoverText.contains("default: `white (tooltip), label (tag), the tooltip's textColor (title, action)`"))
        #expect(hover["result"]?["range"] == ["start": ["line": 2, "character": 19], "end": ["line": 2, "character": 28]])

        let colourHover = try client.request("textDocument/hover", LanguageClient.at(Self.uri, 2, 31))
        #expect(colourHover["result"]?["contents"]?["value"]?.stringValue?.contains("`#FFFFFFFF`") == true)

        let completion = try client.request("textDocument/completion", LanguageClient.at(Self.uri, 3, 4))
        let labels = try #require(completion["result"]?["items"]?.arrayValue).compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("cornerRadius"))
        #expect(labels.contains("padding"))
        #expect(!labels.contains("items"))

        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(try client.diagnostics(for: Self.uri).isEmpty)

        let shutdown = try client.request("shutdown")
        #expect(shutdown["result"] == .null)
        #expect(shutdown["error"] == nil)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let client = LanguageClient()
        try client.initialize()
        client.notify("exit")
        #expect(try client.waitForExit() == 1)
    }

    @Test func endOfInputWithoutExitIsOne() throws {
        let client = LanguageClient()
        try client.initialize()
        #expect(try client.finish() == 1)
    }

    @Test func requestsAfterShutdownAreInvalid() throws {
        let client = LanguageClient()
        try client.initialize()
        try client.request("shutdown")
        let hover = try client.request("textDocument/hover", LanguageClient.at(Self.uri, 0, 0))
        #expect(hover["error"]?["code"] == -32600)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }
}
