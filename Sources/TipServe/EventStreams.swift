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

    /// Keeps `descriptor` open as a stream (its head and first event already sent).
    func add(_ descriptor: Int32) {
        lock.withLock { descriptors.append(descriptor) }
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
