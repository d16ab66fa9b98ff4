import TipParallel
import TipSystem

/// What waits out the debounce after a `didChange`. Injectable, so tests decide when the wait
/// is over instead of racing a clock.
public protocol DebounceTimer: Sendable {
    /// Calls `action` once, `delay` from now, on any thread.
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
}

/// The real timer: a thread of its own for each wait, which sleeps out the delay, then acts.
public struct SleepingDebounceTimer: DebounceTimer {
    /// Creates the timer.
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        SystemThread.detach(stackSize: ParallelWork.stackSize) {
            SystemThread.sleep(nanoseconds: nanoseconds)
            action()
        }
    }
}
