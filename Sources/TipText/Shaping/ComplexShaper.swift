/// The script-specific part of shaping HarfBuzz does for a run (`hb_ot_shaper_t`): which
/// features it adds, how it normalises, how it marks glyphs for features, and when mark
/// advances become zero.
///
/// Shaped like HarfBuzz: Arabic (and the other joining scripts whose GSUB script the font
/// has), Devanagari (the Indic shaper), Hangul, Hebrew, Thai and Lao. Every other script — the
/// other Indic scripts, Khmer, Myanmar and the Universal Shaping Engine's included — uses the
/// default shaper, so their reordering and conjunct forms are not applied.
enum ComplexShaper: Sendable, Hashable {
    case standard
    case arabic
    case hangul
    case hebrew
    case indic
    case thai

    /// When mark glyphs lose their advance.
    enum MarkZeroing: Sendable { case none, beforePositioning, afterPositioning }

    /// The shaper HarfBuzz picks for `script` (`hb_ot_shaper_categorize`); `chosenScriptTag` is
    /// the GSUB script the plan uses, nil when the font has none: the Arabic shaper runs for
    /// scripts other than Arabic only when it is one of the script's own tags, and the Indic
    /// shaper runs for Devanagari unless it is `DFLT` or `latn` (the default shaper) or a
    /// `dev3` tag (the Universal Shaping Engine's, not ported: the default shaper too).
    init(script: UnicodeScript, chosenScriptTag: String?) {
        switch script {
        case .arabic: self = .arabic
        case .syriac, .nko, .mongolian, .phagsPa, .mandaic, .manichaean, .psalterPahlavi, .adlam, .hanifiRohingya, .sogdian,
             .chorasmian, .oldUyghur:
            self = chosenScriptTag.map { script.openTypeTags.contains($0) } ?? false ? .arabic : .standard
        case .devanagari:
            let isDefault = chosenScriptTag == "DFLT" || chosenScriptTag == "latn" || chosenScriptTag?.last == "3"
            self = isDefault ? .standard : .indic
        case .hangul: self = .hangul
        case .hebrew: self = .hebrew
        case .thai, .lao: self = .thai
        default: self = .standard
        }
    }

    /// How the run's characters are normalised before GSUB.
    var normalization: NormalizationMode {
        switch self {
        case .hangul: .none
        case .indic: .composedDiacriticsWithoutShortCircuit
        case .standard, .arabic, .hebrew, .thai: .composedDiacritics
        }
    }

    /// When mark advances are zeroed.
    var markZeroing: MarkZeroing { self == .hangul || self == .indic ? .none : .afterPositioning }

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
        case .indic:
            features.pause(.indicSyllables)
            features.add("locl", perSyllable: true)
            features.add("ccmp", perSyllable: true)
            features.pause(.indicInitialReordering)
            for feature in IndicFeature.basic {
                features.add(feature.tag, global: feature.isGlobal, manualJoiners: .both, perSyllable: true)
                features.pause()
            }
            features.pause(.indicFinalReordering)
            for feature in IndicFeature.presentation {
                features.add(feature.tag, global: feature.isGlobal, manualJoiners: .both, perSyllable: true)
            }
        case .standard, .hebrew, .thai:
            break
        }
    }

    /// Changes features after the common ones are added (`override_features`): the Hangul
    /// shaper keeps `calt` off jamo (HarfBuzz 13+), so `calt` needs a mask bit of its own; the
    /// Indic shaper turns `liga` off.
    func overrideFeatures(in features: inout FeaturePlanner) {
        switch self {
        case .hangul: features.add("calt", global: false)
        case .indic: features.disable("liga")
        case .standard, .arabic, .hebrew, .thai: break
        }
    }
}
