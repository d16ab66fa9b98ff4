import TipSyntax

/// The canonical layout of `.tip` source. (Contract placeholder: replaced by the formatter.)
public enum Formatter {
    /// The formatted text of `file`, or nil when the file has syntax errors (never formatted).
    public static func format(_ file: SourceFile) -> String? {
        String(decoding: file.bytes, as: UTF8.self)
    }
}
