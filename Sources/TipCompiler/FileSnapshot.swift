import Foundation

/// What `tipc watch` remembers of each file it polls: whether it exists, its size, its
/// modification time and its inode (editors that save by renaming change the inode).
struct FileFingerprint: Equatable {
    var exists: Bool
    var size: UInt64
    var modified: Date?
    var inode: UInt64

    /// The current state of `path`.
    init(path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        exists = attributes != nil
        size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        modified = attributes?[.modificationDate] as? Date
        inode = (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
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
