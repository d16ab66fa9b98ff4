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
            let folded = FoldedName(name.name)
            // One lookup for a new name; a clash puts the first back.
            guard let first = firstByFoldedName.updateValue(name, forKey: folded) else { continue }
            firstByFoldedName[folded] = first
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

        /// Hashes the folded bytes eight at a time.
        func hash(into hasher: inout Hasher) {
            var word: UInt64 = 0
            for (index, byte) in name.utf8.enumerated() {
                word |= UInt64(Self.folded(byte)) << (8 * UInt64(index % 8))
                if index % 8 == 7 {
                    hasher.combine(word)
                    word = 0
                }
            }
            hasher.combine(word)
            hasher.combine(name.utf8.count)
        }

        private static func folded(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
    }
}
