import TipSyntax

/// A style or component declaration and the file it is in.
struct DeclarationEntry: Sendable {
    let file: FileID
    let declaration: ComponentDeclaration

    var name: String { declaration.name.name }
    var kind: DeclarationKind { declaration.kind }
}

/// Styles and components of every loaded file in one namespace.
struct SymbolTable: Sendable {
    /// Every declaration, files in dependency order (imports before importers), each file's
    /// declarations in source order. Indices into this array identify declarations.
    let entries: [DeclarationEntry]
    private let indexByName: [String: Int]

    /// Collects the declarations of `graph`'s files; a name declared twice is reported at the
    /// later declaration (the one in the importing file) with a note at the first.
    init(graph: ImportGraph, log: inout DiagnosticLog) {
        var entries: [DeclarationEntry] = []
        var indexByName: [String: Int] = [:]
        for file in graph.finishOrder {
            for declaration in graph.components(in: file) {
                let name = declaration.name.name
                if let first = indexByName[name] {
                    log.report(
                        .duplicateName, SemanticMessages.duplicateDeclaration(name), at: declaration.name.span,
                        notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: entries[first].declaration.name.span)])
                } else {
                    indexByName[name] = entries.count
                }
                entries.append(DeclarationEntry(file: file, declaration: declaration))
            }
        }
        self.entries = entries
        self.indexByName = indexByName
    }

    /// The declaration called `name` (the first one, if it was declared twice).
    func index(of name: String) -> Int? { indexByName[name] }

    /// The names visible from `file`, in declaration order, each once (for suggestions).
    func names(visibleFrom file: FileID, graph: ImportGraph) -> [String] {
        var seen: Set<String> = []
        return entries.filter { graph.isVisible($0.file, from: file) && seen.insert($0.name).inserted }.map(\.name)
    }
}
