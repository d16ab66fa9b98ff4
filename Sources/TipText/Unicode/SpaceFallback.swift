/// How wide HarfBuzz makes a space character that the font lacks and that it shows with the
/// font's U+0020 glyph instead (`hb_unicode_funcs_t::space_fallback_type`, then
/// `_hb_ot_shape_fallback_spaces`, before GPOS). Advances are in the font's scale: units per em
/// when shaping in font units.
enum SpaceFallback: Sendable, Hashable {
    /// U+0020 SPACE, U+00A0 NO-BREAK SPACE: the space glyph's own advance.
    case space
    /// A fraction of an em, rounded: `(scale + n / 2) / n` for n = 1 (U+2001, U+2003, U+3000),
    /// 2 (U+2000, U+2002), 3 (U+2004), 4 (U+2005), 5 (U+2009 THIN SPACE), 6 (U+2006),
    /// 16 (U+200A HAIR SPACE).
    case emFraction(Int)
    /// U+205F MEDIUM MATHEMATICAL SPACE: `scale * 4 / 18`, truncated.
    case fourEighteenthsOfEm
    /// U+2007 FIGURE SPACE: the advance of the first of `0`…`9` the font has.
    case figure
    /// U+2008 PUNCTUATION SPACE: the advance of `.`, or else of `,`.
    case punctuation
    /// U+202F NARROW NO-BREAK SPACE: half the space glyph's advance, truncated.
    case narrow

    /// The fallback of `scalar`, if HarfBuzz has one for it: general category Zs and one of the
    /// spaces above (U+1680 OGHAM SPACE MARK has none).
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0020, 0x00A0: self = .space
        case 0x2001, 0x2003, 0x3000: self = .emFraction(1)
        case 0x2000, 0x2002: self = .emFraction(2)
        case 0x2004: self = .emFraction(3)
        case 0x2005: self = .emFraction(4)
        case 0x2009: self = .emFraction(5)
        case 0x2006: self = .emFraction(6)
        case 0x200A: self = .emFraction(16)
        case 0x205F: self = .fourEighteenthsOfEm
        case 0x2007: self = .figure
        case 0x2008: self = .punctuation
        case 0x202F: self = .narrow
        default: return nil
        }
    }

    /// The advance HarfBuzz gives the space: `scale` is the font's (units per em in font units),
    /// `spaceAdvance` the advance of its U+0020 glyph, `advance(of:)` the advance of a
    /// character's glyph, nil if the font lacks it. Where the rule finds no glyph (a figure space
    /// in a font without digits), the space glyph's advance stays.
    func advance(scale: Int, spaceAdvance: Int, advance: (Unicode.Scalar) -> Int?) -> Int {
        switch self {
        case .space: spaceAdvance
        case .emFraction(let divisor): divisor > 0 ? (scale + divisor / 2) / divisor : spaceAdvance
        case .fourEighteenthsOfEm: scale * 4 / 18
        case .figure: Self.digits.lazy.compactMap(advance).first ?? spaceAdvance
        case .punctuation: advance(".") ?? advance(",") ?? spaceAdvance
        case .narrow: spaceAdvance / 2
        }
    }

    /// The digits a figure space measures, in the order HarfBuzz tries them.
    private static let digits: [Unicode.Scalar] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
}
