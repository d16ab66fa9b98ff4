/// The GDEF table as shaping reads it: glyph classes (base, ligature, mark, component), mark
/// attachment classes and mark glyph sets.
struct GlyphDefinitions: Sendable {
    private let glyphClasses: FontTable
    /// The glyph classes decoded, when they span few enough glyphs (read for every glyph shaped).
    private let decodedClasses: DenseGlyphMap
    private let markAttachmentClasses: FontTable
    private let markGlyphSets: FontTable

    /// Whether the font assigns glyph classes; without them the shaper guesses from the
    /// characters (a non-spacing mark is a mark, everything else a base).
    var hasGlyphClasses: Bool { !glyphClasses.isEmpty }

    /// Reads `table` (empty: no GDEF).
    init(_ table: FontTable) {
        glyphClasses = table.window(atOffset16: 4)
        decodedClasses = DenseGlyphMap(classes: glyphClasses)
        markAttachmentClasses = table.window(atOffset16: 10)
        // MarkGlyphSetsDef exists from version 1.2 on.
        markGlyphSets = table.u16(2) >= 2 ? table.window(atOffset16: 12) : .empty
    }

    /// The glyph properties GDEF gives `glyph`: its class bit, with a mark's attachment class
    /// in bits 8–15 (HarfBuzz's `get_glyph_props`).
    func properties(of glyph: Int) -> GlyphProperties {
        switch decodedClasses.value(of: glyph) ?? glyphClasses.glyphClass(of: glyph) {
        case 1: return .base
        case 2: return .ligature
        case 3: return GlyphProperties(rawValue: GlyphProperties.mark.rawValue | UInt16(truncatingIfNeeded: markAttachmentClasses.glyphClass(of: glyph) << 8))
        default: return []
        }
    }

    /// Whether mark glyph set `set` holds `glyph`.
    func markSet(_ set: Int, contains glyph: Int) -> Bool {
        guard set < markGlyphSets.u16(2) else { return false }
        return markGlyphSets.window(at: markGlyphSets.u32(4 + set * 4)).coverageIndex(of: glyph) != nil
    }
}

/// A glyph's class and history in the buffer (HarfBuzz's glyph props).
struct GlyphProperties: OptionSet, Sendable, Hashable {
    let rawValue: UInt16

    /// A base glyph (GDEF class 1).
    static let base = GlyphProperties(rawValue: 0x02)
    /// A ligature glyph (GDEF class 2).
    static let ligature = GlyphProperties(rawValue: 0x04)
    /// A mark glyph (GDEF class 3); bits 8–15 hold its mark attachment class.
    static let mark = GlyphProperties(rawValue: 0x08)
    /// Set once GSUB replaced the glyph.
    static let substituted = GlyphProperties(rawValue: 0x10)
    /// Set on a glyph made by a ligature substitution.
    static let ligated = GlyphProperties(rawValue: 0x20)
    /// Set on a glyph made by a multiple substitution.
    static let multiplied = GlyphProperties(rawValue: 0x40)

    /// The flags a new class keeps.
    static let history: GlyphProperties = [.substituted, .ligated, .multiplied]

    /// The mark attachment class (0 for none).
    var markAttachmentClass: Int { Int(rawValue >> 8) }
}
