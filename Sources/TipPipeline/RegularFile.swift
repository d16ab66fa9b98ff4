import Foundation
import TipSemantics

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
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
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
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
                bytes += [UInt8](repeating: 0, count: min(max(count, 64 << 10), limit + 1 - count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A non-blocking stream (standard input inherited that way): wait for data.
                    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if got == 0 { break }
            count += got
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
        default: .unreadable(String(cString: strerror(code)))
        }
    }
}

extension FileIdentity {
    /// The identity in a `stat` result.
    public init(_ status: stat) {
        self.init(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }
}
