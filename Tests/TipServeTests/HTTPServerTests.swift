import Foundation
import Testing
@testable import TipServe
import TipTestSupport

/// The server over loopback: what reaches the site, what is refused before it, and what many
/// slow or stalled clients cannot do.
@Suite struct HTTPServerTests {
    /// A site that answers its one page and an event stream, and remembers every path it was
    /// asked for.
    final class RecordingSite: HTTPSite, @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [[String]] = []

        /// The paths asked for so far.
        var asked: [[String]] { lock.withLock { paths } }

        func answer(_ request: HTTPRequest, segments: [String]) -> HTTPAnswer {
            lock.withLock { paths.append(segments) }
            switch segments {
            case []: return .response(HTTPResponse(contentType: "text/plain", body: Array("the page\n".utf8)))
            case ["events"]: return .eventStream(firstEvents: "event: version\ndata: 1\n\n")
            default: return .response(HTTPResponse(status: .notFound))
            }
        }
    }

    private func serve(limits: ServerLimits = ServerLimits()) throws -> (HTTPServer, RecordingSite) {
        let site = RecordingSite()
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits, site: site)
        try server.start()
        return (server, site)
    }

    @Test func theSiteAnswersARequestFromItsOwnHost() throws {
        let (server, site) = try serve()
        defer { server.stop() }
        #expect(server.port != 0)
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)"] {
            let response = try LoopbackClient.get("/", port: server.port, host: host)
            #expect(LoopbackClient.status(of: response) == 200)
            #expect(response.hasSuffix("\r\n\r\nthe page\n"))
            #expect(response.contains("Content-Length: 9\r\n"))
            #expect(!response.lowercased().contains("access-control"))
        }
        #expect(site.asked == [[], []])
    }

    @Test func aForeignHostIsMisdirected() throws {
        let (server, site) = try serve()
        defer { server.stop() }
        for host in ["attacker.example:\(server.port)", "attacker.example", "127.0.0.1:\(server.port + 1)", "127.0.0.1", nil] {
            let response = try LoopbackClient.get("/", port: server.port, host: host)
            #expect(LoopbackClient.status(of: response) == 421, "\(host ?? "no Host")")
            #expect(!response.contains("the page"))
            #expect(!response.lowercased().contains("access-control"))
        }
        #expect(site.asked.isEmpty)
    }

    @Test func pathsOutOfTheSiteAreNotFoundAndNeverReachIt() throws {
        let (server, site) = try serve()
        defer { server.stop() }
        let host = "127.0.0.1:\(server.port)"
        let targets = [
            "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/x", "//etc/passwd", "/a/..%2f..%2fetc", "http://\(host)/",
            "/" + String(repeating: "a/", count: 600) + "a",
        ]
        for target in targets {
            let response = try LoopbackClient.get(target, port: server.port, host: host)
            #expect(LoopbackClient.status(of: response) == 404, "\(target)")
            #expect(!response.contains("root:"))
        }
        #expect(site.asked.isEmpty)
    }

    @Test func onlyGETIsAnswered() throws {
        let (server, site) = try serve()
        defer { server.stop() }
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "HEAD"] {
            let response = try LoopbackClient.get("/", port: server.port, host: "127.0.0.1:\(server.port)", method: method)
            #expect(LoopbackClient.status(of: response) == 405, "\(method)")
            #expect(response.contains("Allow: GET\r\n"))
        }
        #expect(site.asked.isEmpty)
    }

    @Test func aHeadOver16KiBIsRefused() throws {
        let (server, _) = try serve()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Padding: " + String(repeating: "a", count: 20_000) + "\r\n\r\n")
        #expect(LoopbackClient.status(of: client.receive()) == 431)
        let malformed = try LoopbackClient.get("/ nonsense", port: server.port, host: "127.0.0.1:\(server.port)")
        #expect(LoopbackClient.status(of: malformed) == 400)
    }

    /// Hundreds of clients that send half a head and stall: the server keeps no more than its
    /// limit open, refuses the rest at once, does not hold up its owner (events are sent, as
    /// a compile does, without waiting), and answers again once the stalled ones time out.
    @Test func slowClientsAreBoundedAndDoNotHoldUpTheOwner() throws {
        var limits = ServerLimits()
        // Long enough that no stalled head times out (freeing its place) before the last of
        // them has connected, however busy the machine.
        limits.timeout = 4
        let (server, _) = try serve(limits: limits)
        defer { server.stop() }
        let stream = try LoopbackClient(port: server.port)
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(stream.receive(timeout: 5, until: "data: 1\n\n").contains("data: 1\n\n"))

        var stalled: [LoopbackClient] = []
        for _ in 0..<300 {
            let client = try LoopbackClient(port: server.port)
            client.send("GET / HTTP/1.1\r\nHost: 127.0.")
            stalled.append(client)
        }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(server.connectionCount <= limits.maximumConnections)

        // The owner goes on: each event goes out at once, and reaches the open stream.
        let start = Date()
        for version in 2...50 { server.send(event: "version", data: "\(version)") }
        #expect(Date().timeIntervalSince(start) < 0.5)
        #expect(stream.receive(timeout: 5, until: "data: 50\n\n").contains("data: 50\n\n"))

        // Those over the limit were refused, not queued.
        let refused = stalled.suffix(100).map { $0.receive(timeout: 2) }
        #expect(refused.allSatisfy { LoopbackClient.status(of: $0) == 503 }, "\(Set(refused.map { $0.prefix(40) }))")

        // Once the stalled heads time out, the page is served again.
        Thread.sleep(forTimeInterval: limits.timeout + 0.5)
        let response = try LoopbackClient.get("/", port: server.port, host: "127.0.0.1:\(server.port)")
        #expect(LoopbackClient.status(of: response) == 200)
        stalled.removeAll()
    }

    /// A stream whose client stops reading is closed rather than waited on.
    @Test func aStalledEventStreamIsDroppedWithoutBlocking() throws {
        let (server, _) = try serve()
        defer { server.stop() }
        let stream = try LoopbackClient(port: server.port, receiveBuffer: 64 << 10)
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        _ = stream.receive(timeout: 5, until: "data: 1\n\n")
        #expect(server.connectionCount == 1)
        let big = String(repeating: "x", count: 100_000)
        let start = Date()
        for _ in 0..<200 { server.send(event: "version", data: big) }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(server.connectionCount == 0)
    }

    @Test func stoppingClosesTheStreams() throws {
        let (server, _) = try serve()
        let stream = try LoopbackClient(port: server.port)
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(stream.receive(timeout: 5, until: "data: 1\n\n").hasSuffix("retry: 1000\n\nevent: version\ndata: 1\n\n"))
        server.stop()
        #expect(stream.receive(timeout: 5) == "")
        #expect(throws: (any Error).self) { try LoopbackClient.get("/", port: server.port, host: "127.0.0.1:\(server.port)") }
    }

    @Test func aHostThatIsNoAddressIsRefused() {
        #expect(throws: ServeError.self) { try HTTPServer(host: "example.com", port: 0, site: RecordingSite()) }
    }
}
