extension TipComponent {
    /// Whether VoiceOver's escape gesture (a two-finger scrub) dismisses the component where it
    /// is presented: a tooltip, yes; a tag group, which only the app dismisses, no (the gesture
    /// then goes on to the screen behind it).
    public var isDismissedByEscape: Bool {
        if case .tooltip = self { true } else { false }
    }
}
