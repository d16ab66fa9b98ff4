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
    package static let stepSize = 64 << 20

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
    /// for a process that compiles once and exits.
    ///
    /// glibc grows its heaps by what each allocation needs (rounded to 128 KiB) and gives memory
    /// back as soon as that much is free at the top, so a compile that allocates its layout and
    /// output buffers by the megabyte calls `brk` thousands of times and faults in the same
    /// pages again after each trim. Growing in large steps takes fewer calls and keeps freed
    /// pages for the next allocations: `tipc build` of 10,000 tooltips to JSON and sheet runs
    /// 5–8 % faster with it than without (medians of 25 interleaved runs; 10.6 k page faults
    /// against 12.0 k), for up to a step more peak memory per heap (990,000 tags: 277 MB against
    /// 233). Pages are still touched only when used. See `docs/performance.md`, "Heap policy".
    package static func growInLargeSteps() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2  // M_TOP_PAD
        guard let mallopt = function(named: "mallopt", as: MallOpt.self) else { return }
        _ = mallopt(topPad, Int32(stepSize))
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
