import Foundation
import Testing
import TipLayout
import TipModel

/// Arcs given by end points (as paths and SVG write them) found by their centre, for drawing
/// APIs that take arcs that way.
@Suite struct CircularArcTests {
    /// The top-right corner of a rectangle with radius 10, drawn clockwise on screen (y down)
    /// from (90, 0) to (100, 10): the centre is (90, 10), the arc runs from −90° to 0°.
    @Test func aClockwiseCornerHasItsCentreInside() throws {
        let arc = try #require(CircularArc.between(TipPoint(x: 90, y: 0), TipPoint(x: 100, y: 10), radius: 10, clockwise: true))
        #expect(abs(arc.center.x - 90) < 1e-9 && abs(arc.center.y - 10) < 1e-9)
        #expect(abs(arc.startAngle + .pi / 2) < 1e-9 && abs(arc.endAngle) < 1e-9)
        #expect(arc.radius == 10)
    }

    /// The same end points the other way round on screen: the centre is on the other side of the
    /// chord, (100, 0).
    @Test func counterClockwiseTakesTheOtherCentre() throws {
        let arc = try #require(CircularArc.between(TipPoint(x: 90, y: 0), TipPoint(x: 100, y: 10), radius: 10, clockwise: false))
        #expect(abs(arc.center.x - 100) < 1e-9 && abs(arc.center.y) < 1e-9)
    }

    /// A radius shorter than half the chord grows to it (a half circle), as SVG says.
    @Test func aRadiusTooShortGrowsToHalfTheChord() throws {
        let arc = try #require(CircularArc.between(TipPoint(x: 0, y: 0), TipPoint(x: 10, y: 0), radius: 1, clockwise: true))
        #expect(arc.radius == 5)
        #expect(arc.center == TipPoint(x: 5, y: 0))
    }

    @Test func noArcWithoutARadiusOrALength() {
        #expect(CircularArc.between(TipPoint(x: 0, y: 0), TipPoint(x: 10, y: 0), radius: 0, clockwise: true) == nil)
        #expect(CircularArc.between(TipPoint(x: 3, y: 3), TipPoint(x: 3, y: 3), radius: 5, clockwise: true) == nil)
        #expect(CircularArc.between(TipPoint(x: 0, y: 0), TipPoint(x: 10, y: 0), radius: .nan, clockwise: true) == nil)
    }
}
