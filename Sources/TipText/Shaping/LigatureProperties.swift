/// A glyph's part in the ligatures GSUB made (HarfBuzz's `lig_props`): a ligature glyph has an
/// id and its number of components; a mark that was between or after its components has the
/// same id and the component it belongs to (1-based); a glyph of a multiple substitution has
/// id 0 and its index in the sequence. MarkLigPos picks the component a mark attaches to by it,
/// MarkMarkPos attaches marks of one component only, and a ligature does not form across marks
/// of different components.
///
/// Bits 5–7 hold the id (1–7, reused cyclically), bit 4 marks a ligature glyph, bits 0–3 the
/// component or the component count.
struct LigatureProperties: Sendable, Hashable {
    private var rawValue: UInt8 = 0

    /// Not part of a ligature.
    init() {}

    private init(id: Int, flag: UInt8, number: Int) {
        rawValue = UInt8(truncatingIfNeeded: id << 5) | flag | UInt8(truncatingIfNeeded: number & 0x0F)
    }

    /// A ligature glyph with `id` made of `componentCount` components.
    static func ligature(id: Int, componentCount: Int) -> LigatureProperties {
        LigatureProperties(id: id, flag: 0x10, number: componentCount)
    }

    /// A mark of ligature `id` on its component `component` (or a sequence glyph: id 0).
    static func mark(ofLigature id: Int, component: Int) -> LigatureProperties {
        LigatureProperties(id: id, flag: 0, number: component)
    }

    /// The ligature id (0 for none).
    var id: Int { Int(rawValue >> 5) }

    /// Whether this is a ligature glyph (HarfBuzz's `IS_LIG_BASE`).
    var isLigature: Bool { rawValue & 0x10 != 0 }

    /// The component of a mark or sequence glyph, 0 for a ligature glyph (`get_lig_comp`).
    var component: Int { isLigature ? 0 : Int(rawValue & 0x0F) }

    /// The component count of a ligature glyph (else meaningless).
    var componentCount: Int { Int(rawValue & 0x0F) }
}
