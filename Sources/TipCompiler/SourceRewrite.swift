#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipPipeline
import TipSystem

/// Replaces the text of a user's source file (`tipc fmt`) so that it stays the same file: a
/// symbolic link is followed and its target rewritten (the link stays a link); the permission
/// bits, the owner and the group are kept; hard links keep sharing the new text.
///
/// When the file can be replaced with all of that kept — it has one link, and its owner and
/// group can be given to a new file — the new text goes to a temporary file beside it, renamed
/// over it (atomic: a reader sees the old text or the new). Otherwise the file is rewritten in
/// place, after a copy of its old text has been written beside it and read back; if the rewrite
/// fails, the old text is written back, and if even that fails the error names the copy.
/// A read-only file (no write permission bit) is refused, as is anything but a regular file.
enum SourceRewrite {
    /// Replaces the bytes of the file at `path`, which held `old`, with `new`.
    static func replace(_ path: String, old: [UInt8], with new: [UInt8]) throws(OutputError) {
        let destination = try OutputDestination.resolve(path)
        guard let existing = destination.existing else {
            throw OutputError(message: "cannot write '\(path)': the file no longer exists")
        }
        if existing.st_nlink == 1, try replaceByRename(destination.path, status: existing, with: new) { return }
        try rewriteInPlace(destination.path, shownAs: path, old: old, new: new)
    }

    /// Writes `new` to a temporary file with the owner, group and mode of `status`, and renames
    /// it over `path`. Returns false, changing nothing, when the temporary file cannot be made
    /// or cannot be given the owner and group (the caller then rewrites in place).
    private static func replaceByRename(_ path: String, status: stat, with new: [UInt8]) throws(OutputError) -> Bool {
        let temporary = TemporaryName.beside(path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        guard fchown(descriptor, status.st_uid, status.st_gid) == 0, fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
            close(descriptor)
            unlink(temporary)
            return false
        }
        let failure = writeAll(new, to: descriptor)
        if close(descriptor) != 0 || failure != nil {
            unlink(temporary)
            throw OutputError.cannotWrite(path, failure ?? errno)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw OutputError.cannotWrite(path, code)
        }
        return true
    }

    /// Overwrites the file at `path` (shown to the user as `shownAs`) with `new`, keeping its
    /// inode, after saving `old` beside it (or in the temporary folder) and checking the copy.
    private static func rewriteInPlace(_ path: String, shownAs: String, old: [UInt8], new: [UInt8]) throws(OutputError) {
        let backup = try savedCopy(of: old, for: path)
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            unlink(backup)
            throw OutputError.cannotWrite(shownAs, code)
        }
        defer { close(descriptor) }
        if let failure = overwrite(descriptor, with: new) {
            if overwrite(descriptor, with: old) == nil {
                unlink(backup)
                throw OutputError.cannotWrite(shownAs, failure)
            }
            throw OutputError(message: "cannot write '\(shownAs)': \(SystemError(code: failure)); its old text is in '\(backup)'")
        }
        unlink(backup)
    }

    /// Writes `bytes` from the start of `descriptor` and cuts the file there; the error code, if any.
    private static func overwrite(_ descriptor: Int32, with bytes: [UInt8]) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        if let failure = writeAll(bytes, to: descriptor) { return failure }
        return ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno
    }

    /// A file holding `bytes`, written beside `path` (or in the temporary folder when that
    /// folder cannot be written) and read back to check it.
    private static func savedCopy(of bytes: [UInt8], for path: String) throws(OutputError) -> String {
        let name = String(path.split(separator: "/").last ?? "source")
        let candidates = [TemporaryName.beside(path), TemporaryName.beside(ProcessEnvironment.temporaryDirectory + "/" + name)]
        for candidate in candidates {
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { continue }
            let failure = writeAll(bytes, to: descriptor)
            if close(descriptor) == 0, failure == nil,
               case .success(let copy) = RegularFile.read(candidate, limit: bytes.count), copy == bytes {
                return candidate
            }
            unlink(candidate)
        }
        throw OutputError(message: "cannot write '\(path)': no copy of its old text could be saved first")
    }

    /// Writes all of `bytes` to `descriptor`; the error code, if any.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { FileDescriptor.write($0, to: descriptor) }?.code
    }
}
