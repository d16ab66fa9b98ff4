/// One glyph of the shaping buffer: the glyph, the character it came from (for the shapers'
/// character properties), its cluster, the features that apply to it (`mask`) and its class.
struct GlyphInfo: Sendable {
    /// The glyph id.
    var glyph: Int
    /// The character the glyph came from (a ligature keeps its first component's).
    var scalar: Unicode.Scalar
    /// The offset in the run of the first scalar of the grapheme cluster it belongs to.
    var cluster: Int
    /// One bit per feature that applies to it (``ShapePlan`` assigns them).
    var mask: UInt32
    /// Its class and substitution history.
    var properties: GlyphProperties
    /// The character properties matching needs.
    var character: CharacterFlags
    /// For a space shown with the font's U+0020 glyph, the advance HarfBuzz gives it.
    var spaceFallback: SpaceFallback?
    /// The Indic shaper's syllable: its serial (1–15, repeating) in the high four bits, its
    /// ``IndicSyllables/Kind`` in the low four; 0 outside the Indic shaper. A lookup of a
    /// per-syllable feature matches no glyph of another syllable.
    var syllable: UInt8 = 0
    /// The Indic shaper's category of the character (``IndicCategory/other`` elsewhere).
    var indicCategory: IndicCategory = .other
    /// The Indic shaper's position of the glyph in its syllable.
    var indicPosition: IndicPosition = .end
    /// Its part in the ligatures GSUB made.
    var ligature = LigatureProperties()

    /// Whether the glyph is a mark.
    var isMark: Bool { properties.contains(.mark) }

    /// How many components the glyph stands for: a ligature glyph's count, else 1 (`get_lig_num_comps`).
    var ligatureComponentCount: Int { properties.contains(.ligature) && ligature.isLigature ? ligature.componentCount : 1 }

    /// Whether the glyph is a default-ignorable character GSUB has not replaced: zero width,
    /// and skipped by matching unless ``CharacterFlags/hidden``.
    var isDefaultIgnorable: Bool { character.contains(.defaultIgnorable) && !properties.contains(.substituted) }
}

/// Character properties of a buffer glyph (HarfBuzz's unicode props).
struct CharacterFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// Default_Ignorable_Code_Point.
    static let defaultIgnorable = CharacterFlags(rawValue: 1)
    /// A default ignorable that matching does not skip: U+034F COMBINING GRAPHEME JOINER,
    /// Mongolian free variation selectors and the tag characters of emoji tag sequences.
    static let hidden = CharacterFlags(rawValue: 2)
    /// U+200D ZERO WIDTH JOINER.
    static let zeroWidthJoiner = CharacterFlags(rawValue: 4)
    /// U+200C ZERO WIDTH NON-JOINER.
    static let zeroWidthNonJoiner = CharacterFlags(rawValue: 8)
    /// General category Mn (a glyph class guess when GDEF has none).
    static let nonSpacingMark = CharacterFlags(rawValue: 16)

    /// The flags of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        guard scalar.value >= 0x80 else {
            // ASCII has no default-ignorable characters and no marks.
            self = []
            return
        }
        var flags: CharacterFlags = []
        if UnicodeData.isDefaultIgnorable(scalar) {
            flags.insert(.defaultIgnorable)
            switch scalar.value {
            case 0x200C: flags.insert(.zeroWidthNonJoiner)
            case 0x200D: flags.insert(.zeroWidthJoiner)
            case 0x034F, 0x180B...0x180D, 0x180F, 0xE0020...0xE007F: flags.insert(.hidden)
            default: break
            }
        }
        if UnicodeData.isNonspacingMark(scalar) { flags.insert(.nonSpacingMark) }
        self = flags
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}
