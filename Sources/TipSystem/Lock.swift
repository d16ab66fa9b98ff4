#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock that one thread at a time holds: a POSIX mutex (what Foundation's `NSLock` is, without
/// loading Foundation).
///
/// `@unchecked Sendable`: the mutex is what makes sharing it safe. It lives at a fixed address
/// of its own (a POSIX mutex must never move), allocated with the lock and destroyed with it.
package final class Lock: @unchecked Sendable {
    /// The mutex; ``Condition`` waits on it.
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body`'s result, run while holding the lock (waiting first until no other thread holds it).
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
