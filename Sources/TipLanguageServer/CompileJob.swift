import TipPipeline
import TipSyntax

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
    /// Faces and font folders kept from earlier compiles.
    let fonts: FontCache

    /// Parses (unless the features already did) and resolves, checks the fonts as `tipc check`
    /// does (undeclared families are looked up in the system font folders too), lays nothing
    /// out, and hands what it found to `deliver`. The resolved document, which the server does
    /// not use, is freed after that, on this thread (for a big document, freeing takes
    /// milliseconds).
    func run(deliver: (CompileOutcome) -> Void) {
        let compilation = Compilation(loader: loader, fontSearch: FontSearch(includesSystemDirectories: true), fontCache: fonts)
        let compile = compilation.compile(syntax.parsed, through: .fonts)
        deliver(CompileOutcome(
            uri: uri, revision: revision, analysis: DocumentAnalysis(uri: uri, parsed: syntax.parsed, compile: compile), diagnostics: compile.diagnostics))
        withExtendedLifetime(compile) {}
    }
}

/// What a ``CompileJob`` found: the files of the compile, with their syntax, and the
/// diagnostics of parsing and resolving.
struct CompileOutcome: Sendable {
    /// The document.
    let uri: String
    /// The revision compiled.
    let revision: Int
    /// The compiled text (file 0) and its imports.
    let analysis: DocumentAnalysis
    /// The diagnostics, sorted for output.
    let diagnostics: [Diagnostic]
}
