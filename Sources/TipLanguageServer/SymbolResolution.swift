import TipEmit
import TipSyntax

/// A declared name: its kind, its name and the file that declares it.
struct Symbol: Hashable {
    /// What kind of name it is.
    let kind: SymbolKind
    /// The name (a family's decoded text).
    let name: String
    /// The declaring file's index in ``WorkspaceFiles/files``.
    let declaringFile: Int
}

/// A place a symbol is written: the file's index and the occurrence.
struct SymbolPlace {
    /// The file's index in ``WorkspaceFiles/files``.
    let file: Int
    /// The name as written there.
    let occurrence: SymbolOccurrence
}

/// Which declaration a name refers to, as the compiler decides it: a use in a file refers to
/// that file's own declaration of the name, else to the one of the nearest file it imports
/// (directly or not).
extension WorkspaceFiles {
    /// The occurrence whose token holds byte `offset` of `file` (a position just after it counts
    /// as on it) and the symbol it refers to; nil where no declared name is written.
    func symbol(at offset: Int, in file: Int) -> (symbol: Symbol, occurrence: SymbolOccurrence)? {
        for occurrence in files[file].occurrences where occurrence.token.start <= offset && offset <= occurrence.token.end {
            if let symbol = symbol(of: occurrence, in: file) { return (symbol, occurrence) }
        }
        return nil
    }

    /// Every declaration and use of `symbol`: in each file where its name refers to it (the
    /// files that see its declaration and no nearer one of the same name), by URI, each file
    /// in source order.
    func places(of symbol: Symbol) -> [SymbolPlace] {
        files.indices.sorted { files[$0].uri < files[$1].uri }.filter { file in
            declarations(of: symbol.kind, named: symbol.name, visibleFrom: file).first?.file == symbol.declaringFile
        }.flatMap { file in
            files[file].occurrences
                .filter { $0.kind == symbol.kind && $0.name == symbol.name }
                .map { SymbolPlace(file: file, occurrence: $0) }
        }
    }

    /// The declarations of `kind` called `name` that `file` sees (its own, then those of the
    /// files it imports), nearest first.
    func declarations(of kind: SymbolKind, named name: String, visibleFrom file: Int) -> [SymbolPlace] {
        ([file] + visibleFiles(from: file)).flatMap { candidate in
            files[candidate].occurrences
                .filter { $0.isDeclaration && $0.kind == kind && $0.name == name }
                .map { SymbolPlace(file: candidate, occurrence: $0) }
        }
    }

    /// The LSP `Location` of a place.
    func location(of place: SymbolPlace) -> JSON {
        ["uri": .string(files[place.file].uri), "range": range(of: place).json]
    }

    /// The UTF-16 range of a place.
    func range(of place: SymbolPlace) -> TextRange {
        UTF16Positions.range(of: place.occurrence.span, in: files[place.file].source)
    }

    /// The symbol an occurrence in `file` refers to; nil for a name nothing visible declares.
    private func symbol(of occurrence: SymbolOccurrence, in file: Int) -> Symbol? {
        guard let declaration = declarations(of: occurrence.kind, named: occurrence.name, visibleFrom: file).first else { return nil }
        return Symbol(kind: occurrence.kind, name: occurrence.name, declaringFile: declaration.file)
    }
}
