#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipEmit
import TipParallel
import TipPipeline
import TipSemantics
import TipSyntax
import TipSystem

/// Writes the outputs of one input all or nothing: every output goes to a temporary file beside
/// its destination first; only when every one of them is complete are they renamed into place.
/// If any write fails (a full disk), the temporary files are removed and every previous output
/// is left as it was, so an input's outputs are never a mix of old and new.
///
/// Plain POSIX calls, no `fsync`: a crash of the machine itself may lose the newest outputs, as
/// with any compiler, but never leaves a half-written file under an output's name.
///
/// An output whose bytes equal the existing file's is not replaced, so its timestamp stays and
/// build systems see nothing to redo. A replaced file keeps its permission bits (and its owner
/// and group when the process may set them); a symbolic link at an output's path is followed and
/// its target replaced.
struct OutputTransaction {
    /// A complete temporary file waiting to be renamed over its destination.
    struct Staged: Sendable {
        /// The temporary file.
        let temporary: String
        /// The file it replaces (the output path, or the target of the link there).
        let destination: String
    }

    private var staged: [Staged]

    /// Writes the outputs of `paths`, each with what `write` puts into its sink, across all
    /// cores; on any failure, removes every temporary file and throws the first error. With
    /// `replacingUnchanged`, a file is replaced even when its bytes are the same (a new timestamp).
    static func stage(
        _ paths: [String], replacingUnchanged: Bool = false, write: @escaping @Sendable (Int, ByteSink) -> Void
    ) throws(OutputError) -> OutputTransaction {
        let outcomes = ParallelWork.map(Array(paths.indices)) { index in
            Result { () throws(OutputError) in
                try stage(paths[index], replacingUnchanged: replacingUnchanged) { write(index, $0) }
            }
        }
        var transaction = OutputTransaction(staged: [])
        var failure: OutputError?
        for outcome in outcomes {
            switch outcome {
            case .success(let file): if let file { transaction.staged.append(file) }
            case .failure(let error): failure = failure ?? error
            }
        }
        if let failure {
            transaction.discard()
            throw failure
        }
        return transaction
    }

    /// Writes a temporary file for the output `path` with what `write` puts into the sink,
    /// unless the existing file already holds exactly these bytes and `replacingUnchanged` is
    /// false: that file is then left alone (``StagingSink`` compares as the bytes come).
    /// - Returns: the staged file, or nil when the existing file is left alone.
    static func stage(_ path: String, replacingUnchanged: Bool, write: (ByteSink) -> Void) throws(OutputError) -> Staged? {
        let destination = try OutputDestination.resolve(path)
        let temporary = TemporaryName.beside(destination.path)
        let old = replacingUnchanged || destination.existing == nil
            ? nil : Optional(open(destination.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)).flatMap { $0 >= 0 ? $0 : nil }
        defer { if let old { close(old) } }
        let sink = StagingSink(comparingWith: old, oldSize: Int(destination.existing?.st_size ?? 0)) {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return .failure(.last) }
            if let existing = destination.existing {
                // Keep the replaced file's permission bits, and its owner when allowed.
                _ = fchmod(descriptor, existing.st_mode & 0o7777)
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
            return .success(descriptor)
        }
        write(sink)
        var failure: Int32?, unchanged = false
        do { unchanged = try sink.finish() } catch { failure = error.code }
        if let descriptor = sink.temporary?.descriptor, close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            if sink.temporary != nil { unlink(temporary) }
            throw OutputError.cannotWrite(path, failure)
        }
        return unchanged ? nil : Staged(temporary: temporary, destination: destination.path)
    }

    /// Renames every staged file into place. A rename within one folder does not need space, so
    /// it fails only when something else changes the folder meanwhile; the remaining temporary
    /// files are then removed.
    mutating func commit() throws(OutputError) {
        defer { staged = [] }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.destination) != 0 {
            let code = errno
            for rest in staged[index...] { unlink(rest.temporary) }
            throw OutputError.cannotWrite(file.destination, code)
        }
    }

    /// Removes every staged temporary file; the destinations are untouched.
    mutating func discard() {
        for file in staged { unlink(file.temporary) }
        staged = []
    }
}

/// Where an output's bytes really go, and what is there now.
struct OutputDestination {
    /// The path to replace: the output path, or the target of the symbolic link at it.
    let path: String
    /// The `stat` of the regular file there now, if any.
    let existing: stat?

    /// Resolves `path` for writing: follows a symbolic link, and refuses what must not be
    /// replaced (a folder, a FIFO or device, a read-only file, a link to nothing).
    static func resolve(_ path: String) throws(OutputError) -> OutputDestination {
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { throw OutputError.cannotWrite(path, errno) }
            return OutputDestination(path: path, existing: nil)
        }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw OutputError(message: "cannot write '\(path)': it is a symbolic link to a file that does not exist")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0 else { throw OutputError.cannotWrite(path, errno) }
        }
        if let refusal = RegularFile.refusal(ofMode: status.st_mode) {
            throw OutputError(message: "cannot write '\(path)': it is \(OutputDestination.describe(refusal))")
        }
        // Root may write anything: a file without any write permission bit is read-only too.
        guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else {
            throw OutputError(message: "cannot write '\(path)': the file is read-only")
        }
        return OutputDestination(path: target, existing: status)
    }

    /// `a folder`, `a FIFO`: what a refused file is.
    static func describe(_ refusal: SourceLoadError) -> String {
        switch refusal {
        case .notRegularFile(let kind): kind
        default: "a folder"
        }
    }
}

/// Unique names for temporary files: `.<name>.tipc-<pid>-<n>` in the destination's folder (so
/// that the final rename stays within one file system), hidden from `ls` and globs.
enum TemporaryName {
    private static let counter = Counter()
    /// This process's id, asked for once (not once per file written).
    private static let processID = getpid()

    /// A temporary name in the folder of `path`.
    static func beside(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + "." + name.prefix(200) + ".tipc-\(processID)-\(counter.next())"
    }

    /// A process-wide sequence number, safe across threads.
    private final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var value = 0

        func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}

/// An output that could not be written.
public struct OutputError: Error, Sendable {
    /// What went wrong, naming the file: `cannot write 'out/a.json': No space left on device`.
    public let message: String

    /// `cannot write 'out/a.json': No space left on device`.
    static func cannotWrite(_ path: String, _ code: Int32) -> OutputError {
        OutputError(message: "cannot write '\(path)': \(SystemError(code: code))")
    }
}
