import TipEmit
import TipFormat
import TipSyntax

/// `textDocument/formatting` through the formatter: one edit replacing the whole document when
/// the formatted text differs, none when it is already formatted, `null` when the document has
/// syntax errors (the formatter never formats those).
enum Formatting {
    /// The `TextEdit[]` (or `null`) for the parsed document `parsed`.
    static func edits(for parsed: ParsedFile) -> JSON {
        let file = parsed.file
        guard parsed.diagnostics.isEmpty, let formatted = Formatter.format(file) else { return .null }
        if Array(formatted.utf8) == file.bytes { return [] }
        let range = UTF16Positions.range(0, file.bytes.count, in: file)
        return [["range": range.json, "newText": .string(formatted)]]
    }
}
