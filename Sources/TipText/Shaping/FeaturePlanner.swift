/// Collects the features of a shape plan in HarfBuzz's order (`hb_ot_map_builder_t`): each
/// feature is added at the current GSUB stage (``pause()`` starts the next one); a feature
/// added twice keeps its first stage and joiner handling; a feature added once as not global
/// needs a mask bit of its own, on by default only if some addition was global. A pause may
/// name a step of the shaper to run once the stage it ends is applied.
struct FeaturePlanner {
    /// Which joiners a feature handles itself, so matching does not skip them.
    struct Joiners: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let zeroWidthJoiner = Joiners(rawValue: 1)
        static let zeroWidthNonJoiner = Joiners(rawValue: 2)
        /// Both joiners (HarfBuzz's `F_MANUAL_JOINERS`).
        static let both: Joiners = [.zeroWidthJoiner, .zeroWidthNonJoiner]
    }

    /// One feature of the plan.
    struct Feature: Sendable, Hashable {
        let tag: String
        let stage: Int
        var isGlobalOnly: Bool
        var isOnByDefault: Bool
        let manualJoiners: Joiners
        let random: Bool
        /// Whether its lookups match only within one syllable (`F_PER_SYLLABLE`).
        let perSyllable: Bool
    }

    private(set) var features: [Feature] = []
    /// The shaper's steps, by the stage after which they run.
    private(set) var pauses: [Int: ShapingPause] = [:]
    private var stage = 0

    /// Adds `tag` at the current stage.
    mutating func add(_ tag: String, global: Bool = true, manualJoiners: Joiners = [], random: Bool = false,
                      perSyllable: Bool = false) {
        if let index = features.firstIndex(where: { $0.tag == tag }) {
            features[index].isGlobalOnly = features[index].isGlobalOnly && global
            features[index].isOnByDefault = features[index].isOnByDefault || global
            return
        }
        features.append(Feature(tag: tag, stage: stage, isGlobalOnly: global, isOnByDefault: global,
                                manualJoiners: manualJoiners, random: random, perSyllable: perSyllable))
    }

    /// Removes `tag` (a feature turned off).
    mutating func disable(_ tag: String) {
        features.removeAll { $0.tag == tag }
    }

    /// Starts the next GSUB stage: lookups of later features apply after those of earlier ones;
    /// `step`, if any, runs between the two.
    mutating func pause(_ step: ShapingPause? = nil) {
        if let step { pauses[stage] = step }
        stage += 1
    }

    /// The features and pauses of a plan for `shaper`, `direction` and `ligatures`
    /// (`hb_ot_shape_collect_features`).
    static func planned(for shaper: ComplexShaper, direction: TextDirection, ligatures: Bool) -> FeaturePlanner {
        var planner = FeaturePlanner()
        planner.add("rvrn")
        planner.pause()
        for tag in direction == .leftToRight ? ["ltra", "ltrm"] : ["rtla"] { planner.add(tag) }
        planner.add("rand", random: true)
        planner.add("trak")
        shaper.collectFeatures(into: &planner)
        for tag in ["abvm", "blwm", "ccmp", "locl"] { planner.add(tag) }
        for tag in ["mark", "mkmk"] { planner.add(tag, manualJoiners: [.zeroWidthJoiner, .zeroWidthNonJoiner]) }
        for tag in ["rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"] { planner.add(tag) }
        shaper.overrideFeatures(in: &planner)
        if !ligatures {
            planner.disable("liga")
            planner.disable("clig")
        }
        return planner
    }
}
