#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// The open server-sent event streams: each a connection the server answered with
/// `text/event-stream` and keeps. An event is written to every one without waiting on any: a
/// stream whose client does not take it at once is closed (its browser reconnects and reads
/// the state afresh), so a slow client never holds up the compile that sent the event.
final class EventStreams: @unchecked Sendable {
    private let lock = Lock()
    private var descriptors: [Int32] = []

    /// How many are open.
    var count: Int { lock.withLock { descriptors.count } }

    /// Sends `first` (the stream's head and first events) to `descriptor` and keeps it open as
    /// a stream, in one step, so that no event sent meanwhile is lost to it and it counts as a
    /// stream before its client reads a byte. False, the descriptor closed, when `first` does
    /// not go out at once (a fresh connection's buffer holds it).
    func add(_ descriptor: Int32, sending first: [UInt8]) -> Bool {
        lock.withLock {
            let sent = first.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            guard sent == first.count else {
                close(descriptor)
                return false
            }
            descriptors.append(descriptor)
            return true
        }
    }

    /// Sends `text` (one or more events in the stream's format) to every stream.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        lock.withLock {
            descriptors.removeAll { descriptor in
                let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                guard sent != bytes.count else { return false }
                close(descriptor)
                return true
            }
        }
    }

    /// Closes every stream.
    func closeAll() {
        lock.withLock {
            for descriptor in descriptors { close(descriptor) }
            descriptors = []
        }
    }
}
