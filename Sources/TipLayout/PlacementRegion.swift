import TipModel
import TipStyle

/// Where a component may go in a container: the bounds less the insets (the safe area) less the
/// margin, and the rectangles it must not overlap (the keyboard's frame). Every rectangle is
/// made finite first (``finite(_:)``), and a negative or non-finite inset or margin counts as 0.
struct PlacementRegion {
    /// The bounds less the insets less the margin: the component stays inside it when it can.
    let inner: TipRect
    /// The rectangles with an area that a component must not overlap.
    let avoided: [TipRect]

    init(bounds: TipRect, insets: EdgeInsets, margin: Double, avoiding: [TipRect]) {
        let bounds = Self.finite(bounds)
        let margin = Self.length(margin)
        let top = Self.length(insets.top) + margin, left = Self.length(insets.left) + margin
        let bottom = Self.length(insets.bottom) + margin, right = Self.length(insets.right) + margin
        inner = TipRect(
            x: bounds.x + left, y: bounds.y + top,
            width: max(0, bounds.width - left - right), height: max(0, bounds.height - top - bottom))
        avoided = avoiding.map(Self.finite).filter { $0.width > 0 && $0.height > 0 }
    }

    /// The origin of a component of `size` whose `anchor` (its arrow's apex) goes on the middle
    /// of `target`'s edge facing `edge` — arrow on `bottom`: the component stands above the
    /// target — moved across that edge by the least amount that keeps it inside ``inner`` (aligned
    /// with its start when it is longer). Without an arrow (`edge` is `none`) the component is
    /// centred above the target, then kept inside on both axes.
    func origin(of size: TipSize, anchor: TipPoint, edge: ArrowEdge, target: TipRect) -> TipPoint {
        let centredX = target.x + target.width / 2 - anchor.x
        let centredY = target.y + target.height / 2 - anchor.y
        switch edge {
        case .bottom, .top:
            let facingY = edge == .bottom ? target.minY : target.maxY
            return TipPoint(x: Self.shifted(centredX, length: size.width, within: inner.minX, inner.maxX), y: facingY - anchor.y)
        case .right, .left:
            let facingX = edge == .right ? target.minX : target.maxX
            return TipPoint(x: facingX - anchor.x, y: Self.shifted(centredY, length: size.height, within: inner.minY, inner.maxY))
        case .none:
            return TipPoint(
                x: Self.shifted(target.x + target.width / 2 - size.width / 2, length: size.width, within: inner.minX, inner.maxX),
                y: Self.shifted(target.minY - size.height, length: size.height, within: inner.minY, inner.maxY))
        }
    }

    /// The edge the arrow stands on: `edge` when a component of `size`, placed at `origin` on
    /// that side of `target`, fits there; else the opposite edge when it fits on its side (where
    /// the same shift across puts it); else the one with more room, `edge` on a tie.
    func side(for edge: ArrowEdge, size: TipSize, origin: TipPoint, target: TipRect) -> ArrowEdge {
        guard edge != .none else { return .none }
        let opposite = edge.opposite
        let length = edge.isVertical ? size.height : size.width
        let band = edge.isVertical ? (low: origin.x, high: origin.x + size.width) : (low: origin.y, high: origin.y + size.height)
        if fits(length, beside: target, arrow: edge, across: band) { return edge }
        if fits(length, beside: target, arrow: opposite, across: band) { return opposite }
        return room(beside: target, arrow: opposite, across: band) > room(beside: target, arrow: edge, across: band) ? opposite : edge
    }

    /// Whether a component `length` long along the arrow's axis fits on the side of `target`
    /// that an arrow on `edge` puts it: the target's facing edge lies inside ``inner`` along that
    /// axis and the room there (``room(beside:arrow:across:)``) is at least `length`.
    func fits(_ length: Double, beside target: TipRect, arrow edge: ArrowEdge, across band: (low: Double, high: Double)) -> Bool {
        let (near, far) = edge.isVertical ? (inner.minY, inner.maxY) : (inner.minX, inner.maxX)
        let facing = Self.facing(target, arrow: edge)
        return near <= facing && facing <= far && room(beside: target, arrow: edge, across: band) >= length
    }

    /// The room on the side of `target` that an arrow on `edge` puts a component: from the
    /// target's facing edge to the nearest of ``inner``'s far edge and the near edge of every
    /// avoided rectangle that overlaps `band` across the axis (the component's extent there)
    /// and reaches past the facing edge. Negative when the facing edge is already past one.
    func room(beside target: TipRect, arrow edge: ArrowEdge, across band: (low: Double, high: Double)) -> Double {
        let facing = Self.facing(target, arrow: edge)
        let inBand = avoided.filter { rect in
            edge.isVertical ? rect.minX < band.high && rect.maxX > band.low : rect.minY < band.high && rect.maxY > band.low
        }
        switch edge {
        case .top:  // below the target
            return inBand.filter { $0.maxY > facing }.map(\.minY).reduce(inner.maxY, min) - facing
        case .bottom:  // above the target
            return facing - inBand.filter { $0.minY < facing }.map(\.maxY).reduce(inner.minY, max)
        case .left:  // right of the target
            return inBand.filter { $0.maxX > facing }.map(\.minX).reduce(inner.maxX, min) - facing
        case .right:  // left of the target
            return facing - inBand.filter { $0.minX < facing }.map(\.maxX).reduce(inner.minX, max)
        case .none:
            return 0
        }
    }

    /// The coordinate of `target`'s edge that an arrow on `edge` points at.
    private static func facing(_ target: TipRect, arrow edge: ArrowEdge) -> Double {
        switch edge {
        case .bottom: target.minY
        case .top: target.maxY
        case .right: target.minX
        case .left: target.maxX
        case .none: target.minY
        }
    }

    /// `start` moved by the least amount that keeps `[start, start + length]` inside
    /// `[low, high]`; `low` when it is longer than that span.
    private static func shifted(_ start: Double, length: Double, within low: Double, _ high: Double) -> Double {
        guard length <= high - low else { return low }
        return min(max(start, low), high - length)
    }

    /// `value` when it is a finite length, else 0.
    private static func length(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// `rect`, or an empty rectangle at the origin when a coordinate is not finite; negative
    /// sizes count as 0.
    static func finite(_ rect: TipRect) -> TipRect {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return TipRect(x: 0, y: 0, width: 0, height: 0)
        }
        return TipRect(x: rect.x, y: rect.y, width: max(0, rect.width), height: max(0, rect.height))
    }
}

extension ArrowEdge {
    /// The edge across the bubble: `top` for `bottom`, `left` for `right`.
    var opposite: ArrowEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        case .none: .none
        }
    }

    /// Whether the arrow stands on the top or bottom edge (the component above or below).
    var isVertical: Bool { self == .top || self == .bottom }
}
