#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// The POSIX socket calls the server makes: listening, reading a head against a deadline,
/// writing without blocking for longer than a limit.
enum Socket {
    /// A TCP socket listening on `address`:`port` (an IPv4 address; port 0: one the system
    /// picks), and the port it got.
    static func openListener(address: String, port: UInt16) throws(ServeError) -> (descriptor: Int32, port: UInt16) {
        var internet = in_addr()
        guard inet_pton(AF_INET, address, &internet) == 1 else { throw ServeError.badAddress(address) }
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServeError.system("cannot make a socket", SystemError.last) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        socketAddress.sin_addr = internet
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let error = SystemError.last
            close(descriptor)
            throw ServeError.system("cannot listen on \(address):\(port)", error)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: socketAddress.sin_port))
    }

    /// Seconds on a steady clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Waits until `descriptor` can be read (`events` POLLIN) or written (POLLOUT), up to
    /// `seconds`; false when the time ran out.
    static func wait(for descriptor: Int32, events: Int32, seconds: Double) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        let milliseconds = Int32(max(0, min(seconds, 3600)) * 1000)
        var ready: Int32
        repeat { ready = poll(&request, 1, milliseconds) } while ready < 0 && errno == EINTR
        return ready > 0
    }

    /// Reads a request head from `descriptor` until its empty line, for at most `seconds` in
    /// all: the bytes up to the end of the head, or why it was not read.
    static func readHead(from descriptor: Int32, seconds: Double) -> Result<ArraySlice<UInt8>, HeadReadFailure> {
        let deadline = now() + seconds
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = RequestParser.headEnd(in: bytes) { return .success(bytes[..<end]) }
            if bytes.count > ServerLimits.maximumHeadBytes { return .failure(.tooLarge) }
            guard wait(for: descriptor, events: POLLIN, seconds: deadline - now()) else { return .failure(.timedOut) }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { continue }
            guard count > 0 else { return .failure(.closed) }
            bytes += chunk[..<count]
        }
    }

    /// Writes all of `bytes`, giving up when the client takes none of them for `seconds`; false
    /// when it gave up or the client went away.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, seconds: Double) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if count > 0 {
                sent += count
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                guard wait(for: descriptor, events: POLLOUT, seconds: seconds) else { return false }
            } else {
                return false
            }
        }
        return true
    }
}

extension Socket {
    /// Ends the sending side of `connection`, reads what the client still sends (up to 64 KiB,
    /// for at most `seconds`) so that closing does not reset the connection before the client
    /// read the response, then closes it.
    static func closeAfterReading(_ connection: Int32, seconds: Double = 1) {
        shutdown(connection, Int32(SHUT_WR))
        let deadline = now() + seconds
        var chunk = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while total < 64 << 10, wait(for: connection, events: POLLIN, seconds: deadline - now()) {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard count > 0 else { break }
            total += count
        }
        close(connection)
    }
}

/// Why a request head was not read.
enum HeadReadFailure: Error {
    /// Over ``ServerLimits/maximumHeadBytes`` without its end.
    case tooLarge
    /// Not all of it within the time allowed.
    case timedOut
    /// The client closed the connection first.
    case closed
}

/// Why the server could not start.
public enum ServeError: Error, CustomStringConvertible, Sendable {
    /// The host is not an IPv4 address or `localhost`.
    case badAddress(String)
    /// A system call failed: what was being done, and why it failed.
    case system(String, reason: String)

    /// `what` failed with `error`.
    static func system(_ what: String, _ error: SystemError) -> ServeError {
        .system(what, reason: error.description)
    }

    public var description: String {
        switch self {
        case .badAddress(let host): "cannot listen on '\(host)': give an IPv4 address such as 127.0.0.1, or localhost"
        case .system(let what, let reason): "\(what): \(reason)"
        }
    }
}
