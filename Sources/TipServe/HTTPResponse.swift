/// A response: a status, a content type and a body. Every response closes its connection, and
/// carries no CORS header: a page of another origin cannot read it.
public struct HTTPResponse: Sendable {
    /// The status.
    public var status: HTTPStatus
    /// The body's media type.
    public var contentType: String
    /// The body.
    public var body: [UInt8]

    /// A response with these parts.
    public init(status: HTTPStatus = .ok, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A plain-text response with `status` whose body is its reason phrase.
    public init(status: HTTPStatus) {
        self.init(status: status, contentType: "text/plain; charset=utf-8", body: Array((status.reason + "\n").utf8))
    }

    /// The header fields every response carries: nothing cached, no content sniffing, no
    /// framing by other pages, no referrer sent on, scripts and styles from this server alone.
    static let commonHeaders =
        "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"
        + "Content-Security-Policy: default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'\r\n"

    /// The bytes sent: the status line, the header fields and the body.
    public var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n" + Self.commonHeaders
        if status == .methodNotAllowed { head += "Allow: GET\r\n" }
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// The head that opens an event stream, and the retry delay it asks the browser to
    /// reconnect after (one second).
    static let eventStreamHead = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n" + commonHeaders + "Connection: keep-alive\r\n\r\nretry: 1000\n\n").utf8)
}
