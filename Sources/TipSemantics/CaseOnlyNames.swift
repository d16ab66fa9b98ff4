import TipSyntax

/// Each component of a file is written to files named after it (`a.Welcome.svg`), so two
/// components whose names differ only in case (`Foo`, `foo`) would write one file on a
/// case-insensitive file system. The later one is an error (E032) with a note at the first.
enum CaseOnlyNames {
    /// Reports the case-only name clashes among the tooltips and tag groups of `file`.
    static func check(_ symbols: SymbolTable, in file: FileID, log: inout DiagnosticLog) {
        var firstByFoldedName: [String: Identifier] = [:]
        for entry in symbols.entries where entry.file == file && entry.kind != .style {
            let name = entry.declaration.name
            let folded = name.name.lowercased()
            guard let first = firstByFoldedName[folded] else {
                firstByFoldedName[folded] = name
                continue
            }
            // Exact duplicates are E025 already.
            guard first.name != name.name else { continue }
            log.report(
                .caseOnlyNameDifference, SemanticMessages.caseOnlyDifference(name.name, from: first.name), at: name.span,
                notes: [DiagnosticNote(SemanticMessages.declaredHere(first.name), at: first.span)])
        }
    }
}
