import TipParallel
import TipStyle
import TipSyntax

/// The semantic pass: imports, constants, inheritance, type checking and defaults.
public enum Resolver {
    /// The longest chain of imports followed from the main file (the main file importing a
    /// file is depth 1). Deeper imports are reported (E009) and skipped, so paths that differ
    /// only in text but name the same file again (`link/link/link/a.tip` through a symlink
    /// loop, `../../a.tip` above the root) cannot be followed for ever.
    public static let maximumImportDepth = 64
    /// The most files one compilation loads (the main file included). Further imports are
    /// reported (E009) and skipped, so fan-out through aliased paths stays bounded too.
    public static let maximumFileCount = 512
    /// The most diagnostics the semantic pass records for one compilation (imported files'
    /// parse diagnostics included); past it, checking goes on but records nothing more.
    public static let maximumDiagnostics = 10_000

    /// Resolves the parsed main file `main` (already in `sources`), loading and parsing its
    /// imports through `loader` and adding them to `sources`. Diagnostics of imported files are
    /// included (with their own file ids); the main file's parse diagnostics are not.
    ///
    /// Every declaration of every file is type-checked once, where it is written; only the main
    /// file's tooltips and tag groups are resolved into the document, in declaration order.
    ///
    /// With `maximumThreads` above 1, declarations are checked and components built in chunks
    /// on up to that many threads at once (the outcome is the same for any number): for the
    /// language server's latency. Left at 1, everything is allocated on the calling thread, in
    /// one heap arena, which keeps a build's peak memory low and steady.
    public static func resolve(
        _ main: Document,
        sources: inout SourceSet,
        loader: some SourceLoader,
        maximumThreads: Int = 1
    ) -> (document: ResolvedDocument, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog()
        let graph = ImportGraph(main: main, sources: &sources, loader: loader, log: &log)
        let constants = ConstantTable(graph: graph, log: &log)
        let symbols = SymbolTable(graph: graph, log: &log)
        CaseOnlyNames.check(symbols, in: main.file, log: &log)
        let inheritance = Inheritance(symbols: symbols, graph: graph, log: &log)
        let fonts = FontDeclarations.collect(graph: graph, sources: sources, log: &log)
        let preview = PreviewDeclarations.settings(graph: graph, main: main.file, log: &log)
        let strings = StringsDeclarations.table(graph: graph, sources: sources, log: &log)
        let collected = PropertyCollector.collectAll(
            symbols: symbols, constants: constants, graph: graph, sources: sources, log: &log, maximumChunks: ParallelWork.pieces(forThreads: maximumThreads))
        let components = buildComponents(
            of: main.file, symbols: symbols, inheritance: inheritance, collected: collected, sources: sources, log: &log,
            maximumChunks: ParallelWork.pieces(forThreads: maximumThreads))
        ElementLimit.check(components, log: &log)
        // A file that declares styles and no component is a library: its styles are there for
        // the files that import it, and none is "never used" when it is compiled on its own. A
        // build of several inputs also drops W002 for a style another input inherits from (the
        // driver, from each compilation's `usedStyles`).
        let isLibrary = !symbols.entries.contains { $0.file == main.file && $0.kind != .style }
        for (index, entry) in symbols.entries.enumerated()
        where !isLibrary && entry.file == main.file && entry.kind == .style && !inheritance.isNamedAsParent[index]
            && symbols.isFirstOfItsName(index) {
            log.report(.unusedStyle, SemanticMessages.unusedStyle(entry.name), at: entry.declaration.name.span)
        }
        let usedStyles = symbols.entries.indices.filter { symbols.entries[$0].kind == .style && inheritance.isNamedAsParent[$0] }
            .map { StyleUse(file: sources[symbols.entries[$0].file].path, name: symbols.entries[$0].name) }
        let document = ResolvedDocument(
            source: sources[main.file].path, components: components, fonts: fonts, syntaxTrees: graph.documents, preview: preview,
            strings: strings, usedStyles: usedStyles, unreadImports: graph.unreadPaths)
        let diagnostics = log.entries.map { diagnostic in
            diagnostic.keepingFixIts { $0.applies(to: sources[$0.span.file]) }
        }
        return (document, diagnostics)
    }

    /// The tooltips and tag groups of `file`, in declaration order, with the warnings about their
    /// inherited properties and missing required ones: what building them one after another
    /// gives, in at most `maximumChunks` chunks at once. The slots of every declaration that is
    /// a parent are found first, so that each component then only reads them.
    private static func buildComponents(
        of file: FileID, symbols: SymbolTable, inheritance: Inheritance, collected: CollectedWrites, sources: SourceSet,
        log: inout DiagnosticLog, maximumChunks: Int
    ) -> [ResolvedComponent] {
        var cache = [SlotMap?](repeating: nil, count: symbols.entries.count)
        for index in symbols.entries.indices where inheritance.isNamedAsParent[index] {
            _ = inheritance.effectiveSlots(of: index, writes: collected, cache: &cache)
        }
        let parents = cache
        let indices = symbols.entries.indices.filter { index in
            let entry = symbols.entries[index]
            return entry.file == file && entry.kind != .style && symbols.isFirstOfItsName(index)
        }
        let chunks = ParallelWork.chunks(of: indices.count, minimumChunk: PropertyCollector.minimumChunk, maximumChunks: maximumChunks)
        let (components, pieces) = ParallelWork.map(
            count: indices.count, in: chunks, state: { BuildPiece(cache: parents) }
        ) { position, piece in
            let index = indices[position]
            let entry = symbols.entries[index]
            let slots = inheritance.effectiveSlots(of: index, writes: collected, cache: &piece.cache)
            warnAboutInheritedProperties(
                of: entry, index: index, slots: slots, symbols: symbols, inheritance: inheritance, collected: collected, log: &piece.log)
            var tooltipStyle: TooltipStyle?
            if entry.kind == .tooltip {
                let look = StyleBuilder.TooltipLook(parent: inheritance.parents[index], ownWrites: collected.writes(of: index), slots: slots)
                tooltipStyle = piece.tooltipStyles.style(of: look, slots: slots)
            }
            return component(entry, slots: slots, tooltipStyle: tooltipStyle, sources: sources, log: &piece.log)
        }
        for piece in pieces { log.append(contentsOf: piece.log.entries) }
        return components
    }

    /// What one chunk of ``buildComponents(of:symbols:inheritance:collected:log:maximumChunks:)``
    /// keeps as it goes: its diagnostics, and the slots of every parent (only read) and of the
    /// declarations it has built.
    private struct BuildPiece: Sendable {
        var cache: [SlotMap?]
        var log = DiagnosticLog()
        /// The tooltip styles built so far.
        var tooltipStyles = StyleSharing()
    }

    /// The resolved component, reporting a missing `text` or `items` (E045; E071 for a title
    /// without a message) unless a syntax error lost part of its block (where it may be written).
    /// A tooltip is in `tooltipStyle` (``StyleSharing``), nil for a tag group.
    private static func component(
        _ entry: DeclarationEntry, slots: SlotMap, tooltipStyle: TooltipStyle?, sources: SourceSet, log: inout DiagnosticLog
    ) -> ResolvedComponent {
        let name = entry.declaration.name
        let (required, example): (Slot, String) = entry.kind == .tags ? (.items, "items: [\"…\"]") : (.text, "text: \"…\"")
        if slots[required] == nil, !entry.declaration.body.isIncomplete {
            if entry.kind == .tooltip, let title = slots.span(of: .text, in: .title) {
                log.report(
                    .titleWithoutMessage, SemanticMessages.titleWithoutMessage(name.name), at: name.span,
                    notes: [DiagnosticNote(SemanticMessages.titleSetHere, at: title), DiagnosticNote(SemanticMessages.addMessage)])
            } else {
                log.report(
                    .missingRequiredProperty, SemanticMessages.missingRequired(required.path, kind: entry.kind, name: name.name),
                    at: name.span, notes: [DiagnosticNote(SemanticMessages.addRequired(example))])
            }
        }
        guard let tooltipStyle else { return .tags(StyleBuilder.tags(name: name, slots: slots)) }
        let tooltip = StyleBuilder.tooltip(name: name, slots: slots, style: tooltipStyle)
        TooltipPartChecks.check(tooltip, slots: slots, sources: sources, log: &log)
        return .tooltip(tooltip)
    }

    /// W001 at the parent reference for each inherited property that has no effect on the
    /// component's kind, with a note at the property in the style that sets it.
    private static func warnAboutInheritedProperties(
        of entry: DeclarationEntry, index: Int, slots: SlotMap, symbols: SymbolTable, inheritance: Inheritance,
        collected: CollectedWrites, log: inout DiagnosticLog
    ) {
        guard let reference = entry.declaration.parent, let kind = PropertyCollector.kinds(of: entry.kind) else { return }
        // Most chains write only what applies to the component's kind: then nothing to look for.
        var ancestor = inheritance.parents[index], mayInheritWithoutEffect = false
        while let node = ancestor, !mayInheritWithoutEffect {
            mayInheritWithoutEffect = !collected.sharedKinds[node].contains(kind)
            ancestor = inheritance.parents[node]
        }
        guard mayInheritWithoutEffect else { return }
        let origins = slots.inheritedOrigins(excluding: index) { !PropertyTable.topLevel[$0.property].kinds.contains(kind) }
        for origin in origins {
            let property = PropertyTable.topLevel[origin.property].name
            log.report(
                .propertyHasNoEffect, SemanticMessages.noEffect(property, on: SemanticMessages.kindName(entry.kind)),
                at: reference.span,
                notes: [DiagnosticNote(
                    SemanticMessages.inheritedFrom(property, style: symbols.entries[origin.declaration].name),
                    at: origin.span)])
        }
    }
}
