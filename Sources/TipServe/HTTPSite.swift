/// What a server serves: an answer for each request that passed its checks (a `GET` of a
/// well-formed path, from its own `Host`).
public protocol HTTPSite: Sendable {
    /// The answer to a `GET` of the path `segments` (``RequestPath``) of `request`.
    func answer(_ request: HTTPRequest, segments: [String]) -> HTTPAnswer
}

/// A site's answer to a request.
public enum HTTPAnswer: Sendable {
    /// A response, after which the connection closes.
    case response(HTTPResponse)
    /// An event stream that stays open, starting with `firstEvents` (in the stream's format);
    /// the server's ``HTTPServer/send(event:data:)`` writes to it from then on.
    case eventStream(firstEvents: String)
}
