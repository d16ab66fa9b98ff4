#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A raw TCP client of a server on 127.0.0.1, for sending exactly the bytes a test means
/// (partial heads, foreign Hosts, paths a URL type would normalise away): the tests of
/// `TipServe` and of `tipc preview`.
public final class LoopbackClient {
    private let descriptor: Int32

    /// Connects to 127.0.0.1:`port`, with a receive buffer of `receiveBuffer` bytes if given
    /// (else the system's, which grows to tens of megabytes on loopback).
    public init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends `text` (all of it, or as much as the server takes).
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// What arrives within `timeout` seconds, until the server closes the connection, or,
    /// given `until`, until what arrived contains it.
    public func receive(timeout: Double = 10, until marker: String? = nil) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let marker, String(decoding: bytes, as: UTF8.self).contains(marker) { break }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The status code of a response's text.
    public static func status(of response: String) -> Int? {
        let parts = response.split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// Sends `GET target` with `host` (nil: no Host field) and returns the whole response.
    public static func get(_ target: String, port: UInt16, host: String? = nil, method: String = "GET") throws -> String {
        let client = try LoopbackClient(port: port)
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        client.send("\(method) \(target) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n")
        return client.receive()
    }
}
