import TipCompiler

/// One compile for the worker: a version of an open document, with the open documents' texts
/// (as they were when the job was made) in front of the disk.
struct CompileJob: Sendable {
    /// The document.
    let uri: String
    /// The revision of its text being compiled (see ``OpenDocument/revision``).
    let revision: Int
    /// That text's syntax, shared with the features.
    let syntax: SyntaxSnapshot
    /// Reads imports.
    let loader: OverlayLoader

    /// Parses (unless the features already did) and resolves; no fonts, no layout.
    func run() -> CompileOutcome {
        CompileOutcome(uri: uri, revision: revision, compile: Compilation(loader: loader).resolve(syntax.parsed))
    }
}

/// What a ``CompileJob`` made.
struct CompileOutcome: Sendable {
    /// The document.
    let uri: String
    /// The revision compiled.
    let revision: Int
    /// The compile.
    let compile: ResolvedCompilation
}
