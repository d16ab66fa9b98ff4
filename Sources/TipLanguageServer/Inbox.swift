import TipSystem

/// A first-in, first-out queue between threads: any thread puts, one thread takes, waiting
/// while it is empty.
final class Inbox<Event: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    /// Taken events are set to nil at once, so the inbox never keeps one alive.
    private var events: [Event?] = []
    /// The index of the next event to take; the nils before it are dropped in bulk.
    private var head = 0

    /// Adds an event and wakes the taker.
    func put(_ event: Event) {
        condition.withLock {
            events.append(event)
            condition.signal()
        }
    }

    /// The oldest event, waiting for one if there is none.
    func take() -> Event {
        condition.withLock {
            while head == events.count { condition.wait() }
            let event = events[head].take()!
            head += 1
            if head * 2 >= events.count {
                events.removeFirst(head)
                head = 0
            }
            return event
        }
    }
}
