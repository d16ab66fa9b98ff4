import Foundation

/// What waits out the debounce after a `didChange`. Injectable, so tests decide when the wait
/// is over instead of racing a clock.
public protocol DebounceTimer: Sendable {
    /// Calls `action` once, `delay` from now, on any thread.
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
}

/// The real timer: a Dispatch deadline.
public struct DispatchDebounceTimer: DebounceTimer {
    /// Creates the timer.
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: action)
    }
}
