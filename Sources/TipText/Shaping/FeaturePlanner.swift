/// Collects the features of a shape plan in HarfBuzz's order (`hb_ot_map_builder_t`): each
/// feature is added at the current GSUB stage (``pause()`` starts the next one); a feature
/// added twice keeps its first stage and joiner handling; a feature added once as not global
/// needs a mask bit of its own, on by default only if some addition was global.
struct FeaturePlanner {
    /// Which joiners a feature handles itself, so matching does not skip them.
    struct Joiners: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let zeroWidthJoiner = Joiners(rawValue: 1)
        static let zeroWidthNonJoiner = Joiners(rawValue: 2)
    }

    /// One feature of the plan.
    struct Feature: Sendable, Hashable {
        let tag: String
        let stage: Int
        var isGlobalOnly: Bool
        var isOnByDefault: Bool
        let manualJoiners: Joiners
        let random: Bool
    }

    private(set) var features: [Feature] = []
    private var stage = 0

    /// Adds `tag` at the current stage.
    mutating func add(_ tag: String, global: Bool = true, manualJoiners: Joiners = [], random: Bool = false) {
        if let index = features.firstIndex(where: { $0.tag == tag }) {
            features[index].isGlobalOnly = features[index].isGlobalOnly && global
            features[index].isOnByDefault = features[index].isOnByDefault || global
            return
        }
        features.append(Feature(tag: tag, stage: stage, isGlobalOnly: global, isOnByDefault: global,
                                manualJoiners: manualJoiners, random: random))
    }

    /// Removes `tag` (a feature turned off).
    mutating func disable(_ tag: String) {
        features.removeAll { $0.tag == tag }
    }

    /// Starts the next GSUB stage: lookups of later features apply after those of earlier ones.
    mutating func pause() {
        stage += 1
    }

    /// The features of a plan for `shaper`, `direction` and `ligatures` (`hb_ot_shape_collect_features`).
    static func features(for shaper: ComplexShaper, direction: TextDirection, ligatures: Bool) -> [Feature] {
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
        return planner.features
    }
}
