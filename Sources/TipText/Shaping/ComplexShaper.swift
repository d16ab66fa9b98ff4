/// The script-specific part of shaping HarfBuzz does for a run (`hb_ot_shaper_t`): which
/// features it adds, how it normalises, how it marks glyphs for features, and when mark
/// advances become zero.
///
/// Shaped like HarfBuzz: Arabic (and the other joining scripts whose GSUB script the font
/// has), Hangul, Hebrew, Thai and Lao. Every other script — the Indic scripts, Khmer,
/// Myanmar and the Universal Shaping Engine's included — uses the default shaper, so their
/// reordering and conjunct forms are not applied.
enum ComplexShaper: Sendable, Hashable {
    case standard
    case arabic
    case hangul
    case hebrew
    case thai

    /// When mark glyphs lose their advance.
    enum MarkZeroing: Sendable { case none, beforePositioning, afterPositioning }

    /// The shaper HarfBuzz picks for `script`; `fontHasScript` says whether the GSUB table
    /// has the script's own tag (the Arabic shaper runs for scripts other than Arabic only then).
    init(script: UnicodeScript, fontHasScript: Bool) {
        switch script {
        case .arabic: self = .arabic
        case .syriac, .nko, .mongolian, .phagsPa, .mandaic, .manichaean, .psalterPahlavi, .adlam, .hanifiRohingya, .sogdian,
             .chorasmian, .oldUyghur:
            self = fontHasScript ? .arabic : .standard
        case .hangul: self = .hangul
        case .hebrew: self = .hebrew
        case .thai, .lao: self = .thai
        default: self = .standard
        }
    }

    /// How the run's characters are normalised before GSUB.
    var normalization: NormalizationMode { self == .hangul ? .none : .composedDiacritics }

    /// When mark advances are zeroed.
    var markZeroing: MarkZeroing { self == .hangul ? .none : .afterPositioning }

    /// Adds the shaper's features (`collect_features`).
    func collectFeatures(into features: inout FeaturePlanner) {
        switch self {
        case .arabic:
            features.add("stch")
            features.pause()
            features.add("ccmp", manualJoiners: .zeroWidthJoiner)
            features.add("locl", manualJoiners: .zeroWidthJoiner)
            features.pause()
            for form in ArabicJoining.Form.allCases {
                features.add(form.featureTag, global: false)
                features.pause()
            }
            features.add("rlig", manualJoiners: .zeroWidthJoiner)
            features.pause()
            features.add("rclt", manualJoiners: .zeroWidthJoiner)
            features.add("calt", manualJoiners: .zeroWidthJoiner)
            features.pause()
            features.add("mset", manualJoiners: .zeroWidthJoiner)
        case .hangul:
            for feature in HangulComposition.Feature.allCases { features.add(feature.tag, global: false) }
        case .standard, .hebrew, .thai:
            break
        }
    }

    /// Changes features after the common ones are added (`override_features`): the Hangul
    /// shaper keeps `calt` off jamo (HarfBuzz 13+), so `calt` needs a mask bit of its own.
    func overrideFeatures(in features: inout FeaturePlanner) {
        if self == .hangul { features.add("calt", global: false) }
    }
}
