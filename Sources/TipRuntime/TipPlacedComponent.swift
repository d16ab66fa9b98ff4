/// A component placed next to its target: where its frame goes in the container and the
/// component as laid out there.
public struct TipPlacedComponent: Hashable, Sendable {
    /// The whole component (bubble and arrow, or the tag group) in the container's coordinates.
    public var frame: TipRect
    /// The component as laid out for this place (what VoiceOver reads of it is its
    /// `accessibility` tree).
    public var component: TipComponent

    /// Creates a placed component.
    public init(frame: TipRect, component: TipComponent) {
        self.frame = frame
        self.component = component
    }
}
