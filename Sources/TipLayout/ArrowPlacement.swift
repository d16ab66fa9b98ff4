import TipStyle

/// Where an arrow sits along its edge, measured from the edge's left end (top and bottom edges)
/// or top end (left and right edges), whatever the direction the outline runs.
///
/// The arrow's base never enters a rounded corner: the apex is clamped to
/// `[margin + width/2, length − margin − width/2]`. When the straight part of the edge
/// (`length − 2·margin`) is shorter than the arrow, the arrow is centred and its base narrowed
/// to `max(0, length − 2·margin)`.
public struct ArrowPlacement: Hashable, Sendable {
    /// The apex's coordinate along the edge.
    public var apex: Double
    /// The base width actually used (the requested width unless narrowed).
    public var baseWidth: Double
    /// Where the position asked the apex to be (``apex`` unless the corners moved it).
    public var requestedApex: Double

    /// Creates a placement.
    public init(apex: Double, baseWidth: Double, requestedApex: Double? = nil) {
        self.apex = apex
        self.baseWidth = baseWidth
        self.requestedApex = requestedApex ?? apex
    }

    /// The base's end nearer the left or top end of the edge.
    public var baseLow: Double { apex - baseWidth / 2 }
    /// The base's end nearer the right or bottom end of the edge.
    public var baseHigh: Double { apex + baseWidth / 2 }

    /// Places an arrow `width` wide at `position` on an edge `length` long whose ends are taken
    /// by corners `margin` long (the corner radius).
    public static func place(_ position: ArrowPosition, width: Double, edgeLength length: Double, cornerMargin margin: Double) -> ArrowPlacement {
        let requested: Double
        switch position {
        case .center: requested = length / 2
        case .leading(let offset): requested = offset + width / 2
        case .trailing(let offset): requested = length - offset - width / 2
        case .percent(let percent): requested = percent / 100 * length
        }
        let straight = length - 2 * margin
        guard straight >= width else {
            return ArrowPlacement(apex: length / 2, baseWidth: max(0, straight), requestedApex: requested.isFinite ? requested : length / 2)
        }
        let low = margin + width / 2
        let high = length - margin - width / 2
        let apex = requested.isFinite ? min(max(requested, low), high) : length / 2
        return ArrowPlacement(apex: apex, baseWidth: width, requestedApex: requested.isFinite ? requested : apex)
    }
}
