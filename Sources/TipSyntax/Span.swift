/// A byte range in one source file. Every AST node carries one; lines and columns are computed
/// from it only when a diagnostic is printed.
///
/// Offsets are stored in 32 bits (twelve bytes a span, where every node of a tree has one):
/// sources are far below 4 GiB (``FileLimits``).
public struct Span: Hashable, Sendable {
    /// The file the range lies in.
    public let file: FileID
    private let storedStart: UInt32
    private let storedEnd: UInt32

    /// Offset of the first byte.
    public var start: Int { Int(storedStart) }
    /// Offset one past the last byte (`end >= start`).
    public var end: Int { Int(storedEnd) }

    /// Creates a span; `end` is raised to `start` if it is smaller.
    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        storedStart = UInt32(start)
        storedEnd = UInt32(max(start, end))
    }

    /// The smallest span covering both `self` and `other` (which must be in the same file).
    public func union(_ other: Span) -> Span {
        Span(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// Number of bytes covered.
    public var length: Int { end - start }

    /// Whether `other` lies in the same file and shares a byte with this span or meets it at
    /// an end (so an empty span at either end counts).
    public func touches(_ other: Span) -> Bool {
        file == other.file && start <= other.end && other.start <= end
    }
}
