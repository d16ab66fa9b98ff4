import Foundation
import Testing
import TipEmit
@testable import TipLayout
import TipModel
import TipStyle

@Suite struct TooltipPathTests {
    @Test func bottomArrowOutline() {
        // Bubble 52 × 26, radius 8, arrow 16 × 8 at the bottom centre (apex 26, 34). Clockwise
        // from (8, 0): top edge to 44, arc to (52, 8), right edge to 18, arc to (44, 26),
        // bottom edge to the base at 34, apex, base at 18, on to 8, arc to (0, 18), up to 8,
        // arc back to the start.
        let tip = layoutTooltip("abcd")
        #expect(tip.bubble.path.svgData == "M8 0H44A8 8 0 0 1 52 8V18A8 8 0 0 1 44 26H34L26 34L18 26H8A8 8 0 0 1 0 18V8A8 8 0 0 1 8 0Z")
    }

    @Test func seedTopTipOutline() {
        // Seed 002: width 177, radius 16, padding 10 16, arrow 11 × 6 on top at leading(70.5).
        // Font 20 makes one line 20 tall: bubble 177 × 40 at y 6. Apex at 70.5 + 5.5 = 76.
        let tip = layoutTooltip("ab") {
            $0.font = FontStyle(size: 20)
            $0.width = 177
            $0.cornerRadius = 16
            $0.padding = EdgeInsets(vertical: 10, horizontal: 16)
            $0.arrow = ArrowStyle(edge: .top, position: .leading(70.5), width: 11, height: 6, apexRadius: 0)
        }
        #expect(tip.anchor == TipPoint(x: 76, y: 0))
        #expect(tip.bubble.path.svgData == "M16 6H70.5L76 0L81.5 6H161A16 16 0 0 1 177 22V30A16 16 0 0 1 161 46H16A16 16 0 0 1 0 30V22A16 16 0 0 1 16 6Z")
    }

    @Test func squareCornersHaveNoArcs() {
        let tip = layoutTooltip("abcd") {
            $0.cornerRadius = 0
            $0.arrow.edge = .none
        }
        #expect(tip.bubble.path.svgData == "M0 0H52V26H0V0Z")
    }

    @Test func apexRoundingUsesAQuadCurveAndKeepsTheAnchor() throws {
        // Arrow 16 × 8: θ/2 = 45°, so t = 2 / tan 45° = 2 along each side from the apex (26, 34),
        // whose sides run towards (34, 26) and (18, 26): ends at (26 ± √2, 34 − √2).
        let tip = layoutTooltip("abcd") { $0.arrow.apexRadius = 2 }
        #expect(tip.anchor == TipPoint(x: 26, y: 34))
        let commands = tip.bubble.path.commands
        let curveIndex = try #require(commands.firstIndex { if case .quadCurve = $0 { true } else { false } })
        guard case .quadCurve(let control, let end) = commands[curveIndex],
              case .line(let start) = commands[curveIndex - 1] else {
            Issue.record("expected a line then the curve")
            return
        }
        #expect(control == TipPoint(x: 26, y: 34))
        #expect(abs(start.x - (26 + 2.0.squareRoot())) < 1e-9 && abs(start.y - (34 - 2.0.squareRoot())) < 1e-9)
        #expect(abs(end.x - (26 - 2.0.squareRoot())) < 1e-9 && abs(end.y - (34 - 2.0.squareRoot())) < 1e-9)
        #expect(commands[curveIndex + 1] == .line(TipPoint(x: 18, y: 26)))
    }

    @Test func apexRoundingIsClampedToHalfTheSide() {
        // t = 100 would pass the base; half the side puts the curve's ends at the sides' middles.
        let tip = layoutTooltip("abcd") { $0.arrow.apexRadius = 100 }
        #expect(tip.bubble.path.svgData.contains("L30 30Q26 34 22 30L18 26"))
    }

    @Test func borderInsetsTheOutlineByHalfItsWidth() {
        // Border 2: bubble 56 × 30, outline on the rectangle (1, 1, 54, 28) with radius 8 − 1 = 7.
        // Arrow 16 × 8 (θ/2 = 45°): its sides move 1 inwards, so the apex drops 1/sin 45° = √2
        // to (28, 38 − √2). Above the inset base line y = 29 the triangle is 8 + 1 − √2 = 7.586
        // tall and, being similar to the 8 × 8 half-triangle, 7.586 half-wide: base 28 ± 7.586.
        let tip = layoutTooltip("abcd") { $0.border = Border(color: DynamicColor(RGBAColor(red: 255, green: 255, blue: 255)), width: 2) }
        #expect(tip.anchor == TipPoint(x: 28, y: 38))
        #expect(tip.bubble.cornerRadius == 8)
        #expect(tip.bubble.path.svgData == "M8 1H48A7 7 0 0 1 55 8V22A7 7 0 0 1 48 29H35.586L28 36.586L20.414 29H8A7 7 0 0 1 1 22V8A7 7 0 0 1 8 1Z")
    }

    @Test(arguments: [ArrowEdge.top, .bottom, .left, .right])
    func insetArrowSidesLieHalfABorderInside(edge: ArrowEdge) throws {
        // Every side of the drawn arrow is parallel to the outer side at distance borderWidth/2.
        let tip = layoutTooltip("abcdefgh") {
            $0.padding = EdgeInsets(all: 20)
            $0.border = Border(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)), width: 3)
            $0.arrow = ArrowStyle(edge: edge, position: .percent(40), width: 12, height: 9, apexRadius: 0)
        }
        let arrow = try #require(tip.arrow)
        let lines = tip.bubble.path.commands.compactMap { if case .line(let p) = $0 { p } else { nil } }
        let apexIndex = try #require(lines.indices.min { distance(lines[$0], arrow.apex) < distance(lines[$1], arrow.apex) })
        for (outer, inner) in [(arrow.baseStart, lines[apexIndex - 1]), (arrow.baseEnd, lines[apexIndex + 1])] {
            #expect(abs(distanceFromLine(inner, arrow.apex, outer) - 1.5) < 1e-9)
            #expect(abs(distanceFromLine(lines[apexIndex], arrow.apex, outer) - 1.5) < 1e-9)
        }
    }

    private func distance(_ a: TipPoint, _ b: TipPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    /// Distance from `p` to the infinite line through `a` and `b`.
    private func distanceFromLine(_ p: TipPoint, _ a: TipPoint, _ b: TipPoint) -> Double {
        abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / distance(a, b)
    }
}
