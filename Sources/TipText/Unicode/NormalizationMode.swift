/// How ``ShapingNormalizer`` normalises, as HarfBuzz's shapers ask for it
/// (`hb_ot_shape_normalization_mode_t`; its DECOMPOSED mode, which no shaper uses, is left out).
enum NormalizationMode: Sendable, Hashable {
    /// Decompose only what the font lacks, keep what it has, recompose nothing: the Hangul shaper.
    case none
    /// Keep what the font has, decompose characters with marks as far as it allows, then
    /// recompose marks it has composites for: the default, Arabic, Hebrew and Thai shapers.
    case composedDiacritics
    /// Decompose every character as far as the font allows, then recompose marks it has
    /// composites for: the Indic, Khmer, Myanmar and Universal shapers.
    case composedDiacriticsWithoutShortCircuit

    /// Whether a character without marks that the font has is kept as it is
    /// (HarfBuzz's `might_short_circuit`).
    var keepsSupportedCharacters: Bool { self != .composedDiacriticsWithoutShortCircuit }

    /// Whether a character with marks that the font has is kept too (`always_short_circuit`).
    var keepsSupportedCharactersWithMarks: Bool { self == .none }

    /// Whether marks are recomposed after reordering.
    var recomposes: Bool { self != .none }
}
