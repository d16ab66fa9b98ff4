import TipSyntax

/// Why a file (an import, a font) could not be read.
public enum SourceLoadError: Error, Hashable, Sendable {
    /// Nothing exists at the path.
    case notFound
    /// The path names a folder.
    case folder
    /// The path names something that is not a regular file and is never read, since reading it
    /// could block for ever or never end; the text says what it is (`a FIFO`, `a character
    /// device`, `a socket`, `a block device`).
    case notRegularFile(String)
    /// The file is larger than `limit` bytes; it was not read.
    case tooLarge(limit: Int)
    /// It exists but could not be read (permissions, I/O error); the text says why.
    case unreadable(String)

}

/// What names one file on disk, whatever path reaches it: the device and inode numbers that
/// `stat` reports. Two paths with the same identity (through symbolic links, `..`, or hard
/// links) are one file, loaded and compiled once.
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    public let device: UInt64
    /// The file's inode number on that device.
    public let inode: UInt64

    /// Creates an identity.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// Reads files for imports. The driver backs it with the file system; tests with a dictionary.
public protocol SourceLoader: Sendable {
    /// The bytes of the file at `path` (already joined with the importing file's folder).
    func read(path: String) -> Result<[UInt8], SourceLoadError>

    /// The identity of the file at `path`, or nil when there is none (no such file) or the
    /// loader cannot tell (then a file is known by its normalised path alone).
    func identity(ofPath path: String) -> FileIdentity?
}

extension SourceLoader {
    /// Loaders without a file system know files by their paths only.
    public func identity(ofPath path: String) -> FileIdentity? { nil }
}

extension SourceLoadError {
    /// `the file is larger than the 64 MiB limit`: why a file over `limit` bytes was not read.
    public static func tooLargeReason(_ limit: Int) -> String { "the file is larger than the \(limit >> 20) MiB limit" }
}
