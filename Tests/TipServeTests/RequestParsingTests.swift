import Testing
@testable import TipServe

/// The request head parser, the path rules and the Host check, on bytes and strings alone.
@Suite struct RequestParsingTests {
    private func parse(_ text: String) -> Result<HTTPRequest, RequestRejection> {
        RequestParser.parse(Array(text.utf8)[...])
    }

    @Test func aRequestHeadIsReadWithItsFields() throws {
        let request = try parse("GET /state.json?v=2 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  */* \r\n\r\n").get()
        #expect(request.method == "GET")
        #expect(request.target == "/state.json?v=2")
        #expect(request.header("host") == "127.0.0.1:8000")
        #expect(request.header("accept") == "*/*")
        #expect(request.header("cookie") == nil)
    }

    @Test func theHeadEndsAtTheFirstEmptyLine() {
        #expect(RequestParser.headEnd(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
        let bytes = Array("GET / HTTP/1.1\r\n\r\nbody".utf8)
        #expect(RequestParser.headEnd(in: bytes) == bytes.count - 4)
    }

    @Test func malformedHeadsAreRefused() {
        let heads = [
            "GET /\r\n\r\n",  // no version
            "GET  / HTTP/1.1\r\n\r\n",  // two spaces
            "G(T / HTTP/1.1\r\n\r\n",  // not a token
            "GET / HTTP/1.1\r\nHost : a\r\n\r\n",  // blank before the colon
            "GET / HTTP/1.1\r\nX-A: 1\r\n folded\r\n\r\n",  // obsolete folding
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",  // two Hosts
            "GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n",  // a control character
            "GET /\u{7F} HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\nHost: a\n\n",  // bare line feeds
        ]
        for head in heads {
            #expect(throws: RequestRejection.malformed, "\(head.debugDescription)") { try parse(head).get() }
        }
        #expect(throws: RequestRejection.unsupportedVersion) { try parse("GET / HTTP/2.0\r\n\r\n").get() }
        #expect(RequestRejection.malformed.status == .badRequest)
    }

    @Test func headsOverTheLimitAreRefused() {
        let long = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: ServerLimits.maximumHeadBytes) + "\r\n\r\n"
        #expect(throws: RequestRejection.headTooLarge) { try parse(long).get() }
        let many = "GET / HTTP/1.1\r\n" + String(repeating: "X: 1\r\n", count: RequestParser.maximumHeaderFields + 1) + "\r\n"
        #expect(throws: RequestRejection.headTooLarge) { try parse(many).get() }
        #expect(RequestRejection.headTooLarge.status == .headerFieldsTooLarge)
    }

    @Test func pathsAreDecodedIntoSegments() {
        #expect(RequestPath.segments(of: "/") == [])
        #expect(RequestPath.segments(of: "/state.json?v=3") == ["state.json"])
        #expect(RequestPath.segments(of: "/component/0/12.json") == ["component", "0", "12.json"])
        #expect(RequestPath.segments(of: "/a%20b/%C3%A9") == ["a b", "é"])
    }

    @Test func pathsThatCouldLeaveTheSiteAreRefused() {
        let refused = [
            "/..", "/../etc/passwd", "/a/../../b", "/./a", "/%2e%2e/etc/passwd", "/%2E%2E/x", "/.%2e/x", "/a/%2e", "/a%2fb",
            "/a%5cb", "/a\\b", "//etc/passwd", "/a//b", "/a/", "http://127.0.0.1/", "*", "etc/passwd", "/%", "/%zz", "/%00",
            "/%0a", "/%ff", "/.hidden", "/a#b",
            "/" + String(repeating: "a", count: ServerLimits.maximumPathBytes),
        ]
        for target in refused {
            #expect(RequestPath.segments(of: target) == nil, "\(target)")
        }
    }

    @Test func onlyTheServersOwnHostIsAccepted() {
        let loopback = HostCheck(host: "127.0.0.1", port: 8123)
        #expect(loopback.accepts("127.0.0.1:8123"))
        #expect(loopback.accepts("LOCALHOST:8123"))
        #expect(!loopback.accepts("127.0.0.1:8124"))
        #expect(!loopback.accepts("127.0.0.1"))
        #expect(!loopback.accepts("attacker.example:8123"))
        #expect(!loopback.accepts("localhost.attacker.example:8123"))
        #expect(!loopback.accepts(nil))
        let lan = HostCheck(host: "192.168.1.5", port: 80)
        #expect(lan.accepted == ["192.168.1.5:80"])
        #expect(!lan.accepts("localhost:80"))
    }
}
