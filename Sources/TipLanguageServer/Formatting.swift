import TipEmit
import TipFormat
import TipSyntax

/// `textDocument/formatting` through the formatter: one edit replacing the whole document when
/// the formatted text differs, none when it is already formatted; a document with syntax errors
/// (which the formatter never formats) is refused with `RequestFailed` naming the first one, so
/// that the editor says why nothing happened.
enum Formatting {
    /// The `TextEdit[]` for the parsed document `parsed`.
    static func edits(for parsed: ParsedFile) throws(ResponseError) -> JSON {
        let file = parsed.file
        guard let first = parsed.diagnostics.sortedForOutput().first else { return try edits(formatting: file) }
        let location = file.location(of: first.span.start)
        throw ResponseError.requestFailed(
            "cannot format a document with syntax errors: line \(location.line), column \(location.column): \(first.message)"
            + (parsed.diagnostics.count > 1 ? " (and \(parsed.diagnostics.count - 1) more)" : ""))
    }

    private static func edits(formatting file: SourceFile) throws(ResponseError) -> JSON {
        guard let formatted = Formatter.format(file) else { throw ResponseError.requestFailed("cannot format this document") }
        if Array(formatted.utf8) == file.bytes { return [] }
        let range = UTF16Positions.range(0, file.bytes.count, in: file)
        return [["range": range.json, "newText": .string(formatted)]]
    }
}
