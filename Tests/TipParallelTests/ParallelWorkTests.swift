import Foundation
import Testing
@testable import TipParallel

/// Pieces of work run at once come back in order; ranges are cut into even chunks.
@Suite struct ParallelWorkTests {
    @Test func resultsComeBackInTheOrderOfThePieces() {
        let pieces = Array(0..<64)
        #expect(ParallelWork.map(pieces) { $0 * $0 } == pieces.map { $0 * $0 })
        #expect(ParallelWork.map([7]) { $0 + 1 } == [8])
        #expect(ParallelWork.map([Int]()) { $0 }.isEmpty)
    }

    /// However many pieces there are (one per input file of `tipc build`), at most one thread
    /// per core works at once.
    @Test func atMostOneThreadPerCoreAtOnce() {
        let counter = ConcurrencyCounter()
        let results = ParallelWork.map(Array(0..<100)) { piece -> Int in
            counter.enter()
            Thread.sleep(forTimeInterval: 0.001)
            counter.leave()
            return piece
        }
        #expect(results == Array(0..<100))
        #expect(counter.maximum >= 1 && counter.maximum <= ParallelWork.coreCount)
    }

    /// A piece may recurse as deeply as the main thread can (the parser nests 64 levels, each
    /// a few frames).
    @Test func piecesHaveTheMainThreadsStack() {
        @Sendable func depth(_ level: Int) -> Int { level == 0 ? 0 : 1 + depth(level - 1) }
        #expect(ParallelWork.map([10_000, 10_000, 10_000]) { depth($0) } == [10_000, 10_000, 10_000])
    }

    /// Elements made chunk by chunk land at their indices of one array (strings: values with
    /// storage of their own, which a wrong place or a double initialisation would break), and
    /// each chunk's state comes back in chunk order.
    @Test func elementsAreWrittenInPlaceAndStatesComeBackInChunkOrder() {
        let chunks = ParallelWork.chunks(of: 1_000, minimumChunk: 10, maximumChunks: 16)
        let (elements, states) = ParallelWork.map(count: 1_000, in: chunks, state: { [Int]() }) { index, seen in
            seen.append(index)
            return "element \(index) " + String(repeating: "x", count: index % 40)
        }
        #expect(elements == (0..<1_000).map { "element \($0) " + String(repeating: "x", count: $0 % 40) })
        #expect(states == chunks.map { Array($0) })
        let empty = ParallelWork.map(count: 0, in: [0..<0], state: { 0 }) { index, _ in index }
        #expect(empty.elements.isEmpty && empty.states == [0])
    }

    @Test func chunksCoverTheRangeEvenly() {
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 1, maximumChunks: 3) == [0..<3, 3..<6, 6..<10])
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 4, maximumChunks: 8) == [0..<5, 5..<10])
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 20, maximumChunks: 8) == [0..<10])
        #expect(ParallelWork.chunks(of: 0, minimumChunk: 1, maximumChunks: 8) == [0..<0])
        #expect(ParallelWork.chunks(of: 100, minimumChunk: 1).count == min(ParallelWork.coreCount, 100))
    }
}

/// Counts the pieces being worked on at once, and the most at any moment.
private final class ConcurrencyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private var most = 0

    func enter() {
        lock.withLock {
            current += 1
            most = max(most, current)
        }
    }

    func leave() { lock.withLock { current -= 1 } }

    var maximum: Int { lock.withLock { most } }
}

/// Results consumed in order while later pieces are worked on, never more than `ahead` waiting.
@Suite struct OrderedParallelWorkTests {
    @Test func resultsAreConsumedInOrderWithAtMostAheadWaiting() {
        var consumed: [Int] = []
        var mostAhead = 0
        let progress = PieceProgress()
        ParallelWork.map(Array(0..<200), ahead: 6) { piece -> Int in
            progress.start(piece)
            if piece % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) }  // some pieces finish late
            return piece * 3
        } consume: { result in
            mostAhead = max(mostAhead, progress.highestStarted - consumed.count)
            consumed.append(result)
        }
        #expect(consumed == (0..<200).map { $0 * 3 })
        // While result k is consumed, its place is free: piece k + ahead is the furthest that may
        // have started.
        #expect(mostAhead <= 6)
        var serial: [Int] = []
        ParallelWork.map([5], ahead: 1, { $0 + 1 }, consume: { serial.append($0) })
        #expect(serial == [6])
        ParallelWork.map([Int](), ahead: 4, { $0 }, consume: { _ in Issue.record("nothing to consume") })
    }
}

/// The highest piece index started so far.
private final class PieceProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var highest = -1

    func start(_ piece: Int) { lock.withLock { highest = max(highest, piece) } }

    var highestStarted: Int { lock.withLock { highest } }
}
