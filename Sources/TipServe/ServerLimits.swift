/// What one client may take of the server: each limit answered or ended without slowing the
/// others or the compiles.
public struct ServerLimits: Sendable {
    /// The longest request head (request line and header fields) read: 16 KiB; a longer one is
    /// answered 431.
    public static let maximumHeadBytes = 16 * 1024
    /// The longest request path: 1,024 bytes; a longer one is answered 404.
    public static let maximumPathBytes = 1024

    /// Connections served at once, event streams included; one more is answered 503 and closed.
    public var maximumConnections = 64
    /// Event streams open at once (of ``maximumConnections``); one more is answered 503.
    public var maximumEventStreams = 32
    /// Seconds a client has to send its whole head, and to take each response; a slower one is
    /// closed.
    public var timeout: Double = 10
    /// Seconds between the comments that keep an idle event stream open (and find the closed
    /// ones).
    public var keepAliveInterval: Double = 15

    /// The defaults.
    public init() {}
}
