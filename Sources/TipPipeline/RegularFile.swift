#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSemantics
import TipSystem

/// Reading files that a compile depends on — inputs, imports, fonts — so that a read never
/// blocks and never runs away: only regular files are read (a FIFO, a device or a socket is
/// refused after a non-blocking `open`, without reading a byte), and never more than one byte
/// past a size limit.
public enum RegularFile {
    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], SourceLoadError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(openError(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(SystemError.last.description)) }
        if let refusal = refusal(ofMode: status.st_mode) { return .failure(refusal) }
        guard Int(status.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        return readAll(descriptor, expected: Int(status.st_size), limit: limit)
    }

    /// The identity of the file `path` names (following symbolic links), or nil when nothing
    /// is there.
    public static func identity(ofPath path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// Why a file of this `st_mode` is not read, or nil for a regular file.
    public static func refusal(ofMode mode: mode_t) -> SourceLoadError? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .notRegularFile("a FIFO")
        case S_IFCHR: .notRegularFile("a character device")
        case S_IFBLK: .notRegularFile("a block device")
        case S_IFSOCK: .notRegularFile("a socket")
        default: .notRegularFile("a special file")
        }
    }

    /// Reads `descriptor` to its end, or until it has given more than `limit` bytes (a file
    /// can grow after `fstat`): `expected` is only the first guess of the size.
    public static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<[UInt8], SourceLoadError> {
        var bytes = [UInt8](repeating: 0, count: min(expected, limit) + 1)
        var count = 0
        reading: while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
                bytes += [UInt8](repeating: 0, count: min(max(count, 64 << 10), limit + 1 - count))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                FileDescriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]), from: descriptor)
            }
            switch read {
            case .success(0): break reading
            case .success(let got): count += got
            case .failure(let error): return .failure(.unreadable(error.description))
            }
        }
        guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// The load error for a failed `open`.
    private static func openError(_ code: Int32) -> SourceLoadError {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .unreadable("permission denied")
        case ENXIO: .notRegularFile("a socket")
        default: .unreadable(SystemError(code: code).description)
        }
    }
}

extension FileIdentity {
    /// The identity in a `stat` result.
    public init(_ status: stat) {
        self.init(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }
}
