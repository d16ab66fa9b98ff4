import TipEmit
import TipSyntax

/// An LSP position: a 0-based line and a 0-based offset in UTF-16 code units within that line.
public struct TextPosition: Hashable, Sendable, Comparable {
    /// 0-based line.
    public var line: Int
    /// 0-based UTF-16 code unit offset in the line.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position as LSP JSON.
    public var json: JSON { ["line": .integer(line), "character": .integer(character)] }

    /// Reads `{line, character}`; nil when either is missing or negative.
    public init?(json: JSON?) {
        guard let line = json?["line"]?.integerValue, let character = json?["character"]?.integerValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// An LSP range: start inclusive, end exclusive.
public struct TextRange: Hashable, Sendable {
    /// The first position.
    public var start: TextPosition
    /// The position just past the end.
    public var end: TextPosition

    /// Creates a range.
    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// The range as LSP JSON.
    public var json: JSON { ["start": start.json, "end": end.json] }
}

/// Converts between byte offsets in a text (a ``SourceFile``, an open document) and LSP positions
/// (UTF-16 code units). A scalar outside the Basic Multilingual Plane (an emoji) is two units; a
/// byte that is not part of valid UTF-8 is one unit (an editor shows it as U+FFFD). Each
/// conversion reads one line of the text.
public enum UTF16Positions {
    /// The position of byte `offset` (clamped to the file).
    public static func position(of offset: Int, in file: SourceFile) -> TextPosition {
        let clamped = max(0, min(offset, file.bytes.count))
        let line = file.lineIndex(of: clamped)
        var index = file.lineStarts[line]
        var units = 0
        while index < clamped {
            let scalar = scalarAt(index, in: file.bytes)
            index += scalar.bytes
            units += scalar.units
        }
        return TextPosition(line: line, character: units)
    }

    /// The range of byte offsets `start..<end`.
    public static func range(_ start: Int, _ end: Int, in file: SourceFile) -> TextRange {
        TextRange(start: position(of: start, in: file), end: position(of: end, in: file))
    }

    /// The range of a span of `file`.
    public static func range(of span: Span, in file: SourceFile) -> TextRange {
        range(span.start, span.end, in: file)
    }

    /// The byte offset of `position`. A line past the end gives the end of the file; a character
    /// past the end of its line gives the end of the line (before its line break); a character
    /// inside a surrogate pair gives the start of that scalar.
    public static func offset(of position: TextPosition, in file: SourceFile) -> Int {
        offset(of: position, inText: file)
    }

    /// ``offset(of:in:)`` for any line-indexed text.
    static func offset(of position: TextPosition, inText text: some LineIndexedText) -> Int {
        guard position.line < text.lineStarts.count else { return text.bytes.count }
        var index = text.lineStarts[position.line]
        let lineEnd = text.contentEnd(ofLine: position.line)
        var units = 0
        while index < lineEnd {
            let scalar = scalarAt(index, in: text.bytes)
            if units + scalar.units > position.character { break }
            index += scalar.bytes
            units += scalar.units
        }
        return index
    }

    /// The length in bytes and in UTF-16 units of the scalar starting at `index`; a byte that
    /// does not start a well-formed sequence (overlong, surrogate, truncated) is one byte, one unit.
    static func scalarAt(_ index: Int, in bytes: [UInt8]) -> (bytes: Int, units: Int) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (1, 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return (1, 1)
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return (1, 1) }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
