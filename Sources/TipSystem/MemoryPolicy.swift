/// How a process uses memory: chosen once where the process starts (`tipc`'s `main`, from the
/// command it runs) and handed to what it runs, so that the libraries free what they allocate
/// unless the process says otherwise. See `docs/performance.md`.
public struct MemoryPolicy: Sendable, Equatable {
    /// How the C heap keeps and gives back memory.
    public enum HeapTuning: Sendable, Equatable {
        /// The allocator's defaults.
        case standard
        /// Each heap grows in large steps and asks for huge pages: a process that compiles once
        /// and exits (``Heap/growInLargeSteps()``, ``Heap/useHugePages()``).
        case compileOnce
        /// Freed memory is kept for the next compile: a process that compiles the same
        /// documents again and again (``Heap/keepFreedMemoryForNextCompile()``).
        case compileAgain
    }

    /// How the C heap is tuned.
    public var heap: HeapTuning
    /// Whether what a compile is done with — its syntax trees and results — is left for the
    /// process's exit to reclaim rather than freed object by object (``ExitReclaim``).
    public var leavesResultsToExit: Bool

    /// A policy of these choices.
    public init(heap: HeapTuning, leavesResultsToExit: Bool) {
        self.heap = heap
        self.leavesResultsToExit = leavesResultsToExit
    }

    /// Frees everything and leaves the heap as it is: a library's default, and `tipc watch`'s.
    public static let freesAsItGoes = MemoryPolicy(heap: .standard, leavesResultsToExit: false)
    /// A process that compiles once and exits (`tipc build`, `tipc check`, …).
    public static let compilesOnceAndExits = MemoryPolicy(heap: .compileOnce, leavesResultsToExit: true)
    /// A process that compiles as documents change and frees as it goes (`tipc lsp`).
    public static let compilesAgain = MemoryPolicy(heap: .compileAgain, leavesResultsToExit: false)

    /// Tunes this process's heap as ``heap`` says; call it once, before any thread starts.
    /// Whether the allocator took every setting (nothing to take for ``HeapTuning/standard``).
    @discardableResult
    public func applyToProcess() -> Bool {
        switch heap {
        case .standard:
            return true
        case .compileOnce:
            let applied = Heap.growInLargeSteps()
            Heap.useHugePages()
            return applied
        case .compileAgain:
            return Heap.keepFreedMemoryForNextCompile()
        }
    }
}
