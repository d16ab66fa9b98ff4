import TipLayout
import TipParallel
import TipSemantics
import TipStyle
import TipSyntax
import TipSystem
import TipText

/// The phases of a compilation, in the order they run. A compilation runs them up to the one
/// asked for. Resolving runs even after syntax errors, and the declared font files are checked
/// even after errors (so that one run reports the mistakes of every phase); the rest of the
/// fonts phase and the layout run only when no error came before them.
public enum CompilationPhase: Int, Comparable, Sendable, CaseIterable {
    /// Lexing and parsing the main file.
    case parse
    /// Reading imports and resolving constants, styles, inheritance and defaults.
    case resolve
    /// Loading the fonts the document declares or names (E050, E051, W004) and the strings
    /// table (E060–E064, W005), and checking every locale and text size of the components that
    /// have checks (W006–W010, W013, W017): a check lays out only those; and the contrast and labels
    /// of every component in every appearance (W011, W012, W016), which need no layout. After
    /// errors, only the declared font files that no error touches are read (E050, E051).
    case fonts
    /// Measuring text and placing every component.
    case layout

    public static func < (lhs: CompilationPhase, rhs: CompilationPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a compilation of one input made: every file it read, each phase's product up to the
/// last phase that ran, and every diagnostic (sorted for output).
public struct CompilationResult: Sendable {
    /// The main file (id 0) and everything it imported.
    public let sources: SourceSet
    /// The last phase that ran: the one asked for, or the fonts (only the declared files
    /// checked) when an error stopped the rest of them and the layout.
    public let lastPhase: CompilationPhase
    /// The main file's tokens, tree and syntax diagnostics, when the compilation started from
    /// them (``Compilation/compile(_:through:)``); a build does not keep them.
    public let syntax: ParsedFile?
    /// The resolved document; nil when the compilation stopped after parsing. Its syntax trees
    /// are kept only when ``syntax`` is. A caller that needs only the layout may set it to nil
    /// to free it early (the driver does: it is a seventh of a build's peak memory).
    public var resolved: ResolvedDocument?
    /// The laid-out document; nil unless the layout ran, which it does only without errors.
    public let layout: LayoutDocument?
    /// What reading the strings table gave (its source language, the locales, the files
    /// read); nil when the phases stopped before it.
    public let localization: Localization.Outcome?
    /// The font files the fonts phase opened or tried, declared or found by name, in the
    /// order first tried; empty when the phases stopped before it.
    public let fontFiles: [String]
    /// Errors and warnings of every phase that ran, sorted by file and position.
    public internal(set) var diagnostics: [Diagnostic]
    /// Whether a phase may have stopped recording diagnostics at its limit
    /// (``Parser/maximumDiagnostics``, ``Resolver/maximumDiagnostics``), so that ``diagnostics``
    /// may not be all of them.
    public let diagnosticsMayBeCapped: Bool
    /// Every style a declaration of any file of the compilation names as its parent (kept when
    /// ``resolved`` is dropped): see ``forgiveUnusedStyles(usedElsewhere:)``.
    public let usedStyles: [StyleUse]
    /// The imports that could not be read (missing, unreadable, too large), kept when
    /// ``resolved`` is dropped: a missing one may appear, and `tipc watch` polls it.
    public let unreadImports: [String]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }

    /// The syntax tree of every file of ``sources``, by file index, when ``resolved`` keeps
    /// them (an empty tree for a file whose tree was not kept).
    public var trees: [Document] {
        sources.files.map { resolved?.syntaxTrees[$0.id] ?? Document(file: $0.id, declarations: []) }
    }
}

/// Runs the phases on one input: parse → resolve (with imports) → load fonts → lay out, as far
/// as asked (after errors, only the declared font files are checked). The driver builds with
/// it; the language server checks with it, from the syntax it already has.
public struct Compilation: Sendable {
    /// Loads imported files and declared font files.
    public let loader: any SourceLoader
    /// Measures text in the system font (and all text when the input names no font family).
    public let measurer: any TextMeasurer
    /// Where undeclared font families are looked up by name.
    public var fontSearch: FontSearch
    /// Faces and font folders kept from earlier compilations, if any (the language server's).
    public var fontCache: FontCache?
    /// The content size categories to lay every scaling component out at in full (beside the
    /// default one, which always is); nil: those the main file's `preview` asks for.
    public var sizeCategories: [ContentSizeCategory]?
    /// The appearances to review the laid-out document in; nil: those the main file's
    /// `preview` asks for.
    public var appearances: [Appearance]?
    /// The legibility weights to review the laid-out document in (with `.bold`, the document
    /// is laid out with Bold Text too, for the sheet); nil: those the main file's `preview`
    /// asks for.
    public var legibilityWeights: [LegibilityWeight]?
    /// What the sheet draws over each component; nil: what the main file's `preview` asks for.
    public var overlays: [SheetOverlay]?
    /// The locales of the strings table to lay out beside its source language; nil: those
    /// the main file's `preview` asks for, else every locale of the table.
    public var locales: [String]?
    /// Whether to lay every component out in the pseudo-locale too (``Localization``).
    public var pseudoLocale = false
    /// Whether the variant checks report every failing variant, not only each check's worst
    /// (``VariantChecks``).
    public var reportsEveryVariant = false
    /// How many cores the parsing, resolving and layout of one input may use when a layout follows:
    /// 1 (this thread alone) when a build compiles several inputs at once, more for a lone one.
    public var threadsPerInput = 1
    /// How the process uses memory: with ``MemoryPolicy/leavesResultsToExit``, a compile without
    /// a layout (`tipc check`) leaves its syntax trees for the process's exit to reclaim when it
    /// is done with them, rather than free them one node at a time (``ExitReclaim``).
    public var memory = MemoryPolicy.freesAsItGoes

    /// Creates a compilation with the given loader, measurer, font search and font cache.
    public init(
        loader: any SourceLoader = FileSystemLoader(), measurer: any TextMeasurer = BuiltinTextMeasurer(),
        fontSearch: FontSearch = FontSearch(), fontCache: FontCache? = nil
    ) {
        self.loader = loader
        self.measurer = measurer
        self.fontSearch = fontSearch
        self.fontCache = fontCache
    }

    /// Compiles the source `bytes` named `path` (the name shown in diagnostics, written to the
    /// JSON's `source`, and the folder imports are relative to) through phase `last`.
    ///
    /// The syntax is not kept, and the syntax trees are freed before the layout. Parsing,
    /// resolving and the layout run on ``threadsPerInput`` threads (a build of several inputs
    /// compiles them in parallel, one thread each); without a layout (a check), a long
    /// document is parsed and resolved on all cores.
    public func compile(path: String, bytes: [UInt8], through last: CompilationPhase = .layout) -> CompilationResult {
        let run = parseAndResolve(path: path, bytes: bytes, through: last)
        // The layout's threads allocate from arenas of their own: the syntax trees' memory,
        // free now, goes back first, or both would be held at once.
        if last > .fonts, threadsPerInput > 1 { Heap.releaseFreeMemory() }
        return last > .parse ? finish(run, through: last) : run.result(after: .parse)
    }

    /// Parses and, unless `last` is parsing, resolves; in a call of its own, so that the syntax
    /// trees are freed before the layout.
    private func parseAndResolve(path: String, bytes: [UInt8], through last: CompilationPhase) -> CompilationProducts {
        var sources = SourceSet()
        let mainID = sources.add(path: path, bytes: bytes)
        let threads = last > .fonts ? threadsPerInput : ParallelWork.coreCount
        let parsed = ParsedFile(sources[mainID], keepingTokens: false, maximumThreads: threads)
        var run = CompilationProducts(sources: sources, syntax: nil, syntaxDiagnostics: parsed.diagnostics)
        guard last > .parse else { return run }
        run.resolve(parsed.document, loader: loader, maximumThreads: threads)
        if memory.leavesResultsToExit, last <= .fonts { ExitReclaim.keep((parsed, run.resolved?.syntaxTrees)) }
        run.resolved?.syntaxTrees = [:]
        return run
    }

    /// Compiles the already parsed file `main` (file 0, named by its path) and its imports
    /// through phase `last`, keeping the syntax of every file in the result; a long document is
    /// resolved on all cores. For the language server, which has the syntax already and checks
    /// through ``CompilationPhase/fonts``.
    public func compile(_ main: ParsedFile, through last: CompilationPhase = .layout) -> CompilationResult {
        precondition(main.file.id == FileID(0), "the main file of a compilation is file 0")
        var sources = SourceSet()
        sources.add(main.file)
        var run = CompilationProducts(sources: sources, syntax: main, syntaxDiagnostics: main.diagnostics)
        guard last > .parse else { return run.result(after: .parse) }
        run.resolve(main.document, loader: loader, maximumThreads: ParallelWork.coreCount)
        return finish(run, through: last)
    }

    /// The phases after resolving: fonts, then the layout, each only when no error came before
    /// (after errors, the declared font files alone are checked).
    private func finish(_ resolvedRun: CompilationProducts, through last: CompilationPhase) -> CompilationResult {
        var run = resolvedRun
        guard last > .resolve, var resolved = run.resolved else { return run.result(after: .resolve) }
        let fontLoading = FontLoading(loader: loader, search: fontSearch, cache: fontCache)
        guard !run.diagnostics.containsErrors else {
            let declared = fontLoading.declaredFiles(of: resolved, apartFrom: run.diagnostics)
            run.fontFiles = declared.files
            run.diagnostics = (run.diagnostics + declared.diagnostics).sortedForOutput()
            return run.result(after: .fonts)
        }
        let localized = Localization.localize(&resolved, requested: locales ?? resolved.preview.locales, pseudo: pseudoLocale)
        run.resolved = resolved
        run.localization = localized
        let fonts = fontLoading.measurer(for: resolved)
        run.fontFiles = fonts.files
        run.diagnostics = (run.diagnostics + localized.diagnostics + fonts.diagnostics).sortedForOutput()
        guard !run.diagnostics.containsErrors else { return run.result(after: .fonts) }
        let textMeasurer: any TextMeasurer = fonts.measurer ?? measurer
        var checks = VariantChecks(everyVariant: reportsEveryVariant)
        checks.accessibility.inspect(resolved, localized: localized)
        guard last > .fonts else {
            resolved.checkVariants(measurer: textMeasurer, localized: localized, checks: &checks)
            run.diagnostics = (run.diagnostics + checks.diagnostics(for: resolved.components)).sortedForOutput()
            return run.result(after: .fonts)
        }
        let full = Set(sizeCategories ?? resolved.preview.sizeCategories).subtracting([.standard])
        var layout = resolved.layout(
            measurer: textMeasurer, fullCategories: full, localized: localized, maximumThreads: threadsPerInput, checks: &checks)
        layout.appearances = appearances ?? resolved.preview.appearances
        layout.legibilityWeights = legibilityWeights ?? resolved.preview.legibilityWeights
        layout.overlays = overlays ?? resolved.preview.overlays
        if layout.legibilityWeights.contains(.bold) {
            layout.boldText = BoldTextLayout(resolved.layout(
                measurer: textMeasurer, fullCategories: full, localized: localized, maximumThreads: threadsPerInput, legibility: .bold))
        }
        run.layout = layout
        run.diagnostics = (run.diagnostics + checks.diagnostics(for: resolved.components)).sortedForOutput()
        return run.result(after: .layout)
    }
}

/// The products of one compilation as its phases make them.
private struct CompilationProducts {
    var sources: SourceSet
    let syntax: ParsedFile?
    var resolved: ResolvedDocument?
    var layout: LayoutDocument?
    var localization: Localization.Outcome?
    var fontFiles: [String] = []
    var diagnostics: [Diagnostic]
    var mayBeCapped: Bool

    init(sources: SourceSet, syntax: ParsedFile?, syntaxDiagnostics: [Diagnostic]) {
        self.sources = sources
        self.syntax = syntax
        diagnostics = syntaxDiagnostics.sortedForOutput()
        mayBeCapped = syntaxDiagnostics.count >= Parser.maximumDiagnostics
    }

    /// Resolves `tree`, the tree of file 0, loading its imports into ``sources``.
    mutating func resolve(_ tree: Document, loader: any SourceLoader, maximumThreads: Int) {
        let (document, semanticDiagnostics) = Resolver.resolve(tree, sources: &sources, loader: loader, maximumThreads: maximumThreads)
        resolved = document
        diagnostics = (diagnostics + semanticDiagnostics).sortedForOutput()
        mayBeCapped = mayBeCapped || semanticDiagnostics.count >= Resolver.maximumDiagnostics
    }

    func result(after phase: CompilationPhase) -> CompilationResult {
        CompilationResult(
            sources: sources, lastPhase: phase, syntax: syntax, resolved: resolved, layout: layout, localization: localization,
            fontFiles: fontFiles, diagnostics: diagnostics, diagnosticsMayBeCapped: mayBeCapped, usedStyles: resolved?.usedStyles ?? [],
            unreadImports: resolved?.unreadImports ?? [])
    }
}
