import TipSyntax

/// Where the scalars of a string literal's value are in its source: the value counts an
/// escape (`\"`, `\\`, `\n`, `\t`, `\u{1F600}`) as one scalar, the source as its bytes.
enum StringLiteralOffsets {
    /// The byte span in `file` of scalars `scalars` (offsets in the decoded value) of the
    /// string literal at `literal`; nil when the span does not hold a string literal (a value
    /// that came from a constant).
    static func span(of scalars: Range<Int>, inLiteral literal: Span, of file: SourceFile) -> Span? {
        let bytes = file.bytes
        guard literal.start < literal.end, literal.end <= bytes.count, bytes[literal.start] == UInt8(ascii: "\"") else { return nil }
        var offset = literal.start + 1
        var decoded = 0
        var start: Int?
        while offset < literal.end - 1 {
            if decoded == scalars.lowerBound { start = offset }
            if decoded == scalars.upperBound { break }
            offset += sourceLength(at: offset, in: bytes, before: literal.end - 1)
            decoded += 1
        }
        guard let start = start ?? (decoded == scalars.lowerBound ? offset : nil) else { return nil }
        return Span(file: literal.file, start: start, end: max(start, offset))
    }

    /// The number of source bytes of the value's scalar that starts at `offset`: an escape,
    /// or one UTF-8 scalar; never past `end`.
    private static func sourceLength(at offset: Int, in bytes: [UInt8], before end: Int) -> Int {
        let lead = bytes[offset]
        var length: Int
        if lead == UInt8(ascii: "\\") {
            length = 2
            if offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "u") {
                var close = offset + 2
                while close < end && bytes[close] != UInt8(ascii: "}") { close += 1 }
                length = close + 1 - offset
            }
        } else {
            switch lead {
            case ..<0xC0: length = 1
            case ..<0xE0: length = 2
            case ..<0xF0: length = 3
            default: length = 4
            }
        }
        return max(1, min(length, end - offset))
    }
}
