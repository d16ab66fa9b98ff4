import Foundation
import Testing

/// `tipc lsp` as an editor starts it: framed JSON-RPC on stdin and stdout, the spec's exit codes.
@Suite struct LanguageServerCLITests {
    /// `body` framed with its Content-Length (in UTF-8 bytes).
    private func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// The JSON bodies of the framed messages in `output`, in order.
    private func messages(in output: String) throws -> [[String: Any]] {
        var rest = Substring(output)
        var result: [[String: Any]] = []
        while let header = rest.range(of: "\r\n\r\n") {
            let length = try #require(Int(rest[..<header.lowerBound].replacingOccurrences(of: "Content-Length: ", with: "")))
            let body = Data(rest[header.upperBound...].utf8.prefix(length))
            result.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            rest = Substring(String(decoding: rest[header.upperBound...].utf8.dropFirst(length), as: UTF8.self))
        }
        return result
    }

    @Test func initializeOpenShutdownExit() throws {
        let uri = "file:///tmp/tipc-lsp-cli/a.tip"
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"tip","version":1,"text":"tooltip A { textColor: whit; text: \"👋\" }"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(frame).joined()
        let outcome = try TipcProcess.run(["lsp"], stdin: input)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let replies = try messages(in: outcome.stdout)
        #expect(replies.count == 3)
        let initialize = try #require(replies.first?["result"] as? [String: Any])
        #expect((initialize["serverInfo"] as? [String: Any])?["name"] as? String == "tipc")
        let capabilities = try #require(initialize["capabilities"] as? [String: Any])
        #expect((capabilities["renameProvider"] as? [String: Bool]) == ["prepareProvider": true])
        #expect(capabilities["referencesProvider"] as? Bool == true)
        #expect(capabilities["colorProvider"] as? Bool == true)
        let published = try #require(replies.dropFirst().first?["params"] as? [String: Any])
        let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["E022"])
        let start = (diagnostics.first?["range"] as? [String: [String: Int]])?["start"]
        #expect(start == ["line": 0, "character": 23])
        #expect(replies.last?["id"] as? Int == 2)
        #expect(replies.last?.keys.contains("result") == true)
    }

    /// A header without Content-Length (its stray body holds a request) and a message over the
    /// 64 MiB limit: each gets one error, and every request after them is answered.
    @Test func badFramesNeverCostTheNextRequest() throws {
        let oversizedLength = (64 << 20) + 1
        let oversizedStart = #"{"jsonrpc":"2.0","id":4,"method":"textDocument/didOpen","params":{"textDocument":{"text":""#
        let oversized = oversizedStart + String(repeating: "a", count: oversizedLength - oversizedStart.utf8.count - 4) + #""}}}"#
        let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            + "Content-Type: application/vscode-jsonrpc\r\n\r\n" + #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
            + frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.tip"},"position":{"line":0,"character":0}}}"#)
            + "Content-Length: \(oversizedLength)\r\n\r\n" + oversized
            + frame(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let outcome = try TipcProcess.run(["lsp"], stdin: input)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let replies = try messages(in: outcome.stdout)
        #expect(replies.map { $0["id"] as? Int } == [1, nil, 3, 4, 5])
        let codes = replies.map { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(codes == [nil, -32700, nil, -32600, nil])
        #expect(replies[1]["id"] is NSNull)
        #expect(replies[2].keys.contains("result"))
    }

    @Test func exitWithoutShutdownExitsOne() throws {
        let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let outcome = try TipcProcess.run(["lsp"], stdin: input)
        #expect(outcome.status == 1)
        #expect(try messages(in: outcome.stdout).count == 1)
    }
}
