/// A byte range in one source file. Every AST node carries one; lines and columns are computed
/// from it only when a diagnostic is printed.
public struct Span: Hashable, Sendable {
    /// The file the range lies in.
    public let file: FileID
    /// Offset of the first byte.
    public let start: Int
    /// Offset one past the last byte (`end >= start`).
    public let end: Int

    /// Creates a span; `end` is raised to `start` if it is smaller.
    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest span covering both `self` and `other` (which must be in the same file).
    public func union(_ other: Span) -> Span {
        Span(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// Number of bytes covered.
    public var length: Int { end - start }
}
