import Testing
import TipEmit
@testable import TipLanguageServer

/// Never stuck: requests are answered in order and never wait for a compile; a burst of
/// changes compiles once; results for old versions are dropped; `shutdown` publishes what is
/// pending first. Time is the test's: the debounce is a ``ManualTimer`` and a slow compile is a
/// ``GatedLoader`` held shut, so nothing depends on how fast the machine is.
@Suite struct ResponsivenessTests {
    static let folder = "/tmp/tipc-lsp-responsiveness"
    static let uri = DocumentURI.uri(ofPath: folder + "/main.tip")
    static let slowPath = folder + "/slow.tip"
    /// Imports the slow file; `whit` is an error (E022) at line 1.
    static let main = "import \"slow.tip\"\ntooltip A : Slow { text: \"a\"; textColor: whit }\n"

    private static let publish = "textDocument/publishDiagnostics"

    private func gatedLoader() -> GatedLoader {
        GatedLoader(files: [Self.slowPath: "style Slow { background: #01577F }\n"], gatedPath: Self.slowPath)
    }

    private func shutDown(_ client: LanguageClient) throws {
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func aBurstOfChangesCompilesOnceForTheLastVersion() throws {
        let timer = ManualTimer()
        let client = LanguageClient(options: ServerOptions(timer: timer))
        try client.initialize()
        client.open(Self.uri, "tooltip A { text: \"a\" }\n")
        // didOpen compiles without waiting for the debounce.
        #expect(try client.notification(Self.publish)["params"]?["version"] == 1)

        // Ten keystrokes, written in one go, each typing "b" after the last one.
        var keystrokes: [UInt8] = []
        for version in 2...11 {
            let change = LanguageClient.edit(0, 18 + version, 0, 18 + version, "b")
            keystrokes += MessageWriter.frame([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": LanguageClient.didChange(Self.uri, version: version, [change]),
            ])
        }
        client.sendRaw(keystrokes)
        // A request after them is answered from the text they made, before any compile.
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])
        let text = symbols["result"]?.arrayValue?.first?["children"]?.arrayValue?.first?["detail"]
        #expect(text == .string("\"a" + String(repeating: "b", count: 10) + "\""))
        #expect(client.takeReceived(Self.publish).isEmpty)

        timer.elapse()
        let published = try client.notification(Self.publish)["params"]
        #expect(published?["version"] == 11)
        #expect(published?["diagnostics"] == [])
        try shutDown(client)
        #expect(client.takeReceived(Self.publish).isEmpty)
    }

    @Test func requestsAreAnsweredInOrderWhileACompileRuns() throws {
        let loader = gatedLoader()
        let client = LanguageClient(session: ServerSession(disk: loader))
        try client.initialize()
        client.open(Self.uri, Self.main)
        #expect(loader.waitForCompileAtGate())

        // `    textColor` starts at character 30 of line 1.
        let position = LanguageClient.at(Self.uri, 1, 32)
        var batch: [UInt8] = []
        for (id, method) in [(10, "textDocument/hover"), (11, "textDocument/completion"), (12, "textDocument/definition")] {
            batch += MessageWriter.frame(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": position])
        }
        client.sendRaw(batch)
        let replies = try (0..<3).map { _ in try client.read() }
        #expect(replies.map(\.["id"]) == [10, 11, 12])
        let hover = replies[0]["result"]?["contents"]?["value"]?.stringValue
        #expect(hover?.contains("**`textColor`**") == true)
        #expect(replies[1]["result"]?["items"]?.arrayValue?.isEmpty == false)

        loader.open()
        let diagnostics = try client.diagnostics(for: Self.uri)
        #expect(diagnostics.map(\.["code"]) == ["E022"])
        try shutDown(client)
    }

    @Test func aResultForAnOlderVersionIsDropped() throws {
        let loader = gatedLoader()
        let timer = ManualTimer()
        let client = LanguageClient(session: ServerSession(disk: loader), options: ServerOptions(timer: timer))
        try client.initialize()
        client.open(Self.uri, Self.main)
        #expect(loader.waitForCompileAtGate())
        // Fix the error while version 1 compiles.
        client.change(Self.uri, Self.main.replacingOccurrences(of: "whit ", with: "white "), version: 2)
        try client.waitUntilHandled()
        timer.elapse()
        loader.open()
        let published = try client.notification(Self.publish)["params"]
        #expect(published?["version"] == 2)
        #expect(published?["diagnostics"] == [])
        try shutDown(client)
        #expect(client.takeReceived(Self.publish).isEmpty)
    }

    @Test func shutdownPublishesThePendingVersionFirst() throws {
        let client = LanguageClient(options: ServerOptions(timer: ManualTimer()))
        try client.initialize()
        client.open(Self.uri, "tooltip A { text: \"a\" }\n")
        #expect(try client.notification(Self.publish)["params"]?["version"] == 1)
        // The debounce never elapses: the change is compiled because of the shutdown.
        client.change(Self.uri, "tooltip A { text: \"a\"; textColor: whit }\n", version: 2)
        #expect(try client.request("shutdown")["result"] == .null)
        let published = client.takeReceived(Self.publish).map { $0["params"] }
        #expect(published.map { $0?["version"] } == [2])
        #expect(published.first??["diagnostics"]?.arrayValue?.map(\.["code"]) == ["E022"])
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    /// After an edit not yet compiled, hover reads the new text and the imports the last
    /// compile found.
    @Test func featuresReadTheCurrentTextAndTheLastCompilesImports() throws {
        let project = try FixtureProject()
        let client = try project.openProject(options: ServerOptions(timer: ManualTimer()))
        let uri = project.uri("project.tip")
        client.notify("textDocument/didChange", LanguageClient.didChange(uri, version: 2, [LanguageClient.edit(0, 0, 0, 0, "\n\n")]))
        // `style Outlined : Bubble {` was line 4; `Bubble` is declared in the imported file.
        let hover = try client.request("textDocument/hover", LanguageClient.at(uri, 6, 19))
        let text = try #require(hover["result"]?["contents"]?["value"]?.stringValue)
        #expect(text.contains("style Bubble"))
        #expect(text.contains("declared in `"))
        #expect(text.contains("shared/brand.tip`"))
        _ = try client.finish()
    }
}
