import Testing
@testable import TipLayout
import TipModel
import TipStyle

/// Text "abcd" at 10 pt is 20 × 10. Default padding 8 16, so the hugging bubble is
/// (20 + 32) × (10 + 16) = 52 × 26; the default arrow is 16 × 8.
@Suite struct TooltipGeometryTests {
    /// Corner radius 2 so that a 16 pt arrow fits on the 26 pt sides (straight part 22).
    private func layout(edge: ArrowEdge) -> TipTooltip {
        layoutTooltip("abcd") {
            $0.cornerRadius = 2
            $0.arrow.edge = edge
        }
    }

    @Test func arrowOnTopMovesTheBubbleDown() throws {
        let tip = layout(edge: .top)
        #expect(tip.size == TipSize(width: 52, height: 34))
        #expect(tip.bubble.frame == TipRect(x: 0, y: 8, width: 52, height: 26))
        let arrow = try #require(tip.arrow)
        #expect(arrow.apex == TipPoint(x: 26, y: 0))
        #expect(arrow.baseStart == TipPoint(x: 18, y: 8))   // path runs left to right
        #expect(arrow.baseEnd == TipPoint(x: 34, y: 8))
        #expect(tip.anchor == arrow.apex)
        #expect(tip.text.frame == TipRect(x: 16, y: 16, width: 20, height: 10))
    }

    @Test func arrowOnBottomExtendsTheHeight() throws {
        let tip = layout(edge: .bottom)
        #expect(tip.size == TipSize(width: 52, height: 34))
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 52, height: 26))
        let arrow = try #require(tip.arrow)
        #expect(arrow.apex == TipPoint(x: 26, y: 34))
        #expect(arrow.baseStart == TipPoint(x: 34, y: 26))  // path runs right to left
        #expect(arrow.baseEnd == TipPoint(x: 18, y: 26))
        #expect(tip.anchor == arrow.apex)
        #expect(tip.text.frame == TipRect(x: 16, y: 8, width: 20, height: 10))
    }

    @Test func arrowOnLeftMovesTheBubbleRight() throws {
        let tip = layout(edge: .left)
        #expect(tip.size == TipSize(width: 60, height: 26))
        #expect(tip.bubble.frame == TipRect(x: 8, y: 0, width: 52, height: 26))
        let arrow = try #require(tip.arrow)
        #expect(arrow.apex == TipPoint(x: 0, y: 13))
        #expect(arrow.baseStart == TipPoint(x: 8, y: 21))   // path runs bottom to top
        #expect(arrow.baseEnd == TipPoint(x: 8, y: 5))
        #expect(tip.text.frame == TipRect(x: 24, y: 8, width: 20, height: 10))
    }

    @Test func arrowOnRightExtendsTheWidth() throws {
        let tip = layout(edge: .right)
        #expect(tip.size == TipSize(width: 60, height: 26))
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 52, height: 26))
        let arrow = try #require(tip.arrow)
        #expect(arrow.apex == TipPoint(x: 60, y: 13))
        #expect(arrow.baseStart == TipPoint(x: 52, y: 5))   // path runs top to bottom
        #expect(arrow.baseEnd == TipPoint(x: 52, y: 21))
    }

    @Test func noArrowAnchorsAtTheBottomCentre() {
        let tip = layout(edge: .none)
        #expect(tip.size == TipSize(width: 52, height: 26))
        #expect(tip.arrow == nil)
        #expect(tip.anchor == TipPoint(x: 26, y: 26))
        #expect(!tip.bubble.path.commands.contains { if case .line(let p) = $0 { p.y > 26 } else { false } })
    }

    /// Width 100, radius 8, arrow 16 on top: the apex ranges over [16, 84].
    @Test(arguments: [
        (ArrowPosition.center, 50.0), (.leading(10), 18), (.trailing(10), 82), (.percent(25), 25),
        (.leading(1), 16), (.percent(99), 84),
    ])
    func positionsAlongTheTopEdge(position: ArrowPosition, apexX: Double) throws {
        let tip = layoutTooltip("abcd") {
            $0.width = 100
            $0.arrow = ArrowStyle(edge: .top, position: position, width: 16, height: 8, apexRadius: 0)
        }
        let arrow = try #require(tip.arrow)
        #expect(arrow.apex == TipPoint(x: apexX, y: 0))
        #expect(arrow.baseStart.x == apexX - 8)
        #expect(arrow.baseEnd.x == apexX + 8)
    }

    @Test func positionsOnASideEdgeCountFromTheTop() throws {
        // Left edge 26 tall, radius 2: leading(3) puts the apex at 3 + 8 = 11.
        let tip = layoutTooltip("abcd") {
            $0.cornerRadius = 2
            $0.arrow = ArrowStyle(edge: .left, position: .leading(3), width: 16, height: 8, apexRadius: 0)
        }
        #expect(tip.anchor == TipPoint(x: 0, y: 11))
    }

    @Test func arrowWiderThanTheStraightEdgeIsNarrowed() throws {
        // Bubble 52 × 26 with radius 8: the left edge's straight part is 26 − 16 = 10 < 16.
        let tip = layoutTooltip("abcd") { $0.arrow.edge = .left }
        let arrow = try #require(tip.arrow)
        #expect(arrow.width == 10)
        #expect(arrow.apex == TipPoint(x: 0, y: 13))
        #expect(arrow.baseStart == TipPoint(x: 8, y: 18))
        #expect(arrow.baseEnd == TipPoint(x: 8, y: 8))
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        let tip = layoutTooltip("abcd") { $0.cornerRadius = 100 }
        #expect(tip.bubble.cornerRadius == 13)   // 26 / 2
    }

    @Test func borderInsetsTheTextBox() {
        // Chrome: 32 + 2·2 = 36 wide, 16 + 2·2 = 20 tall.
        let tip = layoutTooltip("abcd") { $0.border = Border(color: DynamicColor(RGBAColor(red: 255, green: 255, blue: 255)), width: 2) }
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 56, height: 30))
        #expect(tip.text.frame == TipRect(x: 18, y: 10, width: 20, height: 10))
        #expect(tip.bubble.strokeWidth == 2)
        #expect(tip.bubble.stroke == DynamicColor(RGBAColor(red: 255, green: 255, blue: 255)))
        #expect(tip.text.lines.first?.x == 18)
        #expect(tip.text.lines.first?.baseline == 18)   // 10 + ascender 8
    }

    @Test func fixedWidthSetsTheBubbleWidth() {
        let tip = layoutTooltip("abcd") { $0.width = 100 }
        #expect(tip.bubble.frame.width == 100)
        #expect(tip.text.frame.width == 68)   // 100 − 32
        #expect(tip.text.lines.first?.width == 20)
    }

    @Test func widthBelowThePaddingIsRaisedToIt() {
        let tip = layoutTooltip("abcd") { $0.width = 10 }
        #expect(tip.bubble.frame.width == 32)
        #expect(tip.text.frame.width == 0)
    }

    @Test func maxWidthDoesNotInflateAShortText() {
        let tip = layoutTooltip("abcd") { $0.maxWidth = 100 }
        #expect(tip.bubble.frame.width == 52)
    }

    @Test func emptyTextIsOneLineTall() {
        let tip = layoutTooltip("") { $0.arrow.edge = .none }
        #expect(tip.size == TipSize(width: 32, height: 26))
        #expect(tip.text.frame.height == 10)
    }

    @Test(arguments: [
        (TextAlignment.natural, 16.0), (.left, 16), (.justified, 16),
        (.center, 40),   // 16 + (68 − 20)/2
        (.right, 64),    // 16 + 68 − 20
    ])
    func textAlignment(alignment: TextAlignment, x: Double) {
        let tip = layoutTooltip("abcd") {
            $0.width = 100
            $0.textAlignment = alignment
        }
        #expect(tip.text.lines.map(\.x) == [x])
        #expect(tip.text.alignment == alignment)
    }

    @Test func lineHeightAddsLineSpacing() {
        let tip = layoutTooltip("abcd") { $0.lineSpacing = 3 }
        #expect(tip.text.lineHeight == 13)
        #expect(tip.text.frame.height == 10)   // one line: no spacing
    }

    @Test func metadataIsCarriedThrough() {
        let shadow = Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 64)), radius: 4, x: 0, y: 2)
        let tip = layoutTooltip("abcd") {
            $0.font = FontStyle(size: 10, weight: .semibold)
            $0.shadow = shadow
            $0.opacity = 0.5
            $0.dismiss = [.tap, .after(seconds: 4)]
        }
        #expect(tip.shadow == shadow)
        #expect(tip.opacity == 0.5)
        #expect(tip.behavior == TipBehavior(dismiss: [.tap, .after], autoDismissAfter: 4))
        #expect(tip.behavior.autoDismissAfter == 4)
        #expect(tip.text.font == TipFont(family: TipFont.systemFamily, size: 10, weight: .semibold))
        #expect(tip.name == "T")
    }

    @Test func namedFamilyIsKept() {
        let tip = layoutTooltip("abcd") { $0.font = FontStyle(family: "Inter", size: 10) }
        #expect(tip.text.font.family == "Inter")
    }
}
