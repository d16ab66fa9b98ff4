/// A tooltip placed next to a target (``TipLayoutEngine/place(_:title:text:actions:target:in:margin:insets:avoiding:sizeCategory:language:)``).
public struct TipPlacement: Hashable, Sendable {
    /// The whole component (bubble and arrow) in the container's coordinates:
    /// `frame.origin + tooltip.anchor` is the apex in the container.
    public var frame: TipRect
    /// The tooltip as laid out for this place (its arrow's edge and position after flipping,
    /// shifting and re-aiming).
    public var tooltip: TipTooltip

    /// Creates a placement.
    public init(frame: TipRect, tooltip: TipTooltip) {
        self.frame = frame
        self.tooltip = tooltip
    }
}
