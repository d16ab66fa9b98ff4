/// A point in a component's own space (origin at its top-left, y down), in points.
public struct TipPoint: Codable, Hashable, Sendable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position (down).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height, in points.
public struct TipSize: Codable, Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: its top-left corner and its size, in points.
public struct TipRect: Codable, Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle at `origin` of `size`.
    public init(origin: TipPoint, size: TipSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner.
    public var origin: TipPoint { TipPoint(x: x, y: y) }
    /// The width and height.
    public var size: TipSize { TipSize(width: width, height: height) }
    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether `point` is inside or on the edge.
    public func contains(_ point: TipPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

extension TipRect {
    /// The smallest hit region a control may have: 44 × 44 points (Apple's Human Interface
    /// Guidelines, "Accessibility" › hit targets; WCAG 2.5.5's enhanced target size).
    public static let minimumHitSize = 44.0

    /// This rectangle grown about its centre to at least ``minimumHitSize`` wide and tall: where
    /// a tap on a control drawn here lands.
    public func grownToMinimumHitSize() -> TipRect {
        let width = max(self.width, Self.minimumHitSize), height = max(self.height, Self.minimumHitSize)
        return TipRect(x: x - (width - self.width) / 2, y: y - (height - self.height) / 2, width: width, height: height)
    }
}
