import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// A tooltip's icon, with ``HalfEmMeasurer``: a 10 pt character is 5 pt wide, a
/// line 10 pt tall with its baseline 8 pt down; capitals are `10 × 1443/2048` tall, so their
/// middle is `8 − 3.523 = 4.477` below the line's top.
@Suite struct IconLayoutTests {
    static let capMiddle = 8 - 10 * 1443.0 / 2048 / 2

    static func layout(
        title: String? = nil, text: String = "Hello", icon: IconStyle, _ configure: (inout TooltipStyle) -> Void = { _ in }
    ) -> TipTooltip {
        let style = tooltipStyle { style in
            style.arrow.edge = .none
            style.icon = icon
            configure(&style)
        }
        return Layout.tooltip(named: "T", content: TooltipContent(title: title, text: text), style: style, measurer: HalfEmMeasurer()).tooltip
    }

    static func icon(size: Double, placement: IconPlacement = .leading) -> IconStyle {
        IconStyle(name: "sparkles", size: size, color: DynamicColor(.clear), placement: placement, spacing: 8)
    }

    @Test func aLeadingIconTallerThanTheLineStartsAtTheTopAndTheTextMovesDown() throws {
        let tip = Self.layout(icon: Self.icon(size: 20))
        let icon = try #require(tip.icon)
        #expect(icon.name == "sparkles" && icon.frame == TipRect(x: 16, y: 8, width: 20, height: 20))
        let shift = 10 - Self.capMiddle
        #expect(tip.text.frame == TipRect(x: 16 + 28, y: 8 + shift, width: 25, height: 10))
        // The icon's centre is on the middle of the first line's capitals.
        #expect(abs(icon.frame.y + 10 - (tip.text.lines[0].baseline - 10 * 1443.0 / 2048 / 2)) < 1e-9)
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 28 + 25 + 32, height: 20 + 16))
    }

    @Test func aSmallLeadingIconMovesDownToTheCapitals() throws {
        let tip = Self.layout(icon: Self.icon(size: 4))
        let icon = try #require(tip.icon)
        #expect(abs(icon.frame.y - (8 + Self.capMiddle - 2)) < 1e-9)
        #expect(tip.text.frame.y == 8)
        #expect(tip.bubble.frame.height == 10 + 16)
    }

    @Test func aLeadingIconIsAlignedWithTheTitlesFirstLine() throws {
        let tip = Self.layout(title: "New", icon: Self.icon(size: 20)) { style in
            style.title = TitleStyle(font: FontStyle(size: 20), textColor: DynamicColor(.clear))
        }
        let icon = try #require(tip.icon), title = try #require(tip.title)
        // The title's capitals are 14.09 tall, their middle 16 − 7.045 below its top: 1.045
        // above the icon's middle, so the title moves down by that.
        #expect(abs(title.frame.y - (8 + 10 - (16 - 20 * 1443.0 / 2048 / 2))) < 1e-9)
        #expect(icon.frame.y == 8)
        #expect(abs(icon.frame.midY - (title.lines[0].baseline - 20 * 1443.0 / 2048 / 2)) < 1e-9)
    }

    @Test func aLeadingIconNarrowsTheColumnInABoundedBubble() {
        let tip = Self.layout(text: "aaaa bbbb cccc", icon: Self.icon(size: 20)) { $0.width = 32 + 28 + 50 }
        #expect(tip.text.frame.width == 50)
        // "cccc" alone would be an orphan: `lineBreakStrategy: standard` pushes "bbbb" down.
        #expect(tip.text.lines.map(\.text) == ["aaaa", "bbbb cccc"])
    }

    @Test func aTopIconIsCentredAboveTheColumn() throws {
        let tip = Self.layout(text: "Hello there", icon: Self.icon(size: 20, placement: .top))
        let icon = try #require(tip.icon)
        #expect(icon.frame == TipRect(x: 16 + (55 - 20) / 2, y: 8, width: 20, height: 20))
        #expect(tip.text.frame == TipRect(x: 16, y: 8 + 28, width: 55, height: 10))
        #expect(tip.bubble.frame.height == 28 + 10 + 16)
        // A top icon wider than the text widens the bubble.
        #expect(Self.layout(text: "Hi", icon: Self.icon(size: 40, placement: .top)).bubble.frame.width == 40 + 32)
    }

    @Test func anIconLargerThanAFixedBubbleNeverBreaksTheLayout() {
        let tip = Self.layout(text: "words here", icon: Self.icon(size: 200)) { $0.width = 100 }
        #expect(tip.text.frame.width == 0 && tip.bubble.frame.width == 100)
        #expect([tip.size.width, tip.size.height].allSatisfy { $0.isFinite && $0 > 0 })
    }
}

extension TipRect {
    var midY: Double { y + height / 2 }
}
