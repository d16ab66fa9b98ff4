import TipSemantics

/// Reads imported `.tip` files and font files from disk: regular files only, each at most its
/// limit (``FileLimits.maximumSize(ofFileAt:)``), known by their device and inode so that a
/// file reached through several paths is loaded once.
public struct FileSystemLoader: SourceLoader {
    /// Creates a loader.
    public init() {}

    /// Reads `path` (see ``RegularFile/read(_:limit:)``): a FIFO, a device or a folder is refused
    /// without being read, and a file over its limit is refused after reading at most one byte
    /// past it.
    public func read(path: String) -> Result<[UInt8], SourceLoadError> {
        RegularFile.read(path, limit: FileLimits.maximumSize(ofFileAt: path))
    }

    /// The device and inode of the file at `path`.
    public func identity(ofPath path: String) -> FileIdentity? {
        RegularFile.identity(ofPath: path)
    }
}
