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

/// A rectangle: its top-left corner and its size, in points.
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

    /// The right edge.
    public var maxX: Double { x + width }
    /// The top-left corner.
    public var origin: TipPoint { TipPoint(x: x, y: y) }
    /// The bottom edge.
    public var maxY: Double { y + height }
}

/// Insets on the four edges, in points.
public struct TipInsets: Codable, Hashable, Sendable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
