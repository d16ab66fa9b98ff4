import TipSyntax

/// The strings table a compilation's `localized("key")` texts come from.
public struct StringsTableSpec: Sendable, Equatable {
    /// The path joined with the declaring file's folder and normalised.
    public var path: String
    /// The span of the path's string literal (where reading errors are reported).
    public var span: Span

    /// Creates a spec.
    public init(path: String, span: Span) {
        self.path = path
        self.span = span
    }
}

/// Finds the one `strings "…"` declaration of a compilation, in any of its files (a shared file
/// may declare the app's table for every file that imports it): a second is E025 with a note
/// at the first.
enum StringsDeclarations {
    static func table(graph: ImportGraph, sources: SourceSet, log: inout DiagnosticLog) -> StringsTableSpec? {
        var table: StringsTableSpec?
        for file in graph.finishOrder {
            for declaration in graph.stringsDeclarations(in: file) {
                if let table {
                    log.report(.duplicateName, SemanticMessages.duplicateStrings, at: declaration.pathSpan,
                               notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: table.span)])
                    continue
                }
                table = StringsTableSpec(path: ImportPath.join(declaration.path, importedFrom: sources[file].path), span: declaration.pathSpan)
            }
        }
        return table
    }
}
