import TipEmit
import TipPipeline
import TipSyntax

/// The JSON format: an array of
/// `{file, severity, code, message, range: {start: {line, column}, end: {line, column}}, notes}`;
/// a note is `{message}` plus `file` and `range` when it points somewhere.
enum JSONDiagnosticStyle {
    static func render(_ results: [CompilationResult]) -> String {
        let array = JSON.array(results.flatMap { result in
            result.diagnostics.map { object(for: $0, sources: result.sources) }
        })
        return array.rendered() + "\n"
    }

    private static func object(for diagnostic: Diagnostic, sources: SourceSet) -> JSON {
        let (file, range) = location(of: diagnostic.span, sources: sources)
        let notes = diagnostic.notes.map { note -> JSON in
            var members = [JSONMember("message", .string(note.message))]
            if let span = note.span {
                let (file, range) = location(of: span, sources: sources)
                members += [JSONMember("file", file), JSONMember("range", range)]
            }
            return .object(members)
        }
        return .object([
            JSONMember("file", file),
            JSONMember("severity", .string(diagnostic.severity.rawValue)),
            JSONMember("code", .string(diagnostic.code.rawValue)),
            JSONMember("message", .string(diagnostic.message)),
            JSONMember("range", range),
            JSONMember("notes", .array(notes)),
        ])
    }

    /// The `file` and `range` values of a span.
    private static func location(of span: Span, sources: SourceSet) -> (file: JSON, range: JSON) {
        let file = sources[span.file]
        func position(_ offset: Int) -> JSON {
            let location = file.location(of: offset)
            return .object([
                JSONMember("line", .number(Double(location.line))),
                JSONMember("column", .number(Double(location.column))),
            ])
        }
        let range = JSON.object([JSONMember("start", position(span.start)), JSONMember("end", position(span.end))])
        return (.string(file.path), range)
    }
}
