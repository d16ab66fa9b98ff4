import Testing
@testable import TipSyntax

/// Pieces of work run at once come back in order; ranges are cut into even chunks.
@Suite struct ParallelWorkTests {
    @Test func resultsComeBackInTheOrderOfThePieces() {
        let pieces = Array(0..<64)
        #expect(ParallelWork.map(pieces) { $0 * $0 } == pieces.map { $0 * $0 })
        #expect(ParallelWork.map([7]) { $0 + 1 } == [8])
        #expect(ParallelWork.map([Int]()) { $0 }.isEmpty)
    }

    /// A piece may recurse as deeply as the main thread can (the parser nests 64 levels, each
    /// a few frames).
    @Test func piecesHaveTheMainThreadsStack() {
        @Sendable func depth(_ level: Int) -> Int { level == 0 ? 0 : 1 + depth(level - 1) }
        #expect(ParallelWork.map([10_000, 10_000, 10_000]) { depth($0) } == [10_000, 10_000, 10_000])
    }

    @Test func chunksCoverTheRangeEvenly() {
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 1, maximumChunks: 3) == [0..<3, 3..<6, 6..<10])
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 4, maximumChunks: 8) == [0..<5, 5..<10])
        #expect(ParallelWork.chunks(of: 10, minimumChunk: 20, maximumChunks: 8) == [0..<10])
        #expect(ParallelWork.chunks(of: 0, minimumChunk: 1, maximumChunks: 8) == [0..<0])
        #expect(ParallelWork.chunks(of: 100, minimumChunk: 1).count == min(ParallelWork.coreCount, 100))
    }
}
