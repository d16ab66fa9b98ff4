import Foundation
import Testing
import TipTestSupport

/// `tipc preview` as a user runs it: the address it prints, the page and state it serves over
/// loopback, a compile after each edit announced on the event stream, diagnostics at their
/// component with the last good drawing kept, and what it refuses.
@Suite struct PreviewCLITests {
    /// Starts `tipc preview arguments` in `project` and reads the port from the address it prints.
    private func start(_ arguments: [String], in project: TemporaryProject) throws -> (LiveProcess, UInt16) {
        let preview = try LiveProcess(["preview"] + arguments, in: project.root)
        try #require(preview.waitFor("main.tip: "), "no status line; stdout: \(preview.output) stderr: \(preview.errors)")
        let address = try #require(try Regex(#"serving http://[0-9.]+:(\d+)/"#).firstMatch(in: preview.output))
        let digits = try #require(address.output[1].substring)
        let port = try #require(UInt16(digits))
        return (preview, port)
    }

    private func get(_ target: String, port: UInt16) throws -> (status: Int?, body: String) {
        let response = try LoopbackClient.get(target, port: port, host: "127.0.0.1:\(port)")
        return (LoopbackClient.status(of: response), response.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
    }

    private func state(port: UInt16) throws -> [String: Any] {
        let body = try get("/state.json", port: port).body
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    private func components(_ state: [String: Any]) -> [[String: Any]] {
        ((state["inputs"] as? [[String: Any]])?.first?["components"] as? [[String: Any]]) ?? []
    }

    @Test func previewServesThePageAndFollowsEdits() throws {
        let project = try TemporaryProject()
        let (preview, port) = try start(["main.tip", "--port", "0"], in: project)
        #expect(preview.output.contains("main.tip: ok, 1 component → http://127.0.0.1:\(port)/"))

        let page = try get("/", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("<script src=\"/preview.js\""))
        #expect(try get("/preview.js", port: port).body.contains("new EventSource(\"/events\")"))

        var current = try state(port: port)
        #expect(current["version"] as? Int == 1)
        #expect(components(current).map { $0["name"] as? String } == ["Hello"])
        let variants = try #require(components(current).first?["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        #expect((variants.first?["svg"] as? String)?.contains("<svg") == true)

        // The event stream announces the next compile.
        let events = try LoopbackClient(port: port)
        events.send("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        #expect(events.receive(timeout: 10, until: "data: 1\n\n").contains("text/event-stream"))
        try project.write(TemporaryProject.main + "tooltip Bye : Brand { text: \"Bye\" }\n", to: "main.tip")
        #expect(events.receive(timeout: 30, until: "data: 2\n\n").contains("event: version\ndata: 2\n\n"))
        current = try state(port: port)
        #expect(components(current).map { $0["name"] as? String } == ["Hello", "Bye"])

        // A component's JSON and its declaration's source lines.
        let detail = try get("/component/0/1.json", port: port)
        #expect(detail.status == 200)
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(detail.body.utf8)) as? [String: Any])
        #expect(fields["line"] as? Int == 6)
        #expect(fields["source"] as? String == "tooltip Bye : Brand { text: \"Bye\" }")
        let json = try #require(fields["json"] as? String)
        #expect(json.contains("\"Bye\""))
        #expect(!json.contains("\"Hello\""))

        // An error: the diagnostic at its component, the last good drawings kept and marked stale.
        try project.write(TemporaryProject.main + "tooltip Bye : Brand { text: \"Bye\"; background: notAColor }\n", to: "main.tip")
        #expect(events.receive(timeout: 30, until: "data: 3\n\n").contains("data: 3\n\n"))
        current = try state(port: port)
        let input = try #require((current["inputs"] as? [[String: Any]])?.first)
        #expect(input["stale"] as? Bool == true)
        #expect(components(current).map { $0["name"] as? String } == ["Hello", "Bye"])
        let diagnostic = try #require((input["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["component"] as? String == "Bye")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["line"] as? Int == 6)
        #expect(diagnostic["column"] as? Int == 48)
        #expect(preview.waitFor("main.tip: 1 error"))

        #expect(preview.interrupt() == 0)
        #expect(preview.output.hasSuffix("tipc preview: stopped\n"))
        #expect(throws: (any Error).self) { try LoopbackClient.get("/", port: port, host: "127.0.0.1:\(port)") }
    }

    /// A foreign Host is refused, and nothing but the page, its assets, the state and the
    /// compiled outputs is served: not the sources, not a path out of the tree.
    @Test func previewServesOnlyItsOwnFilesToItsOwnHost() throws {
        let project = try TemporaryProject()
        try FileManager.default.createSymbolicLink(atPath: project.root + "/outside", withDestinationPath: "/etc")
        let (preview, port) = try start(["main.tip", "--port", "0"], in: project)
        defer { _ = preview.terminate() }

        let foreign = try LoopbackClient.get("/state.json", port: port, host: "attacker.example:\(port)")
        #expect(LoopbackClient.status(of: foreign) == 421)
        #expect(!foreign.contains("Hello"))
        #expect(!foreign.lowercased().contains("access-control-allow"))

        let refused = [
            "/main.tip", "/../main.tip", "/%2e%2e/main.tip", "/outputs/0/../../main.tip", "/outputs/0/%2e%2e%2fmain.tip",
            "/outside/passwd", "/outputs/0/outside", "//etc/passwd", "/outputs/1/main.json", "/outputs/00/main.json",
            "/component/0/9.json", "/component/0/-1.json", "/" + String(repeating: "x", count: 5000),
        ]
        for target in refused {
            let response = try get(target, port: port)
            #expect(response.status == 404, "\(target)")
            #expect(!response.body.contains("root:") && !response.body.contains("tooltip Hello"), "\(target)")
        }
        let outputs = try get("/outputs/0/main.json", port: port)
        #expect(outputs.status == 200)
        #expect(outputs.body.contains("\"Hello\""))
        #expect(try get("/outputs/0/main.svg", port: port).body.contains("<svg"))
        #expect(LoopbackClient.status(of: try LoopbackClient.get("/", port: port, host: "127.0.0.1:\(port)", method: "POST")) == 405)
    }

    /// Hundreds of clients that connect and stall do not stop the compiles: an edit is compiled
    /// and announced while they hang on, and those over the limit are refused at once.
    @Test func slowClientsDoNotStopCompiles() throws {
        let project = try TemporaryProject()
        let (preview, port) = try start(["main.tip", "--port", "0"], in: project)
        defer { _ = preview.terminate() }
        let events = try LoopbackClient(port: port)
        events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(events.receive(timeout: 10, until: "data: 1\n\n").contains("data: 1\n\n"))
        var stalled: [LoopbackClient] = []
        for _ in 0..<300 {
            let client = try LoopbackClient(port: port)
            client.send("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:")
            stalled.append(client)
        }
        try project.write(TemporaryProject.main + "tooltip Bye : Brand { text: \"Bye\" }\n", to: "main.tip")
        #expect(preview.waitFor("main.tip: ok, 2 components", timeout: 10), "no compile while clients stall: \(preview.output)")
        #expect(events.receive(timeout: 10, until: "data: 2\n\n").contains("data: 2\n\n"))
        #expect(stalled.suffix(100).allSatisfy { LoopbackClient.status(of: $0.receive(timeout: 5)) == 503 })
        stalled.removeAll()
    }

    /// Another address than loopback is taken only when asked for, with a warning; the page
    /// then answers to that address alone.
    @Test func previewOnAnotherAddressWarns() throws {
        let project = try TemporaryProject()
        let (preview, port) = try start(["main.tip", "--port", "0", "--host", "0.0.0.0"], in: project)
        #expect(preview.errors.contains("tipc: warning: serving on 0.0.0.0, not this machine's loopback address"))
        #expect(preview.output.contains("serving http://0.0.0.0:\(port)/"))
        #expect(LoopbackClient.status(of: try LoopbackClient.get("/", port: port, host: "0.0.0.0:\(port)")) == 200)
        #expect(LoopbackClient.status(of: try LoopbackClient.get("/", port: port, host: "127.0.0.1:\(port)")) == 421)
        #expect(preview.terminate() == 0)
    }

    @Test func previewRefusesWhatItCannotDo() throws {
        let project = try TemporaryProject()
        for arguments in [["preview", "-"], ["preview", "main.tip", "-o", "out"], ["preview", "main.tip", "--emit", "json"],
                          ["build", "main.tip", "--port", "0"], ["preview", "main.tip", "--port", "70000"], ["preview"]] {
            let outcome = try TipcProcess.run(arguments, in: project.root)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderr.hasPrefix("tipc: error: "), "\(arguments)")
        }
        // A port in use is an I/O error, named.
        let (first, port) = try start(["main.tip", "--port", "0"], in: project)
        defer { _ = first.terminate() }
        let second = try TipcProcess.run(["preview", "main.tip", "--port", "\(port)"], in: project.root, timeout: 30)
        #expect(second.status == 2)
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"))
    }
}
