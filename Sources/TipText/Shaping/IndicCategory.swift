/// What the Indic shaper sees in a character (HarfBuzz's `indic_category_t`, from
/// `gen-indic-table.py`): the syllable machine's alphabet.
enum IndicCategory: UInt8, Sendable {
    case other
    case consonant
    case vowel
    case nukta
    case halant
    case zeroWidthNonJoiner
    case zeroWidthJoiner
    case matra
    case syllableModifier
    case vedicSign
    case placeholder
    case dottedCircle
    case registerShifter
    case repha
    case ra
    case consonantMedial
    case symbol
    case consonantWithStacker

    /// Whether initial reordering treats it as a consonant (vowels and placeholders included,
    /// HarfBuzz's `CONSONANT_FLAGS_INDIC`).
    var isConsonantLike: Bool {
        switch self {
        case .consonant, .consonantWithStacker, .ra, .consonantMedial, .vowel, .placeholder, .dottedCircle: true
        default: false
        }
    }

    /// ZWJ or ZWNJ.
    var isJoiner: Bool { self == .zeroWidthJoiner || self == .zeroWidthNonJoiner }
}

/// Where a character goes in its syllable (HarfBuzz's `ot_position_t`), in visual order:
/// initial reordering sorts a syllable's glyphs by it, stably.
enum IndicPosition: UInt8, Comparable, Sendable {
    case start
    case raToBecomeReph
    case preMatra
    case preConsonant
    case baseConsonant
    case afterMain
    case aboveConsonant
    case beforeSubjoined
    case belowConsonant
    case afterSubjoined
    case beforePost
    case postConsonant
    case afterPost
    case finalConsonant
    case syllableModifierOrVedic
    case end

    static func < (lhs: IndicPosition, rhs: IndicPosition) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The Indic category and position of a character, as HarfBuzz's generated table gives them
/// for the Devanagari shaper (`hb_indic_get_categories`): the category from the
/// Indic_Syllabic_Category with HarfBuzz's overrides, the position from the category (consonants
/// are base consonants, syllable modifiers and vedic signs SMVD) or, for a matra, from its
/// Indic_Positional_Category (a left matra is pre-base, every other Devanagari matra goes after
/// the subjoined consonants).
struct IndicProperties: Sendable, Hashable {
    let category: IndicCategory
    let position: IndicPosition

    init(category: IndicCategory, position: IndicPosition) {
        self.category = category
        self.position = position
    }

    /// The properties of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let category = Self.category(of: scalar)
        self.category = category
        switch category {
        case .consonant, .consonantWithStacker, .ra, .consonantMedial, .vowel, .placeholder, .dottedCircle:
            position = .baseConsonant
        case .matra:
            switch UnicodeData.indicPositionalCategory(of: scalar) {
            case .left, .visualOrderLeft: position = .preMatra
            default: position = .afterSubjoined
            }
        case .syllableModifier, .vedicSign, .symbol:
            position = .syllableModifierOrVedic
        case .halant:
            position = .belowConsonant
        default:
            position = .end
        }
    }

    /// HarfBuzz's category of `scalar`: its overrides first, then the Indic_Syllabic_Category of
    /// the characters its table covers (Devanagari and the blocks it shares with other scripts).
    private static func category(of scalar: Unicode.Scalar) -> IndicCategory {
        let value = scalar.value
        switch value {
        case 0x0930: return .ra
        case 0x0953, 0x0954: return .syllableModifier
        case 0x1CE2...0x1CE8, 0x1CED: return .vedicSign
        case 0x1CF2, 0x1CF3, 0x1CF5, 0x1CF6: return .consonant
        case 0x1CE9...0x1CEC, 0x1CEE...0x1CF1, 0xA8F2...0xA8F7: return .symbol
        case 0x25CC: return .dottedCircle
        case 0x200C: return .zeroWidthNonJoiner
        case 0x200D: return .zeroWidthJoiner
        case 0x00A0, 0x00D7, 0x2010...0x2015, 0x2022, 0x25FB...0x25FE: return .placeholder
        case 0x00B2, 0x00B3, 0x2074, 0x2082...0x2084: return .syllableModifier
        case 0x002D, 0x0030...0x0039: return .placeholder
        case 0x0900...0x097F, 0x1CD0...0x1CFF, 0xA8E0...0xA8FF: break
        default: return .other
        }
        switch UnicodeData.indicSyllabicCategory(of: scalar) {
        case .avagraha: return .symbol
        case .bindu, .geminationMark, .syllableModifier, .visarga: return .syllableModifier
        case .brahmiJoiningNumber, .consonantPlaceholder, .number, .numberJoiner: return .placeholder
        case .cantillationMark: return .vedicSign
        case .consonant, .consonantDead, .consonantHeadLetter, .consonantInitialPostfixed: return .consonant
        case .consonantFinal, .consonantMedial, .consonantSubjoined, .consonantSucceedingRepha: return .consonantMedial
        case .consonantKiller, .pureKiller, .vowelDependent: return .matra
        case .consonantPrecedingRepha: return .repha
        case .consonantWithStacker: return .consonantWithStacker
        case .invisibleStacker, .virama: return .halant
        case .joiner: return .zeroWidthJoiner
        case .nonJoiner: return .zeroWidthNonJoiner
        case .nukta, .toneMark: return .nukta
        case .registerShifter: return .registerShifter
        case .vowel, .vowelIndependent: return .vowel
        case .other, .consonantPrefixed, .modifyingLetter, .toneLetter: return .other
        }
    }
}
