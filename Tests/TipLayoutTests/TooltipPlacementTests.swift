import Testing
import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// Placement next to a target, with figures derived by hand. The tooltip: "abcdefgh" at 10 pt
/// with the half-em measurer (40 × 10), padding 10, corner radius 5, an arrow 10 wide and 10
/// tall: a bubble of 60 × 30; with the arrow on top or bottom the component is 60 × 40, on the
/// left or right 70 × 30. The container is 400 × 800 with the default margin, 8.
@Suite struct TooltipPlacementTests {
    static let bounds = TipRect(x: 0, y: 0, width: 400, height: 800)

    static func style(_ edge: ArrowEdge) -> TooltipStyle {
        var style = TooltipStyle()
        style.font = FontStyle(size: 10)
        style.padding = EdgeInsets(all: 10)
        style.cornerRadius = 5
        style.arrow = ArrowStyle(edge: edge, width: 10, height: 10)
        return style
    }

    static func place(_ edge: ArrowEdge, target: TipRect, bounds: TipRect = bounds, margin: Double = 8) -> PlacedTooltip {
        TooltipPlacement.place(
            named: "T", content: TooltipContent(text: "abcdefgh"), style: style(edge), measurer: HalfEmMeasurer(), target: target, bounds: bounds,
            margin: margin)
    }

    /// The apex in the container's coordinates.
    static func apex(_ placed: PlacedTooltip) -> TipPoint {
        TipPoint(x: placed.origin.x + placed.layout.tooltip.anchor.x, y: placed.origin.y + placed.layout.tooltip.anchor.y)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let edge: ArrowEdge
        let target: TipRect
        var bounds = TooltipPlacementTests.bounds
        let frame: TipRect
        let placedEdge: ArrowEdge
        /// The apex in the container (nil without an arrow).
        let apex: TipPoint?

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // Above the target, apex on the middle of its top edge: (120, 300) − (30, 40).
        Case(label: "above", edge: .bottom, target: TipRect(x: 100, y: 300, width: 40, height: 40),
             frame: TipRect(x: 90, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 120, y: 300)),
        // 12 pt above the target (20 − 8) is less than 40: below it, the arrow on top.
        Case(label: "flip down", edge: .bottom, target: TipRect(x: 100, y: 20, width: 40, height: 40),
             frame: TipRect(x: 90, y: 60, width: 60, height: 40), placedEdge: .top, apex: TipPoint(x: 120, y: 60)),
        Case(label: "flip up", edge: .top, target: TipRect(x: 100, y: 770, width: 40, height: 20),
             frame: TipRect(x: 90, y: 730, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 120, y: 770)),
        // Centred at x = −20, shifted to the margin; the apex wants x = 10 but stops at the
        // corner: 5 (radius) + 5 (half the base) from the bubble's left end, x = 18.
        Case(label: "shift right, apex clamped", edge: .bottom, target: TipRect(x: 0, y: 300, width: 20, height: 40),
             frame: TipRect(x: 8, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 18, y: 300)),
        // Centred at x = 360, shifted to 392 − 60 = 332; the apex wants 390 − 332 = 58 along the
        // edge, clamped to 60 − 10 = 50: x = 382.
        Case(label: "shift left, apex clamped", edge: .bottom, target: TipRect(x: 380, y: 300, width: 20, height: 40),
             frame: TipRect(x: 332, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 382, y: 300)),
        // Centred at x = 345, shifted to 332; 375 − 332 = 43 along the edge is reachable (≤ 50):
        // the apex is back on the target's middle.
        Case(label: "shift left, apex re-aimed", edge: .bottom, target: TipRect(x: 370, y: 300, width: 10, height: 40),
             frame: TipRect(x: 332, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 375, y: 300)),
        // Centred at x = 320, which fits: no shift, the apex stays on the target.
        Case(label: "no shift needed", edge: .bottom, target: TipRect(x: 345, y: 300, width: 10, height: 40),
             frame: TipRect(x: 320, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 350, y: 300)),
        // 22 pt free above and below (100 − 8 − 70): a tie keeps the preferred side.
        Case(label: "no room, tie", edge: .bottom, target: TipRect(x: 100, y: 30, width: 40, height: 40),
             bounds: TipRect(x: 0, y: 0, width: 400, height: 100),
             frame: TipRect(x: 90, y: -10, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 120, y: 30)),
        // 12 pt above, 32 below: neither fits 40, below has more room.
        Case(label: "no room, more below", edge: .bottom, target: TipRect(x: 100, y: 20, width: 40, height: 40),
             bounds: TipRect(x: 0, y: 0, width: 400, height: 100),
             frame: TipRect(x: 90, y: 60, width: 60, height: 40), placedEdge: .top, apex: TipPoint(x: 120, y: 60)),
        // Left of the target, apex on the middle of its left edge: (200, 320) − (70, 15).
        Case(label: "left of the target", edge: .right, target: TipRect(x: 200, y: 300, width: 40, height: 40),
             frame: TipRect(x: 130, y: 305, width: 70, height: 30), placedEdge: .right, apex: TipPoint(x: 200, y: 320)),
        // 12 pt left of the target is less than 70: to its right, the arrow on the left.
        Case(label: "flip right", edge: .right, target: TipRect(x: 20, y: 300, width: 40, height: 40),
             frame: TipRect(x: 60, y: 305, width: 70, height: 30), placedEdge: .left, apex: TipPoint(x: 60, y: 320)),
        // Right of the target, shifted down from y = −15 to 8; the apex wants y = 0 along the
        // edge, clamped to 10: y = 18.
        Case(label: "shift down", edge: .left, target: TipRect(x: 100, y: 0, width: 40, height: 0),
             frame: TipRect(x: 140, y: 8, width: 70, height: 30), placedEdge: .left, apex: TipPoint(x: 140, y: 18)),
        // No arrow: centred above the target, (120 − 30, 300 − 30).
        Case(label: "no arrow", edge: .none, target: TipRect(x: 100, y: 300, width: 40, height: 40),
             frame: TipRect(x: 90, y: 270, width: 60, height: 30), placedEdge: .none, apex: nil),
        Case(label: "no arrow, shifted", edge: .none, target: TipRect(x: 390, y: 0, width: 10, height: 10),
             frame: TipRect(x: 332, y: 8, width: 60, height: 30), placedEdge: .none, apex: nil),
        // A container narrower than the tooltip: aligned with its start.
        Case(label: "narrow container", edge: .bottom, target: TipRect(x: 10, y: 300, width: 20, height: 40),
             bounds: TipRect(x: 0, y: 0, width: 50, height: 800),
             frame: TipRect(x: 8, y: 260, width: 60, height: 40), placedEdge: .bottom, apex: TipPoint(x: 20, y: 300)),
    ]

    @Test(arguments: cases)
    func placement(_ expected: Case) {
        let placed = Self.place(expected.edge, target: expected.target, bounds: expected.bounds)
        #expect(placed.frame == expected.frame)
        #expect((placed.layout.tooltip.arrow?.edge ?? .none) == expected.placedEdge)
        if let apex = expected.apex { #expect(Self.apex(placed) == apex) }
    }

    @Test func rectanglesThatAreNotFiniteAreEmptyAtTheOrigin() {
        let nan = Double.nan
        let placed = Self.place(.bottom, target: TipRect(x: nan, y: 10, width: .infinity, height: 4), bounds: TipRect(x: 0, y: 0, width: nan, height: 0))
        for value in [placed.frame.x, placed.frame.y, placed.frame.width, placed.frame.height] {
            #expect(value.isFinite)
        }
        #expect(Self.place(.bottom, target: Self.cases[0].target, margin: -.infinity).frame.x == 90, "a margin that is not finite is 0")
    }

    /// A seeded sweep: random targets (some partly outside) in random containers. The apex is
    /// always on the target's facing edge; the tooltip stays inside the container less the
    /// margin across the arrow's axis whenever it fits, and along it whenever its side has room
    /// and the target's facing edge is inside; the apex is on the target's middle whenever its
    /// arrow can reach it.
    @Test func sweep() {
        var random = SplitMix64(state: 42)
        var checked = 0
        for _ in 0..<2_000 {
            let bounds = TipRect(x: random.next(in: -50...50), y: random.next(in: -50...50), width: random.next(in: 40...500), height: random.next(in: 40...900))
            let target = TipRect(
                x: bounds.x + random.next(in: -30...(bounds.width + 10)), y: bounds.y + random.next(in: -30...(bounds.height + 10)),
                width: random.next(in: 0...80), height: random.next(in: 0...80))
            let edge = [ArrowEdge.top, .bottom, .left, .right][Int(random.next(in: 0...3.999))]
            let placed = Self.place(edge, target: target, bounds: bounds)
            let frame = placed.frame, inner = TipRect(x: bounds.x + 8, y: bounds.y + 8, width: bounds.width - 16, height: bounds.height - 16)
            guard let arrow = placed.layout.tooltip.arrow else {
                Issue.record("the arrow is gone")
                continue
            }
            let apex = Self.apex(placed)
            let bubble = placed.layout.tooltip.bubble
            let reach = bubble.cornerRadius + arrow.width / 2
            switch arrow.edge {
            case .top, .bottom:
                #expect(abs(apex.y - (arrow.edge == .bottom ? target.minY : target.maxY)) < 1e-9)
                if frame.width <= inner.width { #expect(frame.minX >= inner.minX - 1e-9 && frame.maxX <= inner.maxX + 1e-9) }
                let low = frame.x + bubble.frame.x + reach, high = frame.x + bubble.frame.maxX - reach
                let middle = target.x + target.width / 2
                if low <= middle, middle <= high { #expect(abs(apex.x - middle) < 1e-6) }
                let room = arrow.edge == .bottom ? target.minY - inner.minY : inner.maxY - target.maxY
                if room >= frame.height, inner.minY...inner.maxY ~= apex.y {
                    #expect(frame.minY >= inner.minY - 1e-9 && frame.maxY <= inner.maxY + 1e-9)
                }
            case .left, .right:
                #expect(abs(apex.x - (arrow.edge == .right ? target.minX : target.maxX)) < 1e-9)
                if frame.height <= inner.height { #expect(frame.minY >= inner.minY - 1e-9 && frame.maxY <= inner.maxY + 1e-9) }
                let low = frame.y + bubble.frame.y + reach, high = frame.y + bubble.frame.maxY - reach
                let middle = target.y + target.height / 2
                if low <= middle, middle <= high { #expect(abs(apex.y - middle) < 1e-6) }
                let room = arrow.edge == .right ? target.minX - inner.minX : inner.maxX - target.maxX
                if room >= frame.width, inner.minX...inner.maxX ~= apex.x {
                    #expect(frame.minX >= inner.minX - 1e-9 && frame.maxX <= inner.maxX + 1e-9)
                }
            case .none:
                Issue.record("the arrow is gone")
            }
            checked += 1
        }
        #expect(checked == 2_000)
    }
}
