import Dispatch
import Foundation

/// Independent pieces of work run on all cores at once, their results handed back in the order
/// of the pieces — so the outcome is the serial one whenever each piece depends only on its
/// own input.
package enum ParallelWork {
    /// `body` applied to each of `pieces`, concurrently when there are several; the results in
    /// the order of `pieces`.
    package static func map<Piece: Sendable, Result: Sendable>(
        _ pieces: [Piece], _ body: @escaping @Sendable (Piece) -> Result
    ) -> [Result] {
        guard pieces.count > 1 else { return pieces.map(body) }
        let results = ResultSlots<Result>(count: pieces.count)
        // Each piece but the first on a thread of its own, with the main thread's stack, as the
        // language server's threads are; the first on this thread. (Dispatch's
        // `concurrentPerform`, tried first, corrupted the heap of `tipc lsp` after a few
        // compiles — seen at a worker thread's exit, never under the address or thread
        // sanitizer — and plain threads never did.)
        let finished = DispatchSemaphore(value: 0)
        for index in pieces.indices.dropFirst() {
            let thread = Thread {
                results.store(body(pieces[index]), at: index)
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        results.store(body(pieces[0]), at: 0)
        for _ in pieces.indices.dropFirst() { finished.wait() }
        return results.values
    }

    /// The stack of each thread: what the main thread has (8 MiB on Linux).
    package static let stackSize = 8 << 20

    /// `0..<count` cut into consecutive chunks of about equal size: at most
    /// `maximumChunks` (by default one per core), each of at least `minimumChunk` indices
    /// (a small count is one chunk).
    package static func chunks(of count: Int, minimumChunk: Int, maximumChunks: Int = coreCount) -> [Range<Int>] {
        let chunkCount = max(1, min(maximumChunks, count / max(1, minimumChunk)))
        return (0..<chunkCount).map { chunk in (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount) }
    }

    /// The cores this process may run on.
    package static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// One slot per result, each written once, by the worker of its piece.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot's value; read after all workers have finished, when every slot is filled.
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
