/// Where GPOS puts one glyph of a horizontal run, in font units (HarfBuzz's
/// `hb_glyph_position_t`): its advance, its offset from the pen position the advances give, and
/// what it is attached to until ``GlyphBuffer/resolveAttachmentOffsets(isRightToLeft:)`` makes
/// its offset relative to the run instead of to that glyph.
struct GlyphPosition: Sendable, Hashable {
    /// The advance.
    var xAdvance: Int
    /// The horizontal offset.
    var xOffset = 0
    /// The vertical offset (up is positive).
    var yOffset = 0
    /// The glyph this one's offset is measured from, while GPOS runs.
    var attachment = GlyphAttachment.none
}

/// What a glyph is attached to by GPOS (HarfBuzz's `attach_type` and `attach_chain`): nothing, or
/// the glyph `distance` positions away in the buffer, as a mark (to its base, ligature or mark)
/// or cursively (to its neighbour).
enum GlyphAttachment: Sendable, Hashable {
    case none
    case mark(distance: Int)
    case cursive(distance: Int)

    /// How far away the glyph attached to is (0 for none).
    var distance: Int {
        switch self {
        case .none: 0
        case .mark(let distance), .cursive(let distance): distance
        }
    }
}
