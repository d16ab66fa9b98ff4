import Testing
import TipSystem

/// Threads run and are joined; a lock keeps their updates whole; a condition wakes a waiter.
@Suite struct ThreadTests {
    @Test func joinedThreadsHaveFinishedTheirWorkUnderTheLock() throws {
        let counter = Counter()
        let threads = try (0..<4).map { _ in
            try #require(SystemThread(stackSize: 1 << 20) { for _ in 0..<10_000 { counter.increment() } })
        }
        threads.forEach { $0.join() }
        #expect(counter.value == 40_000)
    }

    @Test func aWaiterWakesWhenAnotherThreadSignals() throws {
        let mailbox = Mailbox()
        let sender = try #require(SystemThread(stackSize: 1 << 20) {
            SystemThread.sleep(nanoseconds: 10_000_000)
            mailbox.put(42)
        })
        #expect(mailbox.take() == 42)
        sender.join()
    }

    @Test func aThreadHasTheStackItWasGiven() throws {
        @Sendable func depth(_ level: Int) -> Int { level == 0 ? 0 : 1 + depth(level - 1) }
        let result = Mailbox()
        let thread = try #require(SystemThread(stackSize: 8 << 20) { result.put(depth(50_000)) })
        thread.join()
        #expect(result.take() == 50_000)
    }
}

/// A number that threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}

/// One number handed from one thread to another.
private final class Mailbox: @unchecked Sendable {
    private let condition = Condition()
    private var number: Int?

    func put(_ value: Int) {
        condition.withLock {
            number = value
            condition.signal()
        }
    }

    func take() -> Int {
        condition.withLock {
            while number == nil { condition.wait() }
            return number!
        }
    }
}
