/// What a component tells VoiceOver beyond its texts, after inheritance and defaults: whether it
/// is hidden, and what showing a tooltip does. Nil in a style means the defaults
/// (``standardTooltip``).
public struct AccessibilityStyle: Hashable, Sendable, Codable {
    /// Whether the component is hidden from VoiceOver.
    public var hidden: Bool
    /// What showing a tooltip tells VoiceOver (a tag group is never announced).
    public var onShow: AccessibilityOnShow

    /// Creates an accessibility style.
    public init(hidden: Bool = false, onShow: AccessibilityOnShow = .announce) {
        self.hidden = hidden
        self.onShow = onShow
    }

    /// A tooltip's default: read, and announced when shown.
    public static let standardTooltip = AccessibilityStyle()
}

/// What showing a tooltip tells VoiceOver.
public enum AccessibilityOnShow: String, Codable, Hashable, Sendable, CaseIterable {
    /// Nothing: the user finds it in the reading order.
    case none
    /// Move VoiceOver's focus to it (`UIAccessibility.Notification.screenChanged`).
    case focus
    /// Speak it without moving the focus (`UIAccessibility.Notification.announcement`).
    case announce
}
