/// One command of a vector path, in absolute coordinates.
public enum PathCommand: Hashable, Sendable {
    /// Start a subpath.
    case move(Point)
    /// Straight line.
    case line(Point)
    /// Quadratic Bézier curve.
    case quadCurve(control: Point, to: Point)
    /// Circular arc of `radius` ending at `to`; `clockwise` in screen space (y down), always the
    /// small arc (≤ 180°).
    case arc(radius: Double, clockwise: Bool, to: Point)
    /// Close the subpath.
    case close
}

/// A vector outline: the bubble with its arrow as one closed path.
public struct Path: Hashable, Sendable {
    /// The commands in order.
    public var commands: [PathCommand]

    /// Creates a path.
    public init(_ commands: [PathCommand] = []) { self.commands = commands }
}
