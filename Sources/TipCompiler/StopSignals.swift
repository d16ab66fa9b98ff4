import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a semaphore that `tipc watch` waits on between polls, so
/// Ctrl-C or `kill` ends it cleanly (exit 0) instead of killing it mid-write. The default
/// handlers come back when this is released.
final class StopSignals {
    private let semaphore = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]
    private static let handled: [Int32] = [SIGINT, SIGTERM]

    init() {
        let semaphore = self.semaphore
        sources = Self.handled.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { semaphore.signal() }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.handled { signal(number, SIG_DFL) }
    }

    /// Waits up to `seconds`; true when a stop signal arrived.
    func wait(seconds: Double) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}
