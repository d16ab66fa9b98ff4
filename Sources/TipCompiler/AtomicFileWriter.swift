import Foundation

/// Writes files so that a reader never sees a half-written output: the bytes go to a temporary
/// file in the destination folder, which is then renamed over the destination.
public enum AtomicFileWriter {
    /// Writes `contents` to `path` atomically, creating the parent folder if needed.
    public static func write(_ contents: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url, options: .atomic)
    }

    /// Writes `contents` to `path` atomically unless the file already holds exactly these bytes,
    /// so an unchanged output keeps its timestamp (and build systems see nothing to redo).
    /// - Returns: whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ contents: String, to path: String) throws -> Bool {
        let bytes = Data(contents.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == bytes { return false }
        try write(contents, to: path)
        return true
    }
}
