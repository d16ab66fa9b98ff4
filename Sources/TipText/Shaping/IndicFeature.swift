/// The Indic shaper's own GSUB features (HarfBuzz's `indic_features`), all with manual
/// joiners and matched within a syllable. The features that are not global apply only
/// where initial or final reordering sets their mask bit.
struct IndicFeature: Sendable, Hashable {
    let tag: String
    let isGlobal: Bool

    /// The basic shaping forms, applied after initial reordering, each in a stage of its own.
    static let basic: [IndicFeature] = [
        .init(tag: "nukt", isGlobal: true), .init(tag: "akhn", isGlobal: true), .init(tag: "rphf", isGlobal: false),
        .init(tag: "rkrf", isGlobal: true), .init(tag: "pref", isGlobal: false), .init(tag: "blwf", isGlobal: false),
        .init(tag: "abvf", isGlobal: false), .init(tag: "half", isGlobal: false), .init(tag: "pstf", isGlobal: false),
        .init(tag: "vatu", isGlobal: true), .init(tag: "cjct", isGlobal: true),
    ]

    /// The presentation forms, applied together after final reordering.
    static let presentation: [IndicFeature] = [
        .init(tag: "init", isGlobal: false), .init(tag: "pres", isGlobal: true), .init(tag: "abvs", isGlobal: true),
        .init(tag: "blws", isGlobal: true), .init(tag: "psts", isGlobal: true), .init(tag: "haln", isGlobal: true),
    ]
}
