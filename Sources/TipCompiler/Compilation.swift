import TipEmit
import TipLayout
import TipSemantics
import TipSyntax
import TipText

/// The outcome of compiling one input: every file it read, every diagnostic (sorted for
/// output), and the layout when there were no errors.
public struct CompilationResult: Sendable {
    /// The main file (id 0) and everything it imported.
    public let sources: SourceSet
    /// Errors and warnings of every phase, sorted by file and position.
    public let diagnostics: [Diagnostic]
    /// The laid-out document; nil when any error was reported.
    public let layout: LayoutDocument?
    /// Whether a phase may have stopped recording diagnostics at its limit
    /// (``Parser/maximumDiagnostics``, ``Resolver/maximumDiagnostics``), so that ``diagnostics``
    /// may not be all of them.
    public var diagnosticsMayBeCapped = false

    /// Creates a result.
    public init(sources: SourceSet, diagnostics: [Diagnostic], layout: LayoutDocument?, diagnosticsMayBeCapped: Bool = false) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.layout = layout
        self.diagnosticsMayBeCapped = diagnosticsMayBeCapped
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Runs the phases on one input: parse → resolve (with imports) → lay out.
public struct Compilation: Sendable {
    /// Loads imported files.
    public let loader: any SourceLoader
    /// Measures text in the system font (and all text when the input names no font family).
    public let measurer: any TextMeasurer
    /// Where undeclared font families are looked up by name.
    public var fontSearch: FontSearch

    /// Creates a compilation with the given loader, measurer and font search.
    public init(
        loader: any SourceLoader = FileSystemLoader(), measurer: any TextMeasurer = BuiltinTextMeasurer(),
        fontSearch: FontSearch = FontSearch()
    ) {
        self.loader = loader
        self.measurer = measurer
        self.fontSearch = fontSearch
    }

    /// Compiles the source `bytes` named `path` (the name shown in diagnostics, written to the
    /// JSON's `source`, and the folder imports are relative to).
    public func compile(path: String, bytes: [UInt8]) -> CompilationResult {
        var sources = SourceSet()
        let mainID = sources.add(path: path, bytes: bytes)
        // Parsed in a call of its own, so that the syntax trees are freed before the layout.
        var resolution = resolve(parsing: mainID, of: &sources)
        resolution.document.syntaxTrees = [:]
        let (resolved, capped) = (resolution.document, resolution.mayBeCapped)
        var diagnostics = resolution.diagnostics
        guard !diagnostics.containsErrors else {
            return CompilationResult(sources: sources, diagnostics: diagnostics, layout: nil, diagnosticsMayBeCapped: capped)
        }
        let fonts = FontLoading(loader: loader, search: fontSearch).measurer(for: resolved)
        diagnostics = (diagnostics + fonts.diagnostics).sortedForOutput()
        guard !diagnostics.containsErrors else {
            return CompilationResult(sources: sources, diagnostics: diagnostics, layout: nil, diagnosticsMayBeCapped: capped)
        }
        let layout = fonts.measurer.map { resolved.layout(measurer: $0) } ?? resolved.layout(measurer: measurer)
        return CompilationResult(sources: sources, diagnostics: diagnostics, layout: layout, diagnosticsMayBeCapped: capped)
    }

    /// Parses file `main` of `sources` and resolves it (see
    /// ``resolve(_:syntaxDiagnostics:sources:maximumThreads:)``), on this thread: a build
    /// compiles its inputs in parallel, and one input's memory stays in one heap arena, which
    /// keeps the peak low and steady (threads of their own left the memory freed by each in
    /// arenas the layout does not reuse: 100,000 tooltips peaked at 268–305 MB, not 268).
    private func resolve(parsing main: FileID, of sources: inout SourceSet) -> (document: ResolvedDocument, diagnostics: [Diagnostic], mayBeCapped: Bool) {
        let (document, syntaxDiagnostics) = Parser.parse(sources[main])
        return resolve(document, syntaxDiagnostics: syntaxDiagnostics, sources: &sources, maximumThreads: 1)
    }

    /// Checks the already parsed file `main` (file 0, named by its path) and its imports, and
    /// stops after resolving: no font is loaded and nothing is laid out, so the font diagnostics
    /// (E050, E051, W004) are not reported. For the language server, which needs the syntax
    /// and the resolver's diagnostics, fast: a long document is resolved on all cores.
    public func resolve(_ main: ParsedFile) -> ResolvedCompilation {
        precondition(main.file.id == FileID(0), "the main file of a compilation is file 0")
        var sources = SourceSet()
        sources.add(main.file)
        let resolution = resolve(
            main.document, syntaxDiagnostics: main.diagnostics, sources: &sources, maximumThreads: ParallelWork.coreCount)
        return ResolvedCompilation(sources: sources, main: main, document: resolution.document, diagnostics: resolution.diagnostics)
    }

    /// The font diagnostics (E050, E051, W004) of a compile that stopped after resolving, as
    /// ``compile(path:bytes:)`` reports them: only when it found no error. Faces and font
    /// folders come from `cache` when they have not changed.
    public func fontDiagnostics(of compile: ResolvedCompilation, cache: FontCache) -> [Diagnostic] {
        guard !compile.diagnostics.containsErrors else { return [] }
        return FontLoading(loader: loader, search: fontSearch, cache: cache).measurer(for: compile.document).diagnostics
    }

    /// Resolves the tree of file 0 of `sources`, loading its imports into `sources`; the
    /// diagnostics of parsing and resolving, sorted, and whether a phase may have stopped
    /// recording them at its limit.
    private func resolve(
        _ main: Document, syntaxDiagnostics: [Diagnostic], sources: inout SourceSet, maximumThreads: Int
    ) -> (document: ResolvedDocument, diagnostics: [Diagnostic], mayBeCapped: Bool) {
        let (document, semanticDiagnostics) = Resolver.resolve(main, sources: &sources, loader: loader, maximumThreads: maximumThreads)
        let capped = syntaxDiagnostics.count >= Parser.maximumDiagnostics || semanticDiagnostics.count >= Resolver.maximumDiagnostics
        return (document, (syntaxDiagnostics + semanticDiagnostics).sortedForOutput(), capped)
    }
}

/// A compilation that stopped after resolving (``Compilation/resolve(_:)``): every file it read,
/// their syntax, and the diagnostics of parsing and resolving.
public struct ResolvedCompilation: Sendable {
    /// The main file (id 0) and everything it imported.
    public let sources: SourceSet
    /// The main file's tokens, tree and syntax diagnostics.
    public let main: ParsedFile
    /// The resolved document, with the syntax tree of every file read.
    public let document: ResolvedDocument
    /// Errors and warnings of parsing and resolving, sorted for output.
    public let diagnostics: [Diagnostic]

    /// The syntax tree of every file of ``sources``, by file index.
    public var trees: [Document] {
        sources.files.map { document.syntaxTrees[$0.id] ?? Document(file: $0.id, declarations: []) }
    }
}
