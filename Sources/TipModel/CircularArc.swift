#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A circular arc by its centre and angles: what drawing APIs that take arcs by centre (Core
/// Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`) need from a path's
/// ``TipPathCommand/arc(radius:clockwise:to:)``, which gives the arc by its end points (as SVG).
public struct CircularArc: Hashable, Sendable {
    /// The centre.
    public var center: TipPoint
    /// The radius (grown to half the chord when the written one cannot reach the end point).
    public var radius: Double
    /// The angle of the start point, in radians, measured in the path's y-down space.
    public var startAngle: Double
    /// The angle of the end point, in radians.
    public var endAngle: Double

    /// Creates an arc.
    public init(center: TipPoint, radius: Double, startAngle: Double, endAngle: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The small arc (≤ 180°) of `radius` from `start` to `end`, `clockwise` on screen (y down),
    /// as SVG's `A r r 0 0 sweep` (SVG 1.1, appendix F.6.5, equal radii, no rotation); nil when
    /// the radius is not positive or the points coincide (a straight line, or nothing, is drawn).
    public static func between(_ start: TipPoint, _ end: TipPoint, radius: Double, clockwise: Bool) -> CircularArc? {
        let halfX = (start.x - end.x) / 2, halfY = (start.y - end.y) / 2
        let halfSquared = halfX * halfX + halfY * halfY
        guard radius > 0, radius.isFinite, halfSquared > 0 else { return nil }
        let reach = max(radius, halfSquared.squareRoot())
        let factor = max(0, (reach * reach - halfSquared) / halfSquared).squareRoot() * (clockwise ? 1 : -1)
        let center = TipPoint(x: factor * halfY + (start.x + end.x) / 2, y: -factor * halfX + (start.y + end.y) / 2)
        return CircularArc(
            center: center, radius: reach,
            startAngle: atan2(start.y - center.y, start.x - center.x), endAngle: atan2(end.y - center.y, end.x - center.x))
    }
}
