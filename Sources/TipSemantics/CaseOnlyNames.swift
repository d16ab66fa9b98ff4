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
    /// building a lower-cased copy: its folded bytes are mixed into one word once, which is all
    /// the dictionary hashes; equal words are told apart by the bytes.
    private struct FoldedName: Hashable {
        let name: String
        private let digest: UInt64

        init(_ name: String) {
            self.name = name
            // FNV-1a over the folded bytes.
            var text = name
            digest = text.withUTF8 { bytes in
                bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64(Self.folded($1))) &* 0x0000_0100_0000_01B3 }
            }
        }

        static func == (lhs: FoldedName, rhs: FoldedName) -> Bool {
            lhs.digest == rhs.digest && lhs.name.utf8.count == rhs.name.utf8.count
                && lhs.name.utf8.elementsEqual(rhs.name.utf8) { folded($0) == folded($1) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        private static func folded(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
    }
}
