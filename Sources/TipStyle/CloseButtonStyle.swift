/// The close button of a tooltip (`closeButton: true`): a square hit area at the bubble's
/// trailing top corner, as large as Apple's Human Interface Guidelines ask of a tappable
/// control, with a smaller "×" drawn in its middle. Lengths are in points.
public struct CloseButtonStyle: Hashable, Sendable, Codable {
    /// The side of the square the button answers taps in.
    public var hitSize: Double
    /// The side of the square the "×" is drawn in.
    public var glyphSize: Double
    /// The width of the "×"'s strokes.
    public var lineWidth: Double
    /// The colour of the "×".
    public var color: DynamicColor

    /// Creates a close button: a 44 × 44 hit area (the HIG's minimum), a 12-point "×" of
    /// 1.5-point strokes.
    public init(hitSize: Double = 44, glyphSize: Double = 12, lineWidth: Double = 1.5, color: DynamicColor) {
        self.hitSize = hitSize
        self.glyphSize = glyphSize
        self.lineWidth = lineWidth
        self.color = color
    }

    /// How much narrower than the content box the content above the actions is, so that it
    /// ends where the hit area starts: the hit area less the right padding.
    public func reserve(padding: EdgeInsets) -> Double {
        max(0, hitSize - padding.right)
    }

    /// The least height of the content above the actions, so that they start below the hit
    /// area and the bubble holds it: the hit area less the top padding.
    public func minimumHeaderHeight(padding: EdgeInsets) -> Double {
        max(0, hitSize - padding.top)
    }
}
