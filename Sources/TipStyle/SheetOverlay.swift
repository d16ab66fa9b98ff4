/// What the review sheet can draw over each component.
public enum SheetOverlay: String, Sendable, CaseIterable {
    /// What VoiceOver reads, in reading order, and where taps land (the hit frames).
    case accessibility
}
