/// Which `Host` header values the server answers: its own address and port, so that a page of
/// another origin whose name was pointed at this address (DNS rebinding) is refused (421).
public struct HostCheck: Sendable {
    /// The accepted values, in lower case.
    public let accepted: Set<String>

    /// The values naming `host` (an IPv4 address or `localhost`) at `port`: on loopback, both
    /// `127.0.0.1:port` and `localhost:port`.
    public init(host: String, port: UInt16) {
        let names = Self.isLoopback(host) ? ["127.0.0.1", "localhost"] : [host.lowercased()]
        accepted = Set(names.map { "\($0):\(port)" })
    }

    /// Whether a request with this `Host` value (nil: none) is answered.
    public func accepts(_ host: String?) -> Bool {
        guard let host else { return false }
        return accepted.contains(host.lowercased())
    }

    /// Whether `host` is this machine's loopback address (`127.0.0.0/8` or `localhost`).
    public static func isLoopback(_ host: String) -> Bool {
        host.lowercased() == "localhost" || host.hasPrefix("127.")
    }
}
