/// One lookup of a GSUB or GPOS lookup list, read at load: its type, flags, subtables (an
/// extension subtable already replaced by the subtable it points to) and a digest of the
/// glyphs its subtables start with.
struct LayoutLookup: Sendable {
    /// A subtable and its lookup type (an extension's own type, which may differ per subtable
    /// in a damaged font).
    struct Subtable: Sendable {
        let type: Int
        let table: FontTable
        /// For a GPOS class pair adjustment (type 2, format 2): its coverage and both class
        /// definitions decoded into arrays, since kerning reads them for every pair.
        var pairTables: PairTables? = nil
    }

    /// The lookup type of the table (GSUB 1–8, GPOS 1–9; extensions resolved per subtable).
    let type: Int
    /// LookupFlag: RightToLeft 0x1, IgnoreBaseGlyphs 0x2, IgnoreLigatures 0x4, IgnoreMarks
    /// 0x8, UseMarkFilteringSet 0x10, MarkAttachmentType 0xFF00.
    let flags: Int
    /// The mark glyph set of UseMarkFilteringSet, else nil.
    let markFilteringSet: Int?
    /// The subtables, in order: the first that applies at a glyph wins.
    let subtables: [Subtable]
    /// The glyphs the lookup may apply at.
    let digest: GlyphDigest

    /// Reads `table`, in a table whose extension lookup type is `extensionType` (7 in GSUB, 9 in GPOS).
    init(_ table: FontTable, extensionType: Int) {
        type = table.u16(0)
        flags = table.u16(2)
        let count = table.available(table.u16(4), of: 2, at: 6)
        markFilteringSet = flags & 0x10 != 0 ? table.u16(6 + count * 2) : nil
        var subtables: [Subtable] = []
        var digest = GlyphDigest()
        for index in 0..<count {
            var subtable = Subtable(type: type, table: table.window(atOffset16: 6 + index * 2))
            if type == extensionType {
                subtable = Subtable(type: subtable.table.u16(2), table: subtable.table.window(at: subtable.table.u32(4)))
                if subtable.type == extensionType { continue }
            }
            if extensionType == 9, subtable.type == 2, subtable.table.u16(0) == 2 {
                let table = subtable.table
                subtable.pairTables = PairTables(coverage: DenseGlyphMap(coverage: table.window(atOffset16: 2)),
                                                 first: DenseGlyphMap(classes: table.window(atOffset16: 8)),
                                                 second: DenseGlyphMap(classes: table.window(atOffset16: 10)))
            }
            subtables.append(subtable)
            Self.addFirstGlyphs(of: subtable, extensionType: extensionType, to: &digest)
        }
        self.subtables = subtables
        self.digest = digest
    }

    /// Adds to `digest` the glyphs at which `subtable` can start to apply: its coverage, or for
    /// context format 3 its first input coverage.
    private static func addFirstGlyphs(of subtable: Subtable, extensionType: Int, to digest: inout GlyphDigest) {
        let table = subtable.table
        let isContext = extensionType == 7 ? subtable.type == 5 : subtable.type == 7
        let isChainContext = extensionType == 7 ? subtable.type == 6 : subtable.type == 8
        let coverage: FontTable
        switch table.u16(0) {
        case 3 where isContext:
            coverage = table.window(atOffset16: 6)
        case 3 where isChainContext:
            coverage = table.window(atOffset16: 4 + table.u16(2) * 2 + 2)
        default:
            coverage = table.window(atOffset16: 2)
        }
        for range in coverage.coverageRanges() { digest.add(range) }
    }
}
