import TipModel
import TipStyle
import TipText

/// A tooltip placed next to a target inside a container: where its frame goes, and the tooltip
/// as laid out there (its arrow's edge and position after flipping and re-aiming).
public struct PlacedTooltip: Sendable {
    /// The component's top-left corner in the container's coordinates; the frame is this
    /// origin and the layout's size.
    public var origin: TipPoint
    /// The tooltip as laid out for this place.
    public var layout: TooltipLayout

    /// Creates a placement.
    public init(origin: TipPoint, layout: TooltipLayout) {
        self.origin = origin
        self.layout = layout
    }

    /// The whole component (bubble and arrow) in the container's coordinates.
    public var frame: TipRect { TipRect(origin: origin, size: layout.tooltip.size) }
}

/// Places a tooltip next to the view it explains, inside a container, by the rules of the
/// runtime contract (`runtime-and-variants.md`, "Placement"). The style's arrow edge says where
/// the target is: an arrow on `bottom` stands the tooltip above the target.
///
/// 1. **Side.** The apex goes on the middle of the target's facing edge (arrow `bottom`: at
///    `(target.midX, target.minY)`). If the tooltip then leaves the bounds less `margin` on that
///    side, it flips to the opposite side (the arrow's edge flipped) when it fits there; when it
///    fits on neither, it takes the side with more room (the preferred one on a tie). Arrows on
///    `left` and `right` flip horizontally in the same way.
/// 2. **Shift.** Along the other axis the apex starts on the target's middle; the whole tooltip
///    then moves by the least amount that keeps it inside the bounds less `margin`. A tooltip
///    longer than that span is aligned with its start (left or top) instead.
/// 3. **Re-aim.** After a shift, the arrow moves along its edge so the apex points at the
///    target's middle again (laid out as `arrow.position: leading(…)`), clamped out of the
///    rounded corners by the layout's own rule (``ArrowPlacement``).
/// 4. **No arrow** (`arrow.edge: none`): the bubble is centred above the target, then shifted
///    on both axes to stay inside.
///
/// Rectangles with a coordinate that is not finite count as empty rectangles at the origin, and
/// a negative margin as 0, so that no frame ever holds NaN.
public enum TooltipPlacement {
    /// The default space kept free inside the bounds, in points.
    public static let defaultMargin = 8.0

    /// Places the tooltip `name` showing `content` in `style` next to `target`, inside `bounds`.
    public static func place(
        named name: String, content: TooltipContent, style: TooltipStyle, measurer: some TextMeasurer,
        target rawTarget: TipRect, bounds rawBounds: TipRect, margin rawMargin: Double = defaultMargin,
        sizeCategory: ContentSizeCategory = .standard
    ) -> PlacedTooltip {
        let target = finite(rawTarget), bounds = finite(rawBounds)
        let margin = rawMargin.isFinite ? max(0, rawMargin) : 0
        let inner = TipRect(
            x: bounds.x + margin, y: bounds.y + margin,
            width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin))
        func layout(_ style: TooltipStyle) -> TooltipLayout {
            Layout.tooltip(named: name, content: content, style: style, measurer: measurer, sizeCategory: sizeCategory)
        }
        var style = style
        var laidOut = layout(style)
        let edge = style.arrow.edge
        guard edge != .none else {
            let size = laidOut.tooltip.size
            let origin = TipPoint(
                x: shifted(target.x + target.width / 2 - size.width / 2, length: size.width, within: inner.minX, inner.maxX),
                y: shifted(target.minY - size.height, length: size.height, within: inner.minY, inner.maxY))
            return PlacedTooltip(origin: origin, layout: laidOut)
        }

        // 1. Side: the edge the arrow stands on after flipping, and the apex on the target.
        let chosen = side(for: edge, size: laidOut.tooltip.size, target: target, inner: inner)
        if chosen != edge {
            style.arrow.edge = chosen
            laidOut = layout(style)
        }
        let isVertical = chosen == .top || chosen == .bottom
        let apex = laidOut.tooltip.anchor
        let size = laidOut.tooltip.size
        var origin: TipPoint
        if isVertical {
            let facingY = chosen == .bottom ? target.minY : target.maxY
            let centred = target.x + target.width / 2 - apex.x
            origin = TipPoint(x: shifted(centred, length: size.width, within: inner.minX, inner.maxX), y: facingY - apex.y)
        } else {
            let facingX = chosen == .right ? target.minX : target.maxX
            let centred = target.y + target.height / 2 - apex.y
            origin = TipPoint(x: facingX - apex.x, y: shifted(centred, length: size.height, within: inner.minY, inner.maxY))
        }

        // 3. Re-aim: the apex back on the target's middle, along the arrow's edge.
        let bubble = laidOut.tooltip.bubble.frame
        let along = isVertical
            ? target.x + target.width / 2 - origin.x - bubble.x
            : target.y + target.height / 2 - origin.y - bubble.y
        let currentAlong = isVertical ? apex.x - bubble.x : apex.y - bubble.y
        if abs(along - currentAlong) > 1e-9 {
            style.arrow.position = .leading(along - max(0, style.arrow.width) / 2)
            laidOut = layout(style)
        }
        return PlacedTooltip(origin: origin, layout: laidOut)
    }

    /// The edge the arrow stands on: `edge` when the tooltip fits on its side of the target,
    /// else the opposite edge when it fits there, else the one with more room.
    private static func side(for edge: ArrowEdge, size: TipSize, target: TipRect, inner: TipRect) -> ArrowEdge {
        let opposite: ArrowEdge
        let room: Double, oppositeRoom: Double, needed: Double
        switch edge {
        case .bottom:  // above the target
            (opposite, room, oppositeRoom, needed) = (.top, target.minY - inner.minY, inner.maxY - target.maxY, size.height)
        case .top:  // below the target
            (opposite, room, oppositeRoom, needed) = (.bottom, inner.maxY - target.maxY, target.minY - inner.minY, size.height)
        case .right:  // left of the target
            (opposite, room, oppositeRoom, needed) = (.left, target.minX - inner.minX, inner.maxX - target.maxX, size.width)
        case .left:  // right of the target
            (opposite, room, oppositeRoom, needed) = (.right, inner.maxX - target.maxX, target.minX - inner.minX, size.width)
        case .none:
            return .none
        }
        if room >= needed { return edge }
        if oppositeRoom >= needed { return opposite }
        return oppositeRoom > room ? opposite : edge
    }

    /// `start` moved by the least amount that keeps `[start, start + length]` inside
    /// `[low, high]`; `low` when it is longer than that span.
    private static func shifted(_ start: Double, length: Double, within low: Double, _ high: Double) -> Double {
        guard length <= high - low else { return low }
        return min(max(start, low), high - length)
    }

    /// `rect`, or an empty rectangle at the origin when a coordinate is not finite; negative
    /// sizes count as 0.
    private static func finite(_ rect: TipRect) -> TipRect {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return TipRect(x: 0, y: 0, width: 0, height: 0)
        }
        return TipRect(x: rect.x, y: rect.y, width: max(0, rect.width), height: max(0, rect.height))
    }
}
