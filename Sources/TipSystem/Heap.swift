#if canImport(Glibc)
import Glibc
#endif

/// How the C heap keeps and gives back memory, tuned for a compiler. The calls are glibc's
/// (`malloc_trim` and `mallopt` are declared in <malloc.h>, which the Glibc module does not
/// export, so they are looked up by name; huge pages are in `Heap+HugePages.swift`); elsewhere
/// (macOS's allocator returns freed memory by itself) they do nothing.
package enum Heap {
    /// The extra bytes each growth of a heap takes beyond the allocation that asked for it
    /// (``growInLargeSteps()``).
    package static let stepSize: Int32 = 64 << 20

    /// Gives the memory freed so far back to the system, where the allocator keeps it otherwise.
    ///
    /// glibc keeps freed blocks in the arena of the thread that freed them and reuses them only
    /// for that arena. When the layout of one input runs on several threads, what they allocate
    /// comes from their own arenas, not from the memory the freed syntax trees left in this
    /// thread's, so both would be held at once. `malloc_trim` returns the free pages of every
    /// arena first: `tipc build` of 990,000 tags peaks at 233 MB with it, 272 MB without;
    /// 100,000 tooltips without text styles at 206 MB, 218 without.
    package static func releaseFreeMemory() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        // Its argument is the free space to keep at the top of each heap.
        guard let trim = function(named: "malloc_trim", as: MallocTrim.self) else { return }
        _ = trim(0)
        #endif
    }

    /// Makes every heap grow by ``stepSize`` beyond need and keep that much free at the top,
    /// for a process that compiles once and exits; whether the allocator took the setting.
    ///
    /// glibc grows its heaps by what each allocation needs (rounded to 128 KiB) and gives memory
    /// back as soon as that much is free at the top, so a compile that allocates its layout and
    /// output buffers by the megabyte calls `brk` thousands of times and faults in the same
    /// pages again after each trim. Growing in large steps takes fewer calls and keeps freed
    /// pages for the next allocations: `tipc build` of 10,000 tooltips to JSON and sheet runs
    /// 5–8 % faster with it than without (medians of 25 interleaved runs; 10.6 k page faults
    /// against 12.0 k), for up to a step more peak memory per heap (990,000 tags: 277 MB against
    /// 233). Pages are still touched only when used. See `docs/performance.md`, "Heap policy".
    @discardableResult
    package static func growInLargeSteps() -> Bool {
        set(.topPad, to: stepSize)
    }

    /// Freed memory kept at the top of a heap before it is given back
    /// (``keepFreedMemoryForNextCompile()``).
    package static let retainedForNextCompile: Int32 = 256 << 20
    /// Blocks up to this size come from the heap, not from `mmap` (glibc's largest setting).
    package static let largestHeapBlock: Int32 = 32 << 20

    /// Keeps up to ``retainedForNextCompile`` bytes of freed heap for the next compile, serves
    /// blocks up to ``largestHeapBlock`` from the heap, and grows each heap by ``stepSize``:
    /// for a process that compiles the same documents again (the language server); whether
    /// the allocator took every setting.
    ///
    /// Each compile of a long document allocates tens of megabytes and frees them when the next
    /// text replaces it. By default glibc gives freed memory at the top of a heap back to the
    /// system (above 128 KiB) and serves blocks above a sliding threshold with fresh `mmap`s, so
    /// every compile faulted its memory in again: about a quarter of the CPU time of opening a
    /// 2 MB document went to page faults.
    @discardableResult
    package static func keepFreedMemoryForNextCompile() -> Bool {
        set(.mmapThreshold, to: largestHeapBlock) && set(.trimThreshold, to: retainedForNextCompile) && set(.topPad, to: stepSize)
    }

    /// The parameters of glibc's `mallopt` the heap policies set, from <malloc.h>.
    package enum Option: Int32 {
        case trimThreshold = -1  // M_TRIM_THRESHOLD
        case topPad = -2  // M_TOP_PAD
        case mmapThreshold = -3  // M_MMAP_THRESHOLD
    }

    /// Sets `option` of the allocator to `value`: every heap setting of the project goes
    /// through here. Whether the allocator took it (false where there is no `mallopt`).
    package static func set(_ option: Option, to value: Int32) -> Bool {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = function(named: "mallopt", as: MallOpt.self) else { return false }
        return mallopt(option.rawValue, value) == 1  // mallopt returns 1 on success
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    /// The C function `name` of the running process, as `type`; nil if it has none.
    private static func function<Function>(named name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
    #endif
}
