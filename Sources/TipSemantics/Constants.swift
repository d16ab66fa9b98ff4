import TipSyntax

/// Diagnostics collected by the semantic pass, in the order they are found.
struct DiagnosticLog: Sendable {
    private(set) var entries: [Diagnostic] = []

    mutating func report(_ code: DiagnosticCode, _ message: String, at span: Span, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        guard entries.count < Resolver.maximumDiagnostics else { return }
        entries.append(Diagnostic(code, message, at: span, notes: notes, fixIts: fixIts))
    }

    /// Reports a diagnostic about the name at `span` with its "did you mean" suggestion, if
    /// any, as a note and as a fix-it; without a suggestion, with `otherwise` as its notes.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, at span: Span, suggesting suggestion: Suggestion?,
        otherwise notes: [DiagnosticNote] = []
    ) {
        guard let suggestion else { return report(code, message, at: span, notes: notes) }
        report(code, message, at: span, notes: [suggestion.note], fixIts: [suggestion.fixIt])
    }

    mutating func append(contentsOf diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        entries.append(contentsOf: diagnostics.prefix(Resolver.maximumDiagnostics - entries.count))
    }
}

/// How a name in a value resolves against the constants in scope.
enum ConstantLookup {
    /// A constant with its (already expanded) value.
    case constant(Value)
    /// A constant whose definition had an error that was already reported.
    case broken
    /// Not a constant.
    case none
}

/// The constants of every file, each defined once with its value expanded.
struct ConstantTable: Sendable {
    private struct Entry: Sendable {
        let name: Identifier
        /// nil when the definition had an error.
        let value: Value?
    }

    /// A constant's name and the file that defines it.
    private struct Key: Hashable, Sendable {
        let name: String
        let file: FileID
    }

    /// The constants by name and defining file.
    private var definitions: [Key: Entry] = [:]
    /// The name of every constant: lets most names that are no constant's, and most values
    /// that name none, pass without a lookup in ``definitions``.
    private(set) var names = NameBloom()
    /// Every constant name, in definition order (for suggestions).
    private(set) var definedNames: [String] = []

    /// Names with a meaning in a value that a constant may not take.
    static let builtinNames: Set<String> = Set(NamedColors.names + PropertyTable.valueKeywords)
        .union(["import", "let", "style", "tooltip", "tags", "tag", "true", "false"])

    /// Defines the constants of `graph`'s files, dependencies first, reporting shadowed built-ins,
    /// duplicates, unknown names and uses before definition.
    init(graph: ImportGraph, log: inout DiagnosticLog) {
        for file in graph.finishOrder {
            let declarations = graph.constants(in: file)
            for (position, declaration) in declarations.enumerated() {
                define(declaration, in: file, later: declarations[position...], graph: graph, log: &log)
            }
        }
    }

    private mutating func define(
        _ declaration: ConstantDeclaration, in file: FileID, later: ArraySlice<ConstantDeclaration>,
        graph: ImportGraph, log: inout DiagnosticLog
    ) {
        let name = declaration.name
        if Self.builtinNames.contains(name.name) {
            log.report(.shadowsBuiltin, SemanticMessages.shadowsBuiltin(name.name), at: name.span)
            return
        }
        if let existing = entry(named: name.name, visibleFrom: file, graph: graph) {
            log.report(
                .duplicateName, SemanticMessages.duplicateConstant(name.name), at: name.span,
                notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: existing.name.span)])
            return
        }
        let value = ConstantExpander.expand(declaration.value) { use in
            if let entry = entry(named: use.name, visibleFrom: file, graph: graph) {
                return entry.value.map(ConstantLookup.constant) ?? .broken
            }
            if Self.builtinNames.contains(use.name) { return .none }
            if use.name == name.name {
                log.report(.unknownName, SemanticMessages.constantRefersToItself(use.name), at: use.span)
            } else if let definition = later.first(where: { $0.name.name == use.name }) {
                log.report(
                    .unknownName, SemanticMessages.usedBeforeDefinition(use.name), at: use.span,
                    notes: [DiagnosticNote(SemanticMessages.definedHere(use.name), at: definition.name.span)])
            } else {
                log.report(
                    .unknownName, SemanticMessages.unknownName(use.name), at: use.span,
                    suggesting: Suggestions.suggestion(
                        for: use.name, at: use.span, among: definedNames + NamedColors.names + PropertyTable.valueKeywords))
            }
            return .broken
        }
        definitions[Key(name: name.name, file: file)] = Entry(name: name, value: value.value(expanding: declaration.value))
        names.formUnion(NameBloom(name.name))
        definedNames.append(name.name)
        log.append(contentsOf: value.diagnostics)
    }

    private func entry(named name: String, visibleFrom file: FileID, graph: ImportGraph) -> Entry? {
        guard names.mayIntersect(NameBloom(name)) else { return nil }
        if let own = definitions[Key(name: name, file: file)] { return own }
        for other in graph.imports(visibleFrom: file) {
            if let entry = definitions[Key(name: name, file: other)] { return entry }
        }
        return nil
    }

    /// How `name`, used in a value in `file`, resolves.
    func lookup(_ name: String, in file: FileID, graph: ImportGraph) -> ConstantLookup {
        guard let entry = entry(named: name, visibleFrom: file, graph: graph) else { return .none }
        return entry.value.map(ConstantLookup.constant) ?? .broken
    }
}
