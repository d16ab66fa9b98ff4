import Testing
@testable import TipSystem

/// The memory policies a process picks where it starts, and the allocator settings behind them.
@Suite struct MemoryPolicyTests {
    @Test func aProcessThatCompilesOnceLeavesItsResultsToTheExit() {
        #expect(MemoryPolicy.compilesOnceAndExits.leavesResultsToExit && MemoryPolicy.compilesOnceAndExits.heap == .compileOnce)
        #expect(!MemoryPolicy.compilesAgain.leavesResultsToExit && MemoryPolicy.compilesAgain.heap == .compileAgain)
        #expect(!MemoryPolicy.freesAsItGoes.leavesResultsToExit && MemoryPolicy.freesAsItGoes.heap == .standard)
    }

    /// The settings are found by name: a missing symbol or a refused value would otherwise pass
    /// unnoticed. Keeping freed memory changes no result, so this process may take it.
    @Test func glibcTakesEverySetting() {
        #if canImport(Glibc)
        #expect(Heap.set(.topPad, to: Int32(Heap.stepSize)))
        #expect(Heap.set(.trimThreshold, to: Heap.retainedForNextCompile))
        #expect(Heap.set(.mmapThreshold, to: Heap.largestHeapBlock))
        #expect(MemoryPolicy.compilesAgain.applyToProcess())
        #else
        #expect(!MemoryPolicy.compilesAgain.applyToProcess())
        #endif
        #expect(MemoryPolicy.freesAsItGoes.applyToProcess(), "nothing to set")
    }
}
