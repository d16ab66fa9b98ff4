/// The geometry the Apple adapters animate a tooltip with (``TooltipAnimations``): what a scale
/// is about, and where an emphasis moves the tooltip to. Kept here, away from UIKit and SwiftUI,
/// so that it is the same on every surface and tested with the rest.
extension TipTooltip {
    /// The anchor as a fraction of the tooltip's size (SwiftUI's `UnitPoint`): what a `scale`
    /// transition and a `pulse` scale about, so that the arrow's tip stays on its target.
    public var anchorUnitPoint: TipPoint {
        TipPoint(x: size.width > 0 ? anchor.x / size.width : 0.5, y: size.height > 0 ? anchor.y / size.height : 0.5)
    }

    /// How far `emphasis` moves the tooltip at its peak, in points: a `bounce` towards the
    /// anchor along the arrow's axis (down without an arrow, towards the anchor below the
    /// bubble), a `float` the other way, a `pulse` not at all (it scales).
    public func peakOffset(of emphasis: TooltipEmphasis) -> TipPoint {
        let towardsAnchor: (x: Double, y: Double) = switch arrow?.edge {
        case .top?: (0, -1)
        case .left?: (-1, 0)
        case .right?: (1, 0)
        case .bottom?, ArrowEdge.none?, nil: (0, 1)
        }
        let distance = switch emphasis.kind {
        case .pulse: 0.0
        case .bounce: emphasis.amplitude
        case .float: -emphasis.amplitude
        }
        return TipPoint(x: towardsAnchor.x * distance, y: towardsAnchor.y * distance)
    }
}
