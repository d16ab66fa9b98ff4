/// A document the editor has open: its current text, that text's syntax, and the files its
/// latest compile imported.
struct OpenDocument: Sendable {
    /// The document's URI.
    let uri: String
    /// The path imports are resolved against (see ``DocumentAnalysis/path(of:)``).
    let path: String
    /// The editor's version number of the current text (from `didOpen`/`didChange`).
    private(set) var version: Int?
    /// The current text.
    private(set) var text: DocumentText
    /// A number the session gives each text it stores, never reused: a compile is current
    /// while its revision is the document's.
    private(set) var revision: Int
    /// The current text's syntax, parsed on first use.
    private(set) var syntax: SyntaxSnapshot
    /// The files imported by the latest compile of this document that was current when it
    /// finished (its text may be older than ``text``), for the features and for finding
    /// dependents; nil before the first.
    var imports: ImportedFiles?
    /// The quick fixes of the diagnostics last published for the current text (none once the
    /// text changes, until its compile publishes).
    var quickFixes = QuickFixes.none

    /// A document opened with `text`.
    init(uri: String, version: Int?, text: DocumentText, revision: Int) {
        self.uri = uri
        path = DocumentAnalysis.path(of: uri)
        self.version = version
        self.text = text
        self.revision = revision
        syntax = SyntaxSnapshot(path: path, text: text)
    }

    /// Replaces the text.
    mutating func update(_ text: DocumentText, version: Int?, revision: Int) {
        self.text = text
        self.version = version
        self.revision = revision
        syntax = SyntaxSnapshot(path: path, text: text)
        quickFixes = .none
    }

    /// Whether the latest compile read the file at `path` (or, with no compile yet, might have).
    func mayImport(_ path: String) -> Bool {
        imports?.contains(path: path) ?? true
    }

    /// What the features read: the current syntax, with the imports of the latest compile.
    var analysis: DocumentAnalysis {
        DocumentAnalysis(uri: uri, syntax: syntax, imports: imports)
    }
}
