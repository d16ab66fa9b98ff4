/// Text from a source file or a file name, made safe to print to a terminal: a hostile file must
/// not drive the terminal (escape sequences), hide or reorder what is shown (bidirectional
/// controls, as in "Trojan Source"), or garble it (NUL, backspace, carriage return).
///
/// Each such character becomes one visible character, so columns and caret underlines still
/// line up: C0 controls become their Unicode control pictures (ESC is `␛`, NUL `␀`), DEL `␡`,
/// and C1 controls and bidirectional formatting characters `�`. Tabs and line feeds are kept.
public enum TerminalText {
    /// `text` with every unsafe character replaced.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isUnsafe(scalar) ? replacement(for: scalar) : scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` must not reach a terminal as it is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
