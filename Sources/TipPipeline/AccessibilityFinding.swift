import TipSyntax

/// What an accessibility check found wrong with one part of a component in one variant.
struct AccessibilityFinding: Sendable {
    /// The warning.
    let check: DiagnosticCode
    /// Which part of the component it is about (each part is reported on its own).
    let part: String
    /// What the message says is wrong, after the component's name and the variant: written
    /// only for the findings reported (most are not: only the worst variant is).
    let problem: @Sendable () -> String
    /// How far off it is, to find the worst variant (how much contrast is missing, how many
    /// points a hit area lacks or overlaps).
    let measure: Double
    /// Where it was found.
    var variant: AccessibilityVariant
}
