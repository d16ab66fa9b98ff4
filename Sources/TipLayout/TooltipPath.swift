#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipModel
import TipStyle

/// The one continuous outline of a tooltip: the rounded bubble with its arrow, clockwise.
///
/// The outline starts where the top-left corner ends, runs along the top edge (through the
/// arrow if it stands there), arcs round the top-right corner, down the right edge, right to
/// left along the bottom, up the left edge, and closes after the top-left arc. Corners of
/// radius 0 have no arc.
///
/// `inset` moves the outline inwards by that distance (half the border width), as an exact
/// parallel curve of the outer shape: the rectangle shrinks by `inset` on every side, corner
/// radii shrink by `inset` (never below 0), and the arrow's sides move `inset` inwards, so its
/// apex drops by `inset / sin(θ/2)` and its base narrows along the sides. A stroke `2·inset`
/// wide on this outline then covers exactly the band inside the outer shape (with miter
/// joins at the apex), which is how UIKit draws a border: inside the bounds.
enum TooltipPath {
    /// Below this length two points are the same and a line between them is dropped.
    private static let tolerance = 1e-9

    /// The outline of `bubble` (corner radius `cornerRadius`) with `arrow`, moved `inset` inwards.
    /// An arrow with no area left after the inset (zero width or height, or thinner than the
    /// border) is not drawn.
    static func outline(bubble: TipRect, cornerRadius: Double, inset: Double, arrow: TipArrow?) -> TipPath {
        let frame = TipRect(
            x: bubble.x + inset, y: bubble.y + inset,
            width: max(0, bubble.width - 2 * inset), height: max(0, bubble.height - 2 * inset)
        )
        let radius = max(0, cornerRadius - inset)
        let tip = arrow.flatMap { insetTriangle(of: $0, inset: inset) }
        let (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)

        var builder = Builder(start: TipPoint(x: x0 + radius, y: y0))
        builder.arrow(tip, on: .top)
        builder.line(to: TipPoint(x: x1 - radius, y: y0))
        builder.arc(radius: radius, to: TipPoint(x: x1, y: y0 + radius))
        builder.arrow(tip, on: .right)
        builder.line(to: TipPoint(x: x1, y: y1 - radius))
        builder.arc(radius: radius, to: TipPoint(x: x1 - radius, y: y1))
        builder.arrow(tip, on: .bottom)
        builder.line(to: TipPoint(x: x0 + radius, y: y1))
        builder.arc(radius: radius, to: TipPoint(x: x0, y: y1 - radius))
        builder.arrow(tip, on: .left)
        builder.line(to: TipPoint(x: x0, y: y0 + radius))
        builder.arc(radius: radius, to: TipPoint(x: x0 + radius, y: y0))
        builder.commands.append(.close)
        return TipPath(builder.commands)
    }

    /// The arrow's triangle moved `inset` inwards, in path order, with its apex rounding.
    private static func insetTriangle(of arrow: TipArrow, inset: Double) -> Triangle? {
        let outward = outwardNormal(of: arrow.edge)
        let halfBase = hypot(arrow.baseEnd.x - arrow.baseStart.x, arrow.baseEnd.y - arrow.baseStart.y) / 2
        let height = arrow.height
        guard halfBase > tolerance, height > tolerance else { return nil }
        let sinHalfAngle = halfBase / hypot(halfBase, height)
        // Height above the inset edge line, and the base half-width there (similar triangles).
        let insetHeight = height + inset - inset / sinHalfAngle
        guard insetHeight > tolerance else { return nil }
        let insetHalfBase = halfBase * insetHeight / height
        let mid = TipPoint(x: (arrow.baseStart.x + arrow.baseEnd.x) / 2, y: (arrow.baseStart.y + arrow.baseEnd.y) / 2)
        let baseMid = TipPoint(x: mid.x - outward.x * inset, y: mid.y - outward.y * inset)
        let along = TipPoint(x: (arrow.baseEnd.x - arrow.baseStart.x) / (2 * halfBase), y: (arrow.baseEnd.y - arrow.baseStart.y) / (2 * halfBase))
        return Triangle(
            edge: arrow.edge,
            baseStart: TipPoint(x: baseMid.x - along.x * insetHalfBase, y: baseMid.y - along.y * insetHalfBase),
            apex: TipPoint(x: baseMid.x + outward.x * insetHeight, y: baseMid.y + outward.y * insetHeight),
            baseEnd: TipPoint(x: baseMid.x + along.x * insetHalfBase, y: baseMid.y + along.y * insetHalfBase),
            roundingDistance: min(nonNegative(arrow.apexRadius) * insetHeight / insetHalfBase, hypot(insetHalfBase, insetHeight) / 2)
        )
    }

    /// The unit vector pointing out of the bubble through `edge`.
    private static func outwardNormal(of edge: ArrowEdge) -> TipPoint {
        switch edge {
        case .top: TipPoint(x: 0, y: -1)
        case .bottom: TipPoint(x: 0, y: 1)
        case .left: TipPoint(x: -1, y: 0)
        case .right: TipPoint(x: 1, y: 0)
        case .none: TipPoint(x: 0, y: 0)
        }
    }

    /// An arrow ready to draw: base ends in path order, apex, and how far from the apex the
    /// rounding curve starts on each side (`apexRadius / tan(θ/2)`, at most half a side).
    private struct Triangle {
        var edge: ArrowEdge
        var baseStart: TipPoint
        var apex: TipPoint
        var baseEnd: TipPoint
        var roundingDistance: Double
    }

    /// Accumulates commands, dropping lines of no length and arcs of no radius.
    private struct Builder {
        var commands: [TipPathCommand]
        var current: TipPoint

        /// The most commands an outline takes: the move, four edges and four corners, the close,
        /// and an arrow's four (to its base, to its rounding, the rounding, back to the edge).
        private static let maximumCommands = 14

        init(start: TipPoint) {
            commands = [.move(start)]
            commands.reserveCapacity(Self.maximumCommands)
            current = start
        }

        mutating func line(to point: TipPoint) {
            guard hypot(point.x - current.x, point.y - current.y) > TooltipPath.tolerance else { return }
            commands.append(.line(point))
            current = point
        }

        mutating func arc(radius: Double, to point: TipPoint) {
            guard radius > TooltipPath.tolerance else { return }
            commands.append(.arc(radius: radius, clockwise: true, to: point))
            current = point
        }

        /// Draws `triangle` if it stands on `edge`: to its base, over (or round) its apex, back.
        mutating func arrow(_ triangle: Triangle?, on edge: ArrowEdge) {
            guard let triangle, triangle.edge == edge else { return }
            line(to: triangle.baseStart)
            let t = triangle.roundingDistance
            if t > TooltipPath.tolerance {
                line(to: Self.point(from: triangle.apex, toward: triangle.baseStart, distance: t))
                let end = Self.point(from: triangle.apex, toward: triangle.baseEnd, distance: t)
                commands.append(.quadCurve(control: triangle.apex, to: end))
                current = end
            } else {
                line(to: triangle.apex)
            }
            line(to: triangle.baseEnd)
        }

        /// The point `distance` from `origin` on the way to `target`.
        private static func point(from origin: TipPoint, toward target: TipPoint, distance: Double) -> TipPoint {
            let length = hypot(target.x - origin.x, target.y - origin.y)
            let scale = length > 0 ? distance / length : 0
            return TipPoint(x: origin.x + (target.x - origin.x) * scale, y: origin.y + (target.y - origin.y) * scale)
        }
    }
}
