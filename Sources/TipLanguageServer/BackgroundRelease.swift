import TipParallel
import TipSystem

/// Drops values on a thread of its own, one after the other, so that freeing them (milliseconds
/// for the syntax of a big document) does not hold up the thread that let them go. The thread
/// starts when the first value comes.
enum BackgroundRelease {
    private static let inbox: Inbox<any Sendable> = {
        let inbox = Inbox<any Sendable>()
        SystemThread.detach(stackSize: ParallelWork.stackSize) {
            while true { _ = inbox.take() }
        }
        return inbox
    }()

    /// Hands `value` (its last reference, for it to be freed there) to the background thread.
    static func drop(_ value: consuming any Sendable) {
        inbox.put(value)
    }
}
