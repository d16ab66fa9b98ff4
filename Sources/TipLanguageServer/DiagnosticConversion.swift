import TipEmit
import TipSyntax

/// Turns the compiler's diagnostics into LSP diagnostics for one document.
///
/// A diagnostic in the document keeps its range; its notes that point somewhere become
/// `relatedInformation`, those that do not are appended to the message on their own lines.
/// A diagnostic in an imported file is shown at the document's `import` that leads to that
/// file, its message prefixed with the file's path, and its real place as the first
/// `relatedInformation` (the imported file's own diagnostics appear when it is opened).
enum DiagnosticConversion {
    /// The `params` of `textDocument/publishDiagnostics` for `diagnostics`, found by the compile
    /// that `analysis` describes, of the document at `version`.
    static func publishParams(_ diagnostics: [Diagnostic], of analysis: DocumentAnalysis, version: Int?) -> JSON {
        var members = [JSONMember("uri", .string(analysis.uri))]
        if let version { members.append(JSONMember("version", .integer(version))) }
        members.append(JSONMember("diagnostics", .array(self.diagnostics(diagnostics, of: analysis))))
        return .object(members)
    }

    /// The LSP diagnostics of `analysis`'s document, in the compiler's order.
    static func diagnostics(_ diagnostics: [Diagnostic], of analysis: DocumentAnalysis) -> [JSON] {
        let importSpans = ImportReach(analysis: analysis)
        return diagnostics.compactMap { diagnostic in
            if diagnostic.span.file.index == 0 { return self.diagnostic(diagnostic, in: analysis) }
            guard let importSpan = importSpans.importSpan(reaching: diagnostic.span.file) else { return nil }
            let path = analysis.files[diagnostic.span.file.index].path
            let origin: JSON = ["location": analysis.location(of: diagnostic.span), "message": .string(diagnostic.message)]
            return convert(diagnostic, at: importSpan, prefix: "in imported file `\(path)`: ", related: [origin], analysis: analysis)
        }
    }

    /// The LSP diagnostic of `diagnostic`, which is in `analysis`'s document itself.
    static func diagnostic(_ diagnostic: Diagnostic, in analysis: DocumentAnalysis) -> JSON {
        convert(diagnostic, at: diagnostic.span, prefix: "", related: [], analysis: analysis)
    }

    private static func convert(
        _ diagnostic: Diagnostic, at span: Span, prefix: String, related: [JSON], analysis: DocumentAnalysis
    ) -> JSON {
        var message = prefix + diagnostic.message
        var relatedInformation = related
        for note in diagnostic.notes {
            if let noteSpan = note.span {
                relatedInformation.append(["location": analysis.location(of: noteSpan), "message": .string(note.message)])
            } else {
                message += "\n" + note.message
            }
        }
        var members: [JSONMember] = [
            JSONMember("range", UTF16Positions.range(of: span, in: analysis.file).json),
            JSONMember("severity", .integer(severity(diagnostic.severity))),
            JSONMember("code", .string(diagnostic.code.rawValue)),
            JSONMember("source", "tipc"),
            JSONMember("message", .string(message)),
        ]
        if !relatedInformation.isEmpty { members.append(JSONMember("relatedInformation", .array(relatedInformation))) }
        return .object(members)
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
