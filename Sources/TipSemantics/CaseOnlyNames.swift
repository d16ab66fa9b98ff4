import TipSyntax

/// Each component of a file is written to files named after it (`a.Welcome.svg`), so two
/// components whose names differ only in case (`Foo`, `foo`) would write one file on a
/// case-insensitive file system. The later one is an error (E032) with a note at the first.
enum CaseOnlyNames {
    /// Reports the case-only name clashes among the tooltips and tag groups of `file`.
    static func check(_ symbols: SymbolTable, in file: FileID, log: inout DiagnosticLog) {
        var firstByFoldedName: [FoldedName: Identifier] = Dictionary(minimumCapacity: symbols.entries.count)
        for entry in symbols.entries where entry.file == file && entry.kind != .style {
            let name = entry.declaration.name
            guard let first = firstByFoldedName[FoldedName(name.name)] else {
                firstByFoldedName[FoldedName(name.name)] = name
                continue
            }
            // Exact duplicates are E025 already.
            guard first.name != name.name else { continue }
            log.report(
                .caseOnlyNameDifference, SemanticMessages.caseOnlyDifference(name.name, from: first.name), at: name.span,
                notes: [DiagnosticNote(SemanticMessages.declaredHere(first.name), at: first.span)])
        }
    }

    /// A name compared and hashed without regard to ASCII case (names are ASCII), without
    /// building a lower-cased copy.
    private struct FoldedName: Hashable {
        let name: String

        init(_ name: String) { self.name = name }

        static func == (lhs: FoldedName, rhs: FoldedName) -> Bool {
            lhs.name.utf8.count == rhs.name.utf8.count && lhs.name.utf8.elementsEqual(rhs.name.utf8) { folded($0) == folded($1) }
        }

        func hash(into hasher: inout Hasher) {
            for byte in name.utf8 { hasher.combine(Self.folded(byte)) }
        }

        private static func folded(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
    }
}
