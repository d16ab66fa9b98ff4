#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension stat {
    /// When the file was last modified, in nanoseconds since 1970 (`st_mtim`, which Darwin
    /// calls `st_mtimespec`).
    package var modificationTime: Int64 {
        #if canImport(Darwin)
        let time = st_mtimespec
        #else
        let time = st_mtim
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
