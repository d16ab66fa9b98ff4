import Testing
import TipEmit
@testable import TipLanguageServer

/// Malformed input gets the JSON-RPC error the specification names, and the server keeps going.
@Suite struct ProtocolErrorTests {
    /// The error code of the next response with id `null`.
    private func nullIDError(_ client: LanguageClient) throws -> JSON? {
        try client.response(id: .null)["error"]?["code"]
    }

    @Test func requestBeforeInitializeIsServerNotInitialized() throws {
        let client = LanguageClient()
        let early = try client.request("textDocument/hover", LanguageClient.at("file:///x.tip", 0, 0))
        #expect(early["error"]?["code"] == -32002)
        // A notification before initialize is dropped without a reply; the next request works.
        client.open("file:///x.tip", "tooltip A { text: \"a\" }")
        let result = try client.initialize()
        #expect(result["serverInfo"]?["name"] == "tipc")
        let again = try client.request("initialize", ["capabilities": [:]])
        #expect(again["error"]?["code"] == -32600)
        #expect(try client.finish() == 1)
    }

    @Test func badJSONIsAParseError() throws {
        let client = LanguageClient()
        client.sendRaw(Array("Content-Length: 8\r\n\r\n{\"jsonrp".utf8))
        #expect(try nullIDError(client) == -32700)
        try client.initialize()
        #expect(try client.finish() == 1)
    }

    /// A bad header is one parse error; everything after it up to the next `Content-Length:` is
    /// skipped (a stray body too, and the request in it), and the next message is served.
    @Test func badHeadersAreParseErrorsAndTheNextMessageIsServed() throws {
        let client = LanguageClient()
        let stray = #"{"jsonrpc":"2.0","id":90,"method":"initialize","params":{}}"#
        client.sendRaw(Array("Content-Length: twelve\r\n\r\n\(stray)".utf8))
        #expect(try nullIDError(client) == -32700)
        try client.initialize()
        client.sendRaw(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n\(stray)no colon here\r\n\r\n".utf8))
        #expect(try nullIDError(client) == -32700)
        let after = try client.request("textDocument/hover", LanguageClient.at("file:///x.tip", 0, 0))
        #expect(after["result"] == .null)
        #expect(try client.finish() == 1)
    }

    @Test func anOversizedMessageIsAnsweredWithItsID() {
        var session = ServerSession()
        let length = MessageReader.maximumBodyLength + 1
        for id: JSON in [7, "seven", .null] {
            let replies = session.handle(.oversizedBody(length: length, id: id == .null ? nil : id))
            #expect(replies.count == 1)
            #expect(replies.first?["id"] == id)
            #expect(replies.first?["error"]?["code"] == -32600)
            #expect(replies.first?["error"]?["message"]?.stringValue?.contains("\(length) bytes, over the limit") == true)
        }
    }

    @Test func invalidRequestsAndUnknownMethods() throws {
        let client = LanguageClient()
        try client.initialize()
        client.send([1, 2, 3])
        #expect(try nullIDError(client) == -32600)
        client.send(["jsonrpc": "2.0", "id": 7])
        #expect(try client.response(id: 7)["error"]?["code"] == -32600)
        client.send(["jsonrpc": "2.0", "id": ["nested": true], "method": "shutdown"])
        #expect(try nullIDError(client) == -32600)
        client.send(["jsonrpc": "1.0", "id": 8, "method": "shutdown"])
        #expect(try client.response(id: 8)["error"]?["code"] == -32600)
        let unknown = try client.request("textDocument/teleport", [:])
        #expect(unknown["error"]?["code"] == -32601)
        #expect(unknown["error"]?["message"] == "method not found: textDocument/teleport")
        // An unknown notification gets nothing; a string id is echoed as a string.
        client.notify("$/setTrace", ["value": "off"])
        client.send(["jsonrpc": "2.0", "id": "abc", "method": "textDocument/hover", "params": [:]])
        let missing = try client.response(id: "abc")
        #expect(missing["error"]?["code"] == -32602)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func hostileBodiesNeverCrash() throws {
        let client = LanguageClient()
        try client.initialize()
        let deep = String(repeating: "[", count: 100_000)
        client.sendRaw(Array("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)".utf8))
        #expect(try nullIDError(client) == -32700)
        let deepText = "tooltip A {\n" + String(repeating: "arrow { (", count: 50_000)
        client.open("file:///deep.tip", deepText)
        _ = try client.diagnostics(for: "file:///deep.tip")
        let completion = try client.request("textDocument/completion", LanguageClient.at("file:///deep.tip", 1, 1_000_000))
        #expect(completion["result"]?["items"] != nil)
        let positions = try client.request("textDocument/hover", LanguageClient.at("file:///deep.tip", 99, 99))
        #expect(positions["error"] == nil)
        #expect(try client.finish() == 1)
    }
}
