#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// Independent pieces of work run on all cores at once, their results handed back in the order
/// of the pieces — so the outcome is the serial one whenever each piece depends only on its
/// own input.
package enum ParallelWork {
    /// `body` applied to each of `pieces`, on at most one thread per core at once; the results
    /// in the order of `pieces`.
    package static func map<Piece: Sendable, Result: Sendable>(
        _ pieces: [Piece], _ body: @escaping @Sendable (Piece) -> Result
    ) -> [Result] {
        let threadCount = min(pieces.count, coreCount)
        guard threadCount > 1 else { return pieces.map(body) }
        let work = WorkQueue<Result>(count: pieces.count)
        let run: @Sendable () -> Void = {
            while let index = work.claim() { work.store(body(pieces[index]), at: index) }
        }
        // This thread and threads of their own take the pieces in turn.
        let threads = startThreads(threadCount - 1, running: run)
        run()
        threads.forEach { $0.join() }
        return work.results
    }

    /// `body` applied to every index of `0..<count`, chunk after chunk of `chunks` (consecutive
    /// ranges covering `0..<count`), the chunks on at most one thread per core at once. Each
    /// element is written straight into its place in the one array returned, so it is never held
    /// twice (in a chunk's array, then joined); `body` may also change its chunk's own `state`
    /// (made by `makeState`), and those states come back in the order of the chunks.
    package static func map<Element: Sendable, State: Sendable>(
        count: Int, in chunks: [Range<Int>], state makeState: @escaping @Sendable () -> State,
        _ body: @escaping @Sendable (Int, inout State) -> Element
    ) -> (elements: [Element], states: [State]) {
        precondition(chunks.first?.lowerBound ?? 0 == 0 && chunks.last?.upperBound ?? 0 == count
            && zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "chunks must cover 0..<count in order")
        var states: [State] = []
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = UninitializedPlaces(base: buffer.baseAddress)
            states = map(chunks) { chunk in
                var state = makeState()
                for index in chunk { places.initialize(index, to: body(index, &state)) }
                return state
            }
            initialized = count
        }
        return (elements, states)
    }

    /// `body` applied to each of `pieces` on all cores, and `consume` given the results in the
    /// order of the pieces, on this thread, as soon as each one and those before it are done:
    /// the pieces' work goes on while earlier results are consumed. At most `ahead` results wait
    /// to be consumed at once (a piece is not started further ahead), so memory stays bounded.
    package static func map<Piece: Sendable, Result: Sendable>(
        _ pieces: [Piece], ahead: Int, _ body: @escaping @Sendable (Piece) -> Result, consume: (Result) -> Void
    ) {
        let threadCount = min(pieces.count, coreCount)
        guard threadCount > 1 else {
            for piece in pieces { consume(body(piece)) }
            return
        }
        let work = OrderedQueue<Result>(count: pieces.count, ahead: max(1, ahead))
        let threads = startThreads(threadCount) {
            while let index = work.claim() { work.store(body(pieces[index]), at: index) }
        }
        guard !threads.isEmpty else {
            // No thread could be started: nothing would work on the pieces this thread waits for.
            for piece in pieces { consume(body(piece)) }
            return
        }
        for index in pieces.indices { consume(work.take(index)) }
        threads.forEach { $0.join() }
    }

    /// Starts up to `count` threads running `body`, each with the main thread's stack (as the
    /// language server's threads have): those the system did not refuse, to be joined.
    /// Plain threads, not Dispatch's `concurrentPerform`, which corrupts the heap of `tipc lsp`
    /// after a few compiles (seen at a worker thread's exit, never under the address or thread
    /// sanitizer); plain threads do not (see `docs/performance.md`, "Parallel pieces").
    private static func startThreads(_ count: Int, running body: @escaping @Sendable () -> Void) -> [SystemThread] {
        (0..<count).compactMap { _ in SystemThread(stackSize: stackSize, running: body) }
    }

    /// How many pieces to cut work for `threads` threads into: one for one thread, else four a
    /// thread, so that a thread the system runs late (on a machine whose cores other work
    /// shares) takes fewer pieces instead of holding up the others at the end.
    package static func pieces(forThreads threads: Int) -> Int {
        threads > 1 ? 4 * threads : 1
    }

    /// The stack of each thread the project starts (here and in the language server): what the
    /// main thread has (8 MiB on Linux).
    package static let stackSize = 8 << 20

    /// `0..<count` cut into consecutive chunks of about equal size: at most
    /// `maximumChunks` (by default one per core), each of at least `minimumChunk` indices
    /// (a small count is one chunk).
    package static func chunks(of count: Int, minimumChunk: Int, maximumChunks: Int = coreCount) -> [Range<Int>] {
        let chunkCount = max(1, min(maximumChunks, count / max(1, minimumChunk)))
        return (0..<chunkCount).map { chunk in (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount) }
    }

    /// The cores this process may run on: those online (at least one).
    package static let coreCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

/// The pieces of one ``ParallelWork/map(_:_:)``: which is next, and one slot per result, each
/// written once, by the thread that took its piece.
private final class WorkQueue<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The index of a piece no thread has taken yet, if one is left.
    func claim() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every result; read after all threads have finished, when every slot is filled.
    var results: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

/// The pieces of one ``ParallelWork/map(_:ahead:_:consume:)``: the next to take, no more than
/// `ahead` past the first not yet consumed, and the results waiting to be consumed.
private final class OrderedQueue<Value: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    private let ahead: Int
    private var next = 0
    private var consumed = 0
    private var slots: [Value?]

    init(count: Int, ahead: Int) {
        self.ahead = ahead
        slots = Array(repeating: nil, count: count)
    }

    /// The index of a piece no thread has taken yet, once it is within `ahead` of the first
    /// result not consumed; nil when none is left.
    func claim() -> Int? {
        condition.withLock {
            while next < slots.count && next >= consumed + ahead { condition.wait() }
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: Value, at index: Int) {
        condition.withLock {
            slots[index] = value
            condition.broadcast()
        }
    }

    /// The result of piece `index` (the next to consume), once it is done; its slot is emptied.
    func take(_ index: Int) -> Value {
        condition.withLock {
            while slots[index] == nil { condition.wait() }
            let value = slots[index]!
            slots[index] = nil
            consumed = index + 1
            condition.broadcast()
            return value
        }
    }
}

/// The uninitialised storage of an array being filled by several threads at once: each
/// initialises the places of its own chunk only, and the storage outlives them all
/// (``ParallelWork/map(_:_:)`` returns when every piece is done).
private struct UninitializedPlaces<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>?

    func initialize(_ index: Int, to element: Element) {
        (base! + index).initialize(to: element)
    }
}
