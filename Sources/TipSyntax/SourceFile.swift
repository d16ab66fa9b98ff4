/// Identifies one source file inside a ``SourceSet``. The main input is usually `0`; imports are
/// numbered in the order they are first loaded, so numbering is deterministic.
public struct FileID: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storedIndex: UInt32

    /// Index of the file in its ``SourceSet``.
    public var index: Int { Int(storedIndex) }

    /// Creates an identifier for the file at `index` (a source set holds far fewer than 2³²
    /// files: ``Resolver/maximumFileCount``).
    public init(_ index: Int) { storedIndex = UInt32(index) }

    public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// A 1-based line and column. Columns count Unicode scalar values from the start of the line
/// (a byte that is not valid UTF-8 counts as one column), so a caret lines up under the
/// character an editor shows. LSP's UTF-16 positions are converted at that boundary.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// 1-based line number.
    public let line: Int
    /// 1-based column, in Unicode scalar values.
    public let column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The bytes of one `.tip` file with a table of line starts. Positions in the tree are byte
/// offsets (``Span``); this type turns them into lines and columns only when a message is printed.
public struct SourceFile: Sendable {
    /// This file's identifier in its ``SourceSet``.
    public let id: FileID
    /// The path shown in diagnostics and written into outputs (as the user spelled it).
    public let path: String
    /// The raw bytes, exactly as read (a leading BOM is kept here and skipped by the lexer).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Creates a source file and indexes its line starts (LF, CRLF and lone CR end a line).
    public init(id: FileID, path: String, bytes: [UInt8]) {
        self.id = id
        self.path = path
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Creates a source file from text (tests and stdin use this).
    /// A file whose ``lineStarts`` are already known: `lineStarts` must be
    /// ``lineStarts(of:)`` of `bytes` (an editor keeps them up to date as it edits).
    package init(id: FileID, path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.id = id
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The offset of each line's first byte: 0, then the offset after each LF, CRLF or CR.
    package static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var index = 0
            while index < buffer.count {
                // Most bytes are above `\r`: eight at a time pass when none is at or below it.
                if index + 8 <= buffer.count,
                   !Self.anyAtOrBelowCarriageReturn(UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = buffer[index]
                index += 1
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// Whether any of the eight bytes of `word` is below 14 (at most `\r`): subtracting 14 from
    /// every byte sets the top bit of the lowest such byte (a borrow can only start there), and
    /// `~word` drops the top bits that bytes from 128 already had.
    private static func anyAtOrBelowCarriageReturn(_ word: UInt64) -> Bool {
        (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0
    }

    public init(id: FileID, path: String, text: String) {
        self.init(id: id, path: path, bytes: Array(text.utf8))
    }

    /// The 0-based index of the line containing `offset`.
    public func lineIndex(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line and column of a byte offset (offsets past the end map to the end of the file).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        var column = 1
        var index = lineStarts[line]
        while index < clamped {
            index += Self.scalarLength(at: index, in: bytes)
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The text of a 1-based line without its line break; invalid UTF-8 is shown as U+FFFD.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Length in bytes of the UTF-8 scalar starting at `index`; an invalid byte counts as 1.
    static func scalarLength(at index: Int, in bytes: [UInt8]) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard index + length <= bytes.count else { return 1 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 1 }
        return length
    }
}

/// Every file of one compilation: the main input and everything it imports.
public struct SourceSet: Sendable {
    /// The files, indexed by ``FileID/index``.
    public private(set) var files: [SourceFile] = []

    /// Creates an empty set.
    public init() {}

    /// Adds a file and returns its new identifier.
    @discardableResult
    public mutating func add(path: String, bytes: [UInt8]) -> FileID {
        let id = FileID(files.count)
        files.append(SourceFile(id: id, path: path, bytes: bytes))
        return id
    }

    /// Adds `file`, already indexed, whose id must be the next one (``files``'s count).
    public mutating func add(_ file: SourceFile) {
        precondition(file.id.index == files.count, "a source file is added with the next id")
        files.append(file)
    }

    /// The file with identifier `id`.
    public subscript(id: FileID) -> SourceFile { files[id.index] }

    /// The file whose path is exactly `path`, if it was added.
    public func file(atPath path: String) -> SourceFile? { files.first { $0.path == path } }
}
