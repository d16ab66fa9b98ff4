#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// What `tipc watch` remembers of each file it polls: whether it exists, its size, its
/// modification time and its inode (editors that save by renaming change the inode). A symbolic
/// link's are its own (`lstat`), not its target's.
struct FileFingerprint: Equatable {
    var exists: Bool
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64
    var inode: UInt64

    /// The current state of `path`.
    init(path: String) {
        var status = stat()
        exists = lstat(path, &status) == 0
        if !exists { status = stat() }
        size = Int64(status.st_size)
        modified = status.modificationTime
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// The fingerprints of a set of paths, compared poll after poll.
struct FileSnapshot {
    /// Paths, sorted, with their fingerprints.
    private(set) var fingerprints: [(path: String, fingerprint: FileFingerprint)] = []

    /// The current state of `paths` (repeats ignored).
    init(paths: [String]) {
        fingerprints = Set(paths).sorted().map { ($0, FileFingerprint(path: $0)) }
    }

    /// The paths watched.
    var paths: [String] { fingerprints.map(\.path) }

    /// This snapshot, plus the current state of those of `paths` it does not hold yet.
    func adding(_ paths: [String]) -> FileSnapshot {
        let known = Set(self.paths)
        var merged = self
        merged.fingerprints += Set(paths).subtracting(known).map { ($0, FileFingerprint(path: $0)) }
        merged.fingerprints.sort { $0.path < $1.path }
        return merged
    }

    /// Whether any file differs now from its fingerprint in this snapshot.
    func hasChanged() -> Bool {
        fingerprints.contains { FileFingerprint(path: $0.path) != $0.fingerprint }
    }
}
