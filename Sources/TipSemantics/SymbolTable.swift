import TipSyntax

/// A style or component declaration and the file it is in. A class, so that the resolver's
/// passes share entries instead of copying declarations.
final class DeclarationEntry: Sendable {
    let file: FileID
    let declaration: ComponentDeclaration

    init(file: FileID, declaration: ComponentDeclaration) {
        self.file = file
        self.declaration = declaration
    }

    var name: String { declaration.name.name }
    var kind: DeclarationKind { declaration.kind }
}

/// Styles and components of every loaded file in one namespace.
struct SymbolTable: Sendable {
    /// Every declaration, files in dependency order (imports before importers), each file's
    /// declarations in source order. Indices into this array identify declarations.
    let entries: [DeclarationEntry]
    private let indexByName: [String: Int]
    /// Whether each declaration is the first of its name, the one the name stands for.
    private let isFirstOfName: [Bool]

    /// Collects the declarations of `graph`'s files; a name declared twice is reported at the
    /// later declaration (the one in the importing file) with a note at the first.
    init(graph: ImportGraph, log: inout DiagnosticLog) {
        let declarations = graph.finishOrder.map { (file: $0, components: graph.components(in: $0)) }
        let count = declarations.reduce(0) { $0 + $1.components.count }
        var entries: [DeclarationEntry] = []
        var indexByName: [String: Int] = [:]
        var isFirstOfName: [Bool] = []
        entries.reserveCapacity(count)
        indexByName.reserveCapacity(count)
        isFirstOfName.reserveCapacity(count)
        for (file, components) in declarations {
            for declaration in components {
                let name = declaration.name.name
                if let first = indexByName.updateValue(entries.count, forKey: name) {
                    indexByName[name] = first  // the name keeps standing for its first declaration
                    log.report(
                        .duplicateName, SemanticMessages.duplicateDeclaration(name), at: declaration.name.span,
                        notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: entries[first].declaration.name.span)])
                    isFirstOfName.append(false)
                } else {
                    isFirstOfName.append(true)
                }
                entries.append(DeclarationEntry(file: file, declaration: declaration))
            }
        }
        self.entries = entries
        self.indexByName = indexByName
        self.isFirstOfName = isFirstOfName
    }

    /// The declaration called `name` (the first one, if it was declared twice).
    func index(of name: String) -> Int? { indexByName[name] }

    /// Whether declaration `index` is the one its name stands for (the first of that name).
    func isFirstOfItsName(_ index: Int) -> Bool { isFirstOfName[index] }

    /// The names visible from `file`, in declaration order, each once (for suggestions).
    func names(visibleFrom file: FileID, graph: ImportGraph) -> [String] {
        var seen: Set<String> = []
        return entries.filter { graph.isVisible($0.file, from: file) && seen.insert($0.name).inserted }.map(\.name)
    }
}
