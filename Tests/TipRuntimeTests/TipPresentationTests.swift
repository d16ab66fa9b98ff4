import Testing
import TipRuntime
import TipTestSupport

/// A presented tip placed again as its situation changes: the presentation keeps the last
/// placement and re-uses it while nothing changed, and is always what placing afresh gives.
@Suite struct TipPresentationTests {
    static let engine = TipLayoutEngine(measurer: HalfEmMeasurer())

    static func style(_ edge: TipArrowEdge) -> TipTooltipStyle {
        var style = TooltipStyle()
        style.font = FontStyle(size: 10)
        style.padding = TipInsets(all: 10)
        style.cornerRadius = 5
        style.arrow = ArrowStyle(edge: edge, width: 10, height: 10)
        return TipTooltipStyle(componentName: "Tip", properties: style)
    }

    /// A seeded sweep of 10,000 changes, one at a time — the target moved, the container
    /// resized, the safe area changed, the keyboard shown or hidden, the text size or Bold Text
    /// changed, or nothing — to one presentation per arrow edge and one of a fixed component: after each,
    /// its placement equals, field for field, what the engine places afresh for the new inputs.
    @Test func placingAgainAfterAChangeIsPlacingAfresh() {
        var random = SplitMix64(state: 7_200_301)
        let edges: [TipArrowEdge] = [.top, .bottom, .left, .right]
        let fixed = Self.engine.layout(Self.style(.bottom), title: "Fixed", text: "laid out once")
        var presentations = edges.map { TipPresentation(.tooltip(Self.style($0), text: "Drag to reorder", engine: Self.engine)) }
        presentations.append(TipPresentation(.component(.tooltip(fixed))))
        var situation = TipPresentationSituation(target: TipRect(x: 100, y: 300, width: 44, height: 44), bounds: TipRect(x: 0, y: 0, width: 390, height: 844))
        var keyboardShown = 0, unchanged = 0, weightChanged = 0
        for step in 0..<10_000 {
            switch Int(random.next(in: 0...5.999)) {
            case 0:
                situation.target.x = random.next(in: -20...situation.bounds.width)
                situation.target.y = random.next(in: -20...situation.bounds.height)
            case 1:
                situation.bounds = TipRect(x: 0, y: 0, width: random.next(in: 200...1000), height: random.next(in: 200...1000))
            case 2:
                situation.insets = TipInsets(top: random.next(in: 0...59), left: random.next(in: 0...47), bottom: random.next(in: 0...34), right: random.next(in: 0...47))
            case 3:
                if situation.avoiding.isEmpty {
                    let height = random.next(in: 200...400)
                    let frame = TipRect(x: 0, y: situation.bounds.maxY - height, width: situation.bounds.width, height: height)
                    situation.avoiding = TipKeyboard.avoidedRectangles(keyboardFrame: frame, in: situation.bounds)
                    keyboardShown += 1
                } else {
                    situation.avoiding = []
                }
            case 4:
                situation.sizeCategory = TipSizeCategory.allCases[Int(random.next(in: 0...Double(TipSizeCategory.allCases.count) - 0.001))]
            case 5 where random.next(in: 0...1) < 0.3:
                situation.legibilityWeight = situation.legibilityWeight == .regular ? .bold : .regular
                weightChanged += 1
            default:
                unchanged += 1
            }
            for index in presentations.indices {
                let placed = presentations[index].place(in: situation)
                if index < edges.count {
                    let fresh = Self.engine.place(
                        Self.style(edges[index]), text: "Drag to reorder", target: situation.target, in: situation.bounds, margin: situation.margin,
                        insets: situation.insets, avoiding: situation.avoiding, sizeCategory: situation.sizeCategory,
                        legibilityWeight: situation.legibilityWeight)
                    #expect(placed.frame == fresh.frame && placed.component == .tooltip(fresh.tooltip), "step \(step), \(edges[index])")
                } else {
                    #expect(placed == TipPresentationContent.component(.tooltip(fixed)).placed(in: situation), "step \(step), fixed")
                }
                #expect(presentations[index].placed == placed)
            }
        }
        #expect(keyboardShown > 500 && unchanged > 1_000 && weightChanged > 300)
    }

    @Test func aFixedComponentKeepsItsLayoutAndAnAppLayoutFollowsTheTextSize() {
        let fixed = Self.engine.layout(Self.style(.top), text: "Fixed")
        let situation = TipPresentationSituation(target: TipRect(x: 100, y: 300, width: 44, height: 44), bounds: TipRect(x: 0, y: 0, width: 390, height: 844))
        let placed = TipPresentationContent.component(.tooltip(fixed)).placed(in: situation)
        // The apex on the middle of the target's bottom edge: (122, 344).
        #expect(placed.component == .tooltip(fixed))
        #expect(placed.frame.x + fixed.anchor.x == 122 && placed.frame.y + fixed.anchor.y == 344)
        #expect(placed.component.accessibility.elements.map(\.label) == ["Fixed"])
        let grown = TipPresentationContent.component { category in .tooltip(Self.engine.layout(Self.style(.top), text: "Grows", sizeCategory: category)) }
        var large = situation
        large.sizeCategory = .accessibility5
        #expect(grown.placed(in: large).frame.width >= grown.placed(in: situation).frame.width)
        let tooltip = TipPresentationContent.tooltip(Self.style(.top), title: "Title", text: "Text", engine: Self.engine)
        #expect(tooltip.placed(in: situation).component.accessibility.elements.map(\.label) == ["Title", "Text"])
    }

    @Test func aTagGroupIsCentredAboveItsTarget() {
        let group = Self.engine.layout(TipTagStyle(componentName: "Tags", properties: TagGroupStyle()), items: ["one", "two"])
        let situation = TipPresentationSituation(target: TipRect(x: 480, y: 300, width: 40, height: 40), bounds: TipRect(x: 0, y: 0, width: 1000, height: 844))
        let placed = TipPresentationContent.component(.tags(group)).placed(in: situation)
        #expect(abs(placed.frame.x + placed.frame.width / 2 - 500) < 1e-3 && abs(placed.frame.maxY - 300) < 1e-3)
        #expect(placed.component.accessibility.elements.map(\.label) == ["one", "two"])
    }
}
