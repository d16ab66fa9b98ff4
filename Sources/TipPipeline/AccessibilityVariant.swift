import TipStyle

/// The variant of a component an accessibility check found something in: its locale, and —
/// where the check depends on them — its text size, its legibility weight and its appearance. Each is nil when the
/// finding holds whatever its value, and the message then leaves it unsaid.
struct AccessibilityVariant: Hashable, Sendable {
    /// The locale as the strings table names it; nil: the source language, or no table.
    var locale: String?
    /// The content size category; nil for a finding that does not depend on the text size.
    var category: ContentSizeCategory?
    /// The legibility weight of a layout a check read (hit areas); regular for the others:
    /// contrast is checked at the regular weight, whose minimum is never below Bold Text's.
    var legibility: LegibilityWeight = .regular
    /// The appearance (light or dark, with or without Increase Contrast); nil for a finding
    /// that does not depend on colours.
    var appearance: Appearance?

    /// How the component looks in it, as a message says it after what it measured: "in light",
    /// "in dark with increased contrast"; empty for a finding that does not depend on its look.
    var look: String {
        appearance.map(AccessibilityMessages.appearance) ?? ""
    }

    /// Where in the variants it stands, after its locale's rank: the default text size first
    /// (so that a finding the same at every size names it), then the others from the smallest,
    /// then regular before Bold Text, then appearances in ``Appearance`` order.
    var rank: (Int, Int, Int) {
        (category.map { $0 == .standard ? -1 : ContentSizeCategory.allCases.firstIndex(of: $0) ?? 0 } ?? -2,
         legibility == .regular ? 0 : 1,
         appearance.map { Appearance.allCases.firstIndex(of: $0) ?? 0 } ?? -1)
    }
}
