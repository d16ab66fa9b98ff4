import Testing
import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// Placement inside a container less its insets (the safe area) and outside avoided rectangles
/// (the keyboard), with the tooltip of ``TooltipPlacementTests``: 60 × 40 with the arrow on top
/// or bottom, 70 × 30 on the left or right, in a 400 × 800 container with the margin 8.
@Suite struct PlacementAvoidanceTests {
    static let keyboard = TipRect(x: 0, y: 500, width: 400, height: 300)

    static func place(
        _ edge: ArrowEdge, text: String = "abcdefgh", target: TipRect, bounds: TipRect = TooltipPlacementTests.bounds, insets: EdgeInsets = EdgeInsets(all: 0),
        avoiding: [TipRect] = []
    ) -> PlacedTooltip {
        TooltipPlacement.place(
            named: "T", content: TooltipContent(text: text), style: TooltipPlacementTests.style(edge), measurer: HalfEmMeasurer(),
            target: target, bounds: bounds, insets: insets, avoiding: avoiding)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let edge: ArrowEdge
        let target: TipRect
        var insets = EdgeInsets(all: 0)
        var avoiding: [TipRect] = []
        let frame: TipRect
        let placedEdge: ArrowEdge

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // Below the target would be 470…510; the keyboard starts at 500: above, 390…430.
        Case(label: "the keyboard sends it above", edge: .top, target: TipRect(x: 100, y: 430, width: 40, height: 40),
             avoiding: [keyboard], frame: TipRect(x: 90, y: 390, width: 60, height: 40), placedEdge: .bottom),
        // 30 free between the target and the keyboard is not 40; 8 free above (50 − 34 − 8) is
        // less: neither fits, more room below.
        Case(label: "no room either side, more towards the keyboard", edge: .top, target: TipRect(x: 100, y: 50, width: 40, height: 420),
             insets: EdgeInsets(top: 34, left: 0, bottom: 0, right: 0), avoiding: [keyboard],
             frame: TipRect(x: 90, y: 470, width: 60, height: 40), placedEdge: .top),
        // The keyboard is beside the tooltip's extent across (x 90…150), so it takes no room.
        Case(label: "a rectangle off to the side takes no room", edge: .top, target: TipRect(x: 100, y: 430, width: 40, height: 40),
             avoiding: [TipRect(x: 150, y: 480, width: 250, height: 320)], frame: TipRect(x: 90, y: 470, width: 60, height: 40), placedEdge: .top),
        // Touching the keyboard is not overlapping it: 460 + 40 = 500.
        Case(label: "touching the keyboard fits", edge: .top, target: TipRect(x: 100, y: 440, width: 40, height: 20),
             avoiding: [keyboard], frame: TipRect(x: 90, y: 460, width: 60, height: 40), placedEdge: .top),
        // A target under the keyboard fits on neither side: the room below is 500 − 640, above
        // 600 − 800 (the keyboard's bottom): the less negative, below.
        Case(label: "a target under the keyboard", edge: .top, target: TipRect(x: 100, y: 600, width: 40, height: 40),
             avoiding: [keyboard], frame: TipRect(x: 90, y: 640, width: 60, height: 40), placedEdge: .top),
        // The status bar's 47 points and the margin leave 75 − 55 = 20 above: flipped below.
        Case(label: "the top inset flips it down", edge: .bottom, target: TipRect(x: 100, y: 75, width: 40, height: 40),
             insets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), frame: TipRect(x: 90, y: 115, width: 60, height: 40), placedEdge: .top),
        // Centred at x = −20, shifted to the left inset plus the margin, 44 + 8.
        Case(label: "the left inset shifts it", edge: .bottom, target: TipRect(x: 0, y: 300, width: 20, height: 40),
             insets: EdgeInsets(top: 0, left: 44, bottom: 0, right: 0), frame: TipRect(x: 52, y: 260, width: 60, height: 40), placedEdge: .bottom),
        // A keyboard left of the target (a split keyboard's half) flips it right.
        Case(label: "a rectangle on the left flips it right", edge: .right, target: TipRect(x: 150, y: 300, width: 40, height: 40),
             avoiding: [TipRect(x: 0, y: 250, width: 100, height: 100)], frame: TipRect(x: 190, y: 305, width: 70, height: 30), placedEdge: .left),
        // Not finite, empty, negative: nothing to avoid, no inset.
        Case(label: "rectangles and insets that are not usable count for nothing", edge: .top, target: TipRect(x: 100, y: 430, width: 40, height: 40),
             insets: EdgeInsets(top: -20, left: .nan, bottom: .infinity, right: -.infinity),
             avoiding: [TipRect(x: .nan, y: 0, width: 400, height: 800), TipRect(x: 0, y: 480, width: 400, height: 0),
                        TipRect(x: 0, y: 480, width: -400, height: 300)],
             frame: TipRect(x: 90, y: 470, width: 60, height: 40), placedEdge: .top),
    ]

    @Test(arguments: cases)
    func placement(_ expected: Case) {
        let placed = Self.place(expected.edge, target: expected.target, insets: expected.insets, avoiding: expected.avoiding)
        #expect(placed.frame == expected.frame)
        #expect((placed.layout.tooltip.arrow?.edge ?? .none) == expected.placedEdge)
    }

    @Test func noAvoidedRectanglesAndNoInsetsPlaceAsBefore() {
        for expected in TooltipPlacementTests.cases {
            let before = TooltipPlacementTests.place(expected.edge, target: expected.target, bounds: expected.bounds)
            let now = Self.place(expected.edge, target: expected.target, bounds: expected.bounds, avoiding: [TipRect(x: 0, y: 0, width: 0, height: 0)])
            #expect(now.frame == before.frame && now.layout.tooltip == before.layout.tooltip, "\(expected.label)")
        }
    }

    @Test func aFixedComponentIsPlacedWithoutAFlip() {
        let tooltip = Self.place(.top, target: TipRect(x: 100, y: 100, width: 40, height: 40)).layout.tooltip
        // Below a target near the bottom it leaves the region, but it has no style to flip with.
        let origin = TooltipPlacement.origin(
            ofFixed: tooltip.size, anchor: tooltip.anchor, edge: .top, target: TipRect(x: 380, y: 780, width: 20, height: 10),
            bounds: TooltipPlacementTests.bounds, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
        #expect(origin == TipPoint(x: 400 - 10 - 8 - 60, y: 790))
        let unframed = TooltipPlacement.origin(
            ofFixed: TipSize(width: 60, height: 30), anchor: TipPoint(x: 0, y: 0), edge: .none, target: TipRect(x: 100, y: 300, width: 40, height: 40),
            bounds: TooltipPlacementTests.bounds)
        #expect(unframed == TipPoint(x: 90, y: 270))
    }

    /// A seeded sweep of 10,000 tooltips (1 to 40 characters long) next to targets in containers with random insets, a keyboard (docked,
    /// floating or none) and sometimes another rectangle to avoid. Where the tooltip would lie on
    /// either side is known without the placement's own arithmetic: on its side, the frame it
    /// got; on the other, the same frame mirrored across the target (the shift across is the same
    /// on both). Whenever either of them fits — inside the container less insets less margin,
    /// overlapping no avoided rectangle — the placed frame does; it leaves the preferred side
    /// only when the preferred frame does not fit; and the apex is always on the facing edge.
    @Test func sweep() {
        var random = SplitMix64(state: 20_260_214)
        var (fitting, sentAwayByARectangle) = (0, 0)
        for _ in 0..<10_000 {
            let bounds = TipRect(x: random.next(in: -50...50), y: random.next(in: -50...50), width: random.next(in: 40...500), height: random.next(in: 40...900))
            let insets = EdgeInsets(
                top: random.next(in: 0...60), left: random.next(in: 0...30), bottom: random.next(in: 0...40), right: random.next(in: 0...30))
            var avoiding: [TipRect] = []
            switch Int(random.next(in: 0...2.999)) {
            case 0: break
            case 1:  // docked: the full width at the bottom, sometimes beyond the container
                let height = random.next(in: 0...(bounds.height * 0.7))
                avoiding.append(TipRect(x: bounds.x - 10, y: bounds.maxY - height, width: bounds.width + 20, height: height + random.next(in: 0...50)))
            default:  // floating, anywhere
                avoiding.append(TipRect(
                    x: bounds.x + random.next(in: -20...bounds.width), y: bounds.y + random.next(in: -20...bounds.height),
                    width: random.next(in: 10...320), height: random.next(in: 10...260)))
            }
            if random.next(in: 0...1) < 0.2 {
                avoiding.append(TipRect(
                    x: bounds.x + random.next(in: 0...bounds.width), y: bounds.y + random.next(in: 0...bounds.height),
                    width: random.next(in: 0...120), height: random.next(in: 0...120)))
            }
            let target = TipRect(
                x: bounds.x + random.next(in: -30...(bounds.width + 10)), y: bounds.y + random.next(in: -30...(bounds.height + 10)),
                width: random.next(in: 0...80), height: random.next(in: 0...80))
            let edge = [ArrowEdge.top, .bottom, .left, .right][Int(random.next(in: 0...3.999))]
            let text = String(repeating: "a", count: Int(random.next(in: 1...40)))
            let placed = Self.place(edge, text: text, target: target, bounds: bounds, insets: insets, avoiding: avoiding)

            let usable = TipRect(
                x: bounds.x + insets.left + 8, y: bounds.y + insets.top + 8,
                width: bounds.width - insets.horizontal - 16, height: bounds.height - insets.vertical - 16)
            func fits(_ frame: TipRect) -> Bool {
                frame.minX >= usable.minX - 1e-9 && frame.maxX <= usable.maxX + 1e-9 && frame.minY >= usable.minY - 1e-9
                    && frame.maxY <= usable.maxY + 1e-9 && !avoiding.contains { Self.overlap($0, frame) }
            }
            guard let placedEdge = placed.layout.tooltip.arrow?.edge else {
                Issue.record("the arrow is gone")
                continue
            }
            let frame = placed.frame, apex = TooltipPlacementTests.apex(placed)
            var mirrored = frame
            switch placedEdge {
            case .top: mirrored.y = target.minY - frame.height
            case .bottom: mirrored.y = target.maxY
            case .left: mirrored.x = target.minX - frame.width
            case .right: mirrored.x = target.maxX
            case .none: break
            }
            switch placedEdge {
            case .top: #expect(abs(apex.y - target.maxY) < 1e-9)
            case .bottom: #expect(abs(apex.y - target.minY) < 1e-9)
            case .left: #expect(abs(apex.x - target.maxX) < 1e-9)
            case .right: #expect(abs(apex.x - target.minX) < 1e-9)
            case .none: Issue.record("the arrow is gone")
            }
            if fits(frame) || fits(mirrored) {
                #expect(fits(frame), "target \(target), bounds \(bounds), insets \(insets), avoiding \(avoiding): \(frame)")
                fitting += 1
            }
            if placedEdge != edge {
                #expect(!fits(mirrored), "left the preferred side where it fitted: target \(target), avoiding \(avoiding)")
                if !avoiding.isEmpty && Self.place(edge, text: text, target: target, bounds: bounds, insets: insets).layout.tooltip.arrow?.edge == edge {
                    sentAwayByARectangle += 1
                }
            }
        }
        // The sweep reaches the cases it is about.
        #expect(fitting > 3_000)
        #expect(sentAwayByARectangle > 200)
    }

    /// Whether the interiors of `a` and `b` overlap by more than rounding.
    static func overlap(_ a: TipRect, _ b: TipRect) -> Bool {
        a.width > 0 && a.height > 0 && a.minX < b.maxX - 1e-9 && b.minX < a.maxX - 1e-9 && a.minY < b.maxY - 1e-9 && b.minY < a.maxY - 1e-9
    }
}
