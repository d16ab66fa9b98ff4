/// Escaping of user text for XML 1.0 element content and attribute values.
public enum XMLText {
    /// `text` safe inside element content and inside a `"`- or `'`-quoted attribute value:
    /// `& < > " '` become entities; tab, line feed and carriage return become character
    /// references (so attribute-value normalisation and line-end normalisation keep them);
    /// characters XML 1.0 does not allow (C0 controls other than those three, U+FFFE, U+FFFF)
    /// become U+FFFD.
    public static func escaped(_ text: String) -> String {
        OutputBytes.text { write(escaping: text, into: &$0) }
    }

    /// Appends ``escaped(_:)`` of `text` to `out`: its bytes as they are when none needs
    /// escaping (the common case, one pass and one copy).
    static func write(escaping text: String, into out: inout OutputBytes) {
        var text = text
        text.withUTF8 { bytes in
            guard mayNeedEscaping(bytes) else { return out.append(contentsOf: bytes) }
            // Works on the UTF-8 bytes: every byte that matters is ASCII or starts U+FFFE/U+FFFF.
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): out.write(literal: "&amp;")
                case UInt8(ascii: "<"): out.write(literal: "&lt;")
                case UInt8(ascii: ">"): out.write(literal: "&gt;")
                case UInt8(ascii: "\""): out.write(literal: "&quot;")
                case UInt8(ascii: "'"): out.write(literal: "&apos;")
                case UInt8(ascii: "\t"): out.write(literal: "&#9;")
                case UInt8(ascii: "\n"): out.write(literal: "&#10;")
                case UInt8(ascii: "\r"): out.write(literal: "&#13;")
                case 0x00..<0x20:
                    out.write(literal: replacementCharacter)
                case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
                    out.write(literal: replacementCharacter)  // U+FFFE or U+FFFF
                    index += 2
                default:
                    out.append(byte)
                }
            }
        }
    }

    /// U+FFFD.
    private static let replacementCharacter: StaticString = "\u{FFFD}"

    /// False when no byte of `bytes` can start a character that ``escaped(_:)`` changes.
    /// (U+FFFE and U+FFFF start with 0xEF, as do other characters from U+F000; those take the
    /// full path.)
    private static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { byte in
            switch byte {
            case 0x00..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
            default: false
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
