import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// Lengths written `scaled(…)` at another text size, against frames worked out by hand: with a
/// fixed 10 pt font, "Hello" is 25 × 10 at every size, so only the scaled lengths move.
@Suite struct ScaledLengthsLayoutTests {
    /// Padding 10 relative to body: 10 × 40 ÷ 17 at AX3 (body 40 there, 17 at Large).
    private let padding = 10.0 * 40 / 17

    @Test func aTooltipsPaddingAndArrowGrowWithTheTextSize() {
        let style = tooltipStyle { style in
            style.padding = EdgeInsets(all: 10)
            style.cornerRadius = 4
            style.scaledLengths = ScaledLengths([
                "padding.top": .body, "padding.left": .body, "padding.bottom": .body, "padding.right": .body,
                "arrow.height": .body, "cornerRadius": .body,
            ])
        }
        let large = Layout.tooltip(named: "T", text: "Hello", style: style, measurer: HalfEmMeasurer()).tooltip
        #expect(large.bubble.frame == TipRect(x: 0, y: 0, width: 45, height: 30))
        #expect(large.size == TipSize(width: 45, height: 38))
        let ax3 = Layout.tooltip(named: "T", text: "Hello", style: style, measurer: HalfEmMeasurer(), sizeCategory: .accessibility3)
        #expect(ax3.tooltip.bubble.frame == TipRect(x: 0, y: 0, width: 25 + 2 * padding, height: 10 + 2 * padding))
        #expect(ax3.tooltip.size.height == 10 + 2 * padding + 8.0 * 40 / 17)
        #expect(ax3.tooltip.bubble.cornerRadius == 4.0 * 40 / 17)
        #expect(ax3.tooltip.text.lines.first?.x == padding)
        #expect(ax3.style == style, "the layout keeps the style as written")
    }

    @Test func aTagGroupsTagsAndRowsGrowWithTheTextSize() {
        let style = tagGroupStyle { style in
            style.scaledLengths = ScaledLengths(["tag.padding.left": .body, "tag.padding.right": .body, "spacing.vertical": .body])
        }
        let large = Layout.tagGroup(named: "G", items: [TagItem("ab"), TagItem("cd")], style: style, measurer: HalfEmMeasurer()).group
        #expect(large.tags.map(\.frame) == [TipRect(x: 0, y: 0, width: 30, height: 10), TipRect(x: 38, y: 0, width: 30, height: 10)])
        // At AX3 a tag is 10 + 2 × 10 × 40 ÷ 17 ≈ 57 wide: the second no longer fits beside the first.
        let ax3 = Layout.tagGroup(
            named: "G", items: [TagItem("ab"), TagItem("cd")], style: style, measurer: HalfEmMeasurer(), sizeCategory: .accessibility3
        ).group
        #expect(ax3.tags.map(\.frame) == [
            TipRect(x: 0, y: 0, width: 10 + 2 * padding, height: 10),
            TipRect(x: 0, y: 10 + 8.0 * 40 / 17, width: 10 + 2 * padding, height: 10),
        ])
        #expect(ax3.tags[0].textLine.x == padding)
    }
}
