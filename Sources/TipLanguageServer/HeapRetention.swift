#if canImport(Glibc)
import Glibc
#endif

/// How the server's heap keeps memory between compiles.
///
/// Each compile of a long document allocates tens of megabytes and frees them when the next
/// text replaces it. By default glibc gives freed memory at the top of a heap back to the
/// system (above 128 KiB) and serves blocks above a sliding threshold with fresh `mmap`s, so
/// every compile faulted its memory in again: about a quarter of the CPU time of opening a 2 MB
/// document went to page faults. The server keeps up to ``retained`` bytes of freed heap for
/// the next compile instead, and serves blocks up to 32 MiB from the heap. Elsewhere (macOS's
/// allocator keeps freed memory by itself) this does nothing.
enum HeapRetention {
    /// Freed memory kept at the top of a heap before it is given back.
    static let retained: Int32 = 256 << 20
    /// Blocks up to this size come from the heap, not from `mmap` (glibc's largest setting).
    static let largestHeapBlock: Int32 = 32 << 20

    /// Space added to each growth of a heap, so that a long document grows it a few times.
    static let growth: Int32 = 64 << 20

    /// Applies the settings to this process (once, before the first compile); whether they
    /// were applied (glibc accepted all three).
    @discardableResult
    static func apply() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not export: it is
        // looked up by name. Its parameters, from that header: M_TRIM_THRESHOLD -1,
        // M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        // mallopt returns 1 on success.
        return mallopt(-3, largestHeapBlock) == 1 && mallopt(-1, retained) == 1 && mallopt(-2, growth) == 1
        #else
        return false
        #endif
    }
}
