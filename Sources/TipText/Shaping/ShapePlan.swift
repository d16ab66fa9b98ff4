/// What shaping a run in one face applies, worked out once per face, script, direction,
/// language and ligature setting (HarfBuzz's `hb_ot_shape_plan_t`): the shaper, the GSUB
/// lookups stage by stage and the GPOS lookups, each with its feature mask, and the mask
/// bits of the features a shaper turns on per glyph. A class: every shaped piece takes the
/// face's plan, which then costs one reference instead of one per array and dictionary.
final class ShapePlan: Sendable {
    /// A lookup to apply, with its settings.
    struct PlannedLookup: Sendable, Hashable {
        let index: Int
        var settings: LookupApplication.Settings
    }

    /// The shaper for the run's script.
    let shaper: ComplexShaper
    /// GSUB lookups by stage, each stage in lookup-list order.
    let substitutionStages: [[PlannedLookup]]
    /// GPOS lookups in lookup-list order.
    let positioningLookups: [PlannedLookup]
    /// The mask every glyph starts with.
    let globalMask: UInt32
    /// The mask bit of each feature that has one of its own.
    let featureMasks: [String: UInt32]
    /// Whether the legacy `kern` table applies (the font has no GPOS `kern` feature).
    let appliesLegacyKerning: Bool
    /// The shaper's steps, by the GSUB stage after which they run.
    let substitutionPauses: [Int: ShapingPause]
    /// The GSUB stage of each feature of the plan.
    let featureStages: [String: Int]
    /// The GSUB script tag the plan uses (`dev2`, `DFLT`…), nil if the font has none.
    let substitutionScriptTag: String?

    /// The plan for a run in `script` and `direction`, text in `language`, in a face with
    /// these tables.
    init(substitution: LayoutTable, positioning: LayoutTable, hasLegacyKerning: Bool,
         script: UnicodeScript, direction: TextDirection, language: String?, ligatures: Bool) {
        let scriptTags = script.openTypeTags
        let languageTags = OpenTypeLanguage.tags(for: language)
        let substitutionSystem = substitution.languageSystem(scriptTags: scriptTags, languageTags: languageTags)
        let positioningSystem = positioning.languageSystem(scriptTags: scriptTags, languageTags: languageTags)
        substitutionScriptTag = substitutionSystem?.scriptTag
        shaper = ComplexShaper(script: script, chosenScriptTag: substitutionScriptTag)
        let planner = FeaturePlanner.planned(for: shaper, direction: direction, ligatures: ligatures)
        let features = planner.features
        substitutionPauses = planner.pauses
        featureStages = Dictionary(features.map { ($0.tag, $0.stage) }, uniquingKeysWith: { first, _ in first })

        var masks: [String: UInt32] = [:]
        var global: UInt32 = 1
        var nextBit: UInt32 = 1
        for feature in features where !feature.isGlobalOnly && nextBit < 32 {
            masks[feature.tag] = 1 << nextBit
            if feature.isOnByDefault { global |= 1 << nextBit }
            nextBit += 1
        }
        globalMask = global
        featureMasks = masks

        func lookups(in table: LayoutTable, system: LayoutTable.LanguageSystem?) -> [[PlannedLookup]] {
            guard let system else { return [] }
            let stageCount = max(features.map(\.stage).max() ?? 0, planner.pauses.keys.max() ?? 0) + 1
            var stages = [[PlannedLookup]](repeating: [], count: stageCount)
            let required = table.requiredFeature(of: system)
            for feature in features {
                guard let indices = table.lookupIndices(ofFeature: feature.tag, in: system) else { continue }
                let settings = LookupApplication.Settings(
                    mask: masks[feature.tag] ?? 1, autoZeroWidthJoiner: !feature.manualJoiners.contains(.zeroWidthJoiner),
                    autoZeroWidthNonJoiner: !feature.manualJoiners.contains(.zeroWidthNonJoiner), random: feature.random,
                    perSyllable: feature.perSyllable)
                stages[feature.stage] += indices.map { PlannedLookup(index: $0, settings: settings) }
            }
            if let required {
                let stage = features.first { $0.tag == required.tag }?.stage ?? 0
                stages[stage] += required.lookups.map { PlannedLookup(index: $0, settings: .init(mask: global)) }
            }
            return stages.map(Self.merged)
        }
        substitutionStages = lookups(in: substitution, system: substitutionSystem)
        positioningLookups = Self.merged(lookups(in: positioning, system: positioningSystem).flatMap { $0 })
        appliesLegacyKerning = hasLegacyKerning && !positioning.hasFeature("kern")
    }

    /// The GSUB lookups of the stage `tag` is in, none if the plan lacks it
    /// (`hb_ot_map_t::get_stage_lookups`).
    func stageLookups(ofFeature tag: String) -> [PlannedLookup] {
        guard let stage = featureStages[tag], stage < substitutionStages.count else { return [] }
        return substitutionStages[stage]
    }

    /// `lookups` sorted by index, a lookup listed twice once with both masks and the stricter
    /// joiner handling.
    private static func merged(_ lookups: [PlannedLookup]) -> [PlannedLookup] {
        var result: [PlannedLookup] = []
        for lookup in lookups.sorted(by: { $0.index < $1.index }) {
            guard let last = result.last, last.index == lookup.index else {
                result.append(lookup)
                continue
            }
            result[result.count - 1].settings.mask |= lookup.settings.mask
            result[result.count - 1].settings.autoZeroWidthJoiner = last.settings.autoZeroWidthJoiner && lookup.settings.autoZeroWidthJoiner
            result[result.count - 1].settings.autoZeroWidthNonJoiner = last.settings.autoZeroWidthNonJoiner
                && lookup.settings.autoZeroWidthNonJoiner
            result[result.count - 1].settings.random = last.settings.random || lookup.settings.random
        }
        return result
    }
}
