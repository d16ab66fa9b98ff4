/// What the Indic shaper needs from a plan and a face (HarfBuzz's `indic_shape_plan_t`): the
/// mask bits of its features that are not global, the lookups of the features whose forms
/// decide consonant positions, and the virama and dotted circle glyphs.
///
/// Only Devanagari's configuration is here: base consonant last, reph before post-base forms,
/// reph formed implicitly from Ra and halant, below-base forms before and after the base. The
/// old specification (the font's script tag `deva`, not `dev2`) moves a halant after the
/// last consonant, lets `blwf` apply after the base only and matches with context.
struct IndicPlan {
    /// The mask bits of the features initial and final reordering set.
    let rphf, pref, blwf, abvf, half, pstf, initial: UInt32
    /// Whether the font's script tag is the old one.
    let isOldSpecification: Bool
    /// The virama's glyph, if the font has one.
    let viramaGlyph: Int?
    /// The dotted circle's glyph, if the font has one.
    let dottedCircleGlyph: Int?

    private let lookupsByFeature: [String: [LayoutLookup]]

    init(plan: ShapePlan, face: ShapingFace) {
        func mask(_ tag: String) -> UInt32 { plan.featureMasks[tag] ?? 0 }
        rphf = mask("rphf")
        pref = mask("pref")
        blwf = mask("blwf")
        abvf = mask("abvf")
        half = mask("half")
        pstf = mask("pstf")
        initial = mask("init")
        isOldSpecification = plan.substitutionScriptTag.map { $0.last != "2" } ?? true
        viramaGlyph = face.glyph(for: "\u{094D}").map(Int.init).flatMap { $0 == 0 ? nil : $0 }
        dottedCircleGlyph = face.glyph(for: "\u{25CC}").map(Int.init)
        var lookups: [String: [LayoutLookup]] = [:]
        for tag in ["rphf", "pref", "blwf", "pstf", "vatu"] {
            lookups[tag] = plan.stageLookups(ofFeature: tag).compactMap {
                $0.index < face.substitution.lookups.count ? face.substitution.lookups[$0.index] : nil
            }
        }
        lookupsByFeature = lookups
    }

    /// Whether a lookup of `feature`'s stage would replace exactly `glyphs` (without context
    /// in the new specification).
    func wouldSubstitute(_ feature: String, _ glyphs: [Int]) -> Bool {
        lookupsByFeature[feature]?.contains { $0.wouldSubstitute(glyphs, zeroContext: !isOldSpecification) } ?? false
    }

    /// The position a base consonant takes from the font's forms of it with a virama on either
    /// side (`consonant_position_from_face`): below the base for `blwf` or `vatu`, after it for
    /// `pstf` or `pref`.
    func consonantPosition(of consonant: Int, virama: Int) -> IndicPosition {
        func forms(_ feature: String) -> Bool {
            wouldSubstitute(feature, [virama, consonant]) || wouldSubstitute(feature, [consonant, virama])
        }
        if forms("blwf") || forms("vatu") { return .belowConsonant }
        if forms("pstf") || forms("pref") { return .postConsonant }
        return .baseConsonant
    }
}
