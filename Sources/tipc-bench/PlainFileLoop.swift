import Foundation

/// The floor for writing many small files safely: for each file, `open` a temporary name
/// beside it, one `write`, `close`, `rename` into place — four system calls and nothing else,
/// the loop `tipc build --emit svg` is measured against.
enum PlainFileLoop {
    /// Writes each of `files` into `folder` (which exists) through a temporary file and a
    /// rename; the seconds it took.
    static func write(_ files: [(name: String, bytes: [UInt8])], into folder: String) -> Double {
        let start = ContinuousClock.now
        for file in files {
            let path = folder + "/" + file.name, temporary = path + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { fatalError("cannot create \(temporary): errno \(errno)") }
            let written = file.bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard written == file.bytes.count, close(descriptor) == 0, rename(temporary, path) == 0 else {
                fatalError("cannot write \(path): errno \(errno)")
            }
        }
        return Stopwatch.seconds(since: start)
    }
}
