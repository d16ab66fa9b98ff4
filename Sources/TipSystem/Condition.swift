#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition variable: a thread holding the lock waits until another changes the
/// state it guards and signals (what Foundation's `NSCondition` is, without loading Foundation).
///
/// `@unchecked Sendable`: the lock and the condition variable are what make sharing it safe;
/// the condition variable lives at a fixed address of its own, as its lock's mutex does.
package final class Condition: @unchecked Sendable {
    private let lock = Lock()
    private let variable: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked condition that no thread waits on.
    package init() {
        variable = .allocate(capacity: 1)
        variable.initialize(to: pthread_cond_t())
        let result = pthread_cond_init(variable, nil)
        precondition(result == 0, "pthread_cond_init failed: \(result)")
    }

    deinit {
        pthread_cond_destroy(variable)
        variable.deallocate()
    }

    /// `body`'s result, run while holding the lock; `body` may ``wait()``.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock(body)
    }

    /// Lets the lock go until another thread signals, then holds it again. Call it with the lock
    /// held, in a loop that checks what it waits for: a wait may also end without a signal.
    package func wait() {
        pthread_cond_wait(variable, lock.mutex)
    }

    /// Wakes one waiting thread, if any.
    package func signal() {
        pthread_cond_signal(variable)
    }

    /// Wakes every waiting thread.
    package func broadcast() {
        pthread_cond_broadcast(variable)
    }
}
