extension JSON {
    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX`, U+2028 and U+2029 as `\u2028` and `\u2029` (so the text is
    /// also a valid JavaScript literal); everything else, non-ASCII included, kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = OutputBytes()
        out.writeQuoted(text)
        return out.text
    }

    /// False when no byte of `text` can start a character that ``quoted(_:)`` escapes: the
    /// common case, which then needs no byte-by-byte copy. (U+2028 and U+2029 start with 0xE2,
    /// as do other characters from U+2000 to U+2FFF; those take the full path.)
    static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
    }
}

extension OutputBytes {
    /// Appends `text` as a JSON string literal (see ``JSON/quoted(_:)``), in one pass over its
    /// UTF-8 bytes.
    mutating func writeQuoted(_ text: String) {
        var text = text
        text.withUTF8 { appendQuoted($0) }
    }

    private mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        defer { append(UInt8(ascii: "\"")) }
        guard JSON.mayNeedEscaping(text) else {
            append(contentsOf: text)
            return
        }
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): write("\\\"")
            case UInt8(ascii: "\\"): write("\\\\")
            case UInt8(ascii: "\n"): write("\\n")
            case UInt8(ascii: "\t"): write("\\t")
            case UInt8(ascii: "\r"): write("\\r")
            case 0x08: write("\\b")
            case 0x0C: write("\\f")
            case 0x00..<0x20: write("\\u00" + Self.hexByte(byte))
            case 0xE2 where index + 1 < text.count && text[index] == 0x80 && (text[index + 1] == 0xA8 || text[index + 1] == 0xA9):
                write(text[index + 1] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 2
            default:
                append(byte)
            }
        }
    }

    /// Two lower-case hex digits.
    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
