#if canImport(Glibc)
import Glibc
#endif

extension Heap {
    /// Asks the kernel to back the heaps with transparent huge pages (2 MiB) from now on, for a
    /// process that compiles once and exits: the calling thread's heap at once, and each
    /// thread's as ``SystemThread`` starts it (``adviseHugePagesForThisThread()``). Call it
    /// once, after ``growInLargeSteps()`` and before any thread starts.
    ///
    /// A compile touches its heap a page at a time: `tipc check` of 10,000 tooltips takes 3,900
    /// page faults without huge pages. With transparent huge pages in `madvise` mode (Debian's default), the kernel
    /// backs memory with 2 MiB pages only where asked; glibc asks for its heaps under its
    /// `glibc.malloc.hugetlb=1` tunable, but tunables are read before `main` runs, so the same
    /// advice is given here. With it the check takes 1,300–1,500 page faults and 45.7 ms against
    /// 48.0 without, `tipc build` of 10,000 tooltips to JSON and sheet 104.3 ms against 110.9
    /// (medians of 31 interleaved runs), for more peak memory where a heap ends inside a page it
    /// barely uses (990,000 tags: 311 MB against 278; 100,000 tooltips: 265 against 267). Advice
    /// changes no byte the process reads or writes: where the kernel has no huge page to give,
    /// or a range holds no heap, it is ignored. See `docs/performance.md`, "Huge pages".
    package static func useHugePages() {
        usesHugePages = true
        adviseHugePagesForThisThread()
    }

    /// Advises huge pages for the heap the calling thread allocates from (see
    /// ``hugePageRange(ofHeapHolding:mainHeapEnd:)``); a thread of the project's calls it as it
    /// starts when ``usesHugePages``.
    package static func adviseHugePagesForThisThread() {
        #if canImport(Glibc)
        guard let block = malloc(probeSize) else { return }
        let address = UInt(bitPattern: block)
        let mainHeapEnd = UInt(bitPattern: sbrk(0))
        free(block)
        let range = hugePageRange(ofHeapHolding: address, mainHeapEnd: mainHeapEnd)
        guard !range.isEmpty else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: range.lowerBound), Int(range.count), MADV_HUGEPAGE)
        #endif
    }

    /// The addresses to advise for the heap holding a fresh block at `address`, the main heap
    /// ending at `mainHeapEnd`: in the main heap (below its end), from the block's first whole
    /// huge page to the end (one ``stepSize`` past need: see ``growInLargeSteps()``); in a
    /// thread's heap, the whole of it (glibc maps each at a multiple of its size, 64 MiB).
    package static func hugePageRange(ofHeapHolding address: UInt, mainHeapEnd: UInt) -> Range<UInt> {
        if address < mainHeapEnd {
            let start = (address + hugePageSize - 1) & ~(hugePageSize - 1)
            return min(start, mainHeapEnd)..<mainHeapEnd
        }
        let start = address & ~(threadHeapSize - 1)
        return start..<start + threadHeapSize
    }

    /// Whether ``useHugePages()`` was called: set once, before any thread starts.
    nonisolated(unsafe) package private(set) static var usesHugePages = false

    /// A block size glibc takes from the heap (below its 128 KiB threshold for a mapping of its
    /// own) and large enough that the main heap grows for it when little is left at its top.
    private static let probeSize = 120_000
    /// The size of a transparent huge page on x86-64 and arm64.
    package static let hugePageSize: UInt = 2 << 20
    /// The size and alignment of a glibc thread heap on 64-bit systems (`HEAP_MAX_SIZE`).
    package static let threadHeapSize: UInt = 64 << 20
}
