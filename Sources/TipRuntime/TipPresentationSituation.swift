/// Everything a tip's place depends on, in the container's coordinates: the target's frame, the
/// container's bounds, its safe area, what to keep clear (the keyboard), the margin, the text
/// size and the legibility weight (Bold Text).
public struct TipPresentationSituation: Hashable, Sendable {
    /// The frame of the view the tip explains.
    public var target: TipRect
    /// The container's bounds.
    public var bounds: TipRect
    /// The container's safe area insets.
    public var insets: TipInsets
    /// Rectangles the tip must not overlap where it can help it: the keyboard's
    /// (``TipKeyboard/avoidedRectangles(keyboardFrame:in:)``).
    public var avoiding: [TipRect]
    /// Points kept free inside the bounds less the insets.
    public var margin: Double
    /// The text size to lay the tip out at.
    public var sizeCategory: TipSizeCategory
    /// The legibility weight to lay the tip out at: `.bold` with Bold Text on.
    public var legibilityWeight: TipLegibilityWeight

    /// A situation; by default with no insets, nothing to avoid, the margin 8, the standard
    /// text size and the regular weight.
    public init(
        target: TipRect, bounds: TipRect, insets: TipInsets = TipInsets(all: 0), avoiding: [TipRect] = [], margin: Double = 8,
        sizeCategory: TipSizeCategory = .standard, legibilityWeight: TipLegibilityWeight = .regular
    ) {
        self.target = target
        self.bounds = bounds
        self.insets = insets
        self.avoiding = avoiding
        self.margin = margin
        self.sizeCategory = sizeCategory
        self.legibilityWeight = legibilityWeight
    }
}
