/// Escaping of user text for XML 1.0 element content and attribute values.
public enum XMLText {
    /// `text` safe inside element content and inside a `"`- or `'`-quoted attribute value:
    /// `& < > " '` become entities; tab, line feed and carriage return become character
    /// references (so attribute-value normalisation and line-end normalisation keep them);
    /// characters XML 1.0 does not allow (C0 controls other than those three, U+FFFE, U+FFFF)
    /// become U+FFFD.
    public static func escaped(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        // Works on the UTF-8 bytes: every byte that matters is ASCII or starts U+FFFE/U+FFFF.
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&apos;".utf8
            case UInt8(ascii: "\t"): out += "&#9;".utf8
            case UInt8(ascii: "\n"): out += "&#10;".utf8
            case UInt8(ascii: "\r"): out += "&#13;".utf8
            case 0x00..<0x20:
                out += replacementCharacter
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
                out += replacementCharacter  // U+FFFE or U+FFFF
                index += 2
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// U+FFFD in UTF-8.
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// False when no byte of `text` can start a character that ``escaped(_:)`` changes: the
    /// common case, which then costs one pass over the bytes and no copy. (U+FFFE and U+FFFF
    /// start with 0xEF, as do other characters from U+F000; those take the full path.)
    private static func mayNeedEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { byte in
                switch byte {
                case 0x00..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
                default: false
                }
            }
        }
    }

    /// Whether XML 1.0's `Char` production admits `scalar` (surrogates cannot occur in a
    /// Swift string).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
