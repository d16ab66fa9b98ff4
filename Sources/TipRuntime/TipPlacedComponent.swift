/// A component placed next to its target: where its frame goes in the container and the
/// component as laid out there.
public struct TipPlacedComponent: Hashable, Sendable {
    /// The whole component (bubble and arrow, or the tag group) in the container's coordinates.
    public var frame: TipRect
    /// The component as laid out for this place.
    public var component: TipComponent
    /// What VoiceOver reads for it: the title and text, or the tags.
    public var accessibilityLabel: String

    /// Creates a placed component.
    public init(frame: TipRect, component: TipComponent, accessibilityLabel: String) {
        self.frame = frame
        self.component = component
        self.accessibilityLabel = accessibilityLabel
    }
}
