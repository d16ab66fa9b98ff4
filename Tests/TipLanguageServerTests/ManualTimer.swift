import Foundation
@testable import TipLanguageServer

/// A debounce timer that waits until the test says the time is up, so tests of debouncing never
/// race a clock.
final class ManualTimer: DebounceTimer, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable () -> Void] = []

    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
        lock.withLock { pending.append(action) }
    }

    /// Ends every wait scheduled so far.
    func elapse() {
        let actions = lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        for action in actions { action() }
    }
}
