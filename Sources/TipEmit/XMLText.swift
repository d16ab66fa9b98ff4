/// Escaping of user text for XML 1.0 element content and attribute values.
public enum XMLText {
    /// `text` safe inside element content and inside a `"`- or `'`-quoted attribute value:
    /// `& < > " '` become entities; tab, line feed and carriage return become character
    /// references (so attribute-value normalisation and line-end normalisation keep them);
    /// characters XML 1.0 does not allow (C0 controls other than those three, U+FFFE, U+FFFF)
    /// become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
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
