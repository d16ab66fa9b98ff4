import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// A tooltip's title above its message, with ``HalfEmMeasurer``: a 10 pt message
/// character is 5 pt wide and its line 10 pt tall; a 20 pt title character 10 pt and 20 pt.
@Suite struct TitleLayoutTests {
    /// The test style (10 pt message, padding 8 16, no arrow) with a 20 pt title, 4 pt above the
    /// message, then `configure`d.
    static func style(_ configure: (inout TooltipStyle) -> Void = { _ in }) -> TooltipStyle {
        tooltipStyle { style in
            style.arrow.edge = .none
            style.title = TitleStyle(font: FontStyle(size: 20, weight: .semibold), textColor: DynamicColor(.clear), spacing: 4)
            configure(&style)
        }
    }

    static func layout(title: String?, text: String, _ configure: (inout TooltipStyle) -> Void = { _ in }) -> TooltipLayout {
        Layout.tooltip(named: "T", content: TooltipContent(title: title, text: text), style: style(configure), measurer: HalfEmMeasurer())
    }

    static func tooltip(title: String?, text: String, _ configure: (inout TooltipStyle) -> Void = { _ in }) -> TipTooltip {
        layout(title: title, text: text, configure).tooltip
    }

    @Test func theTitleStandsAboveTheMessageInItsOwnFont() throws {
        let tip = Self.tooltip(title: "New", text: "Hello there")
        let title = try #require(tip.title)
        #expect(title.frame == TipRect(x: 16, y: 8, width: 55, height: 20))
        #expect(title.lines.map(\.text) == ["New"] && title.lines[0].baseline == 8 + 16)
        #expect(title.font == TipFont(family: TipFont.systemFamily, size: 20, weight: .semibold))
        #expect(tip.text.frame == TipRect(x: 16, y: 8 + 20 + 4, width: 55, height: 10))
        #expect(tip.text.lines[0].baseline == 32 + 8)
        // The bubble hugs the wider text (the message, 11 × 5) and holds both with the spacing.
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 55 + 32, height: 20 + 4 + 10 + 16))
    }

    @Test func theBubbleHugsTheWiderOfTitleAndMessage() {
        #expect(Self.tooltip(title: "A longer title", text: "Hi").bubble.frame.width == 14 * 10 + 32)
        #expect(Self.tooltip(title: "Hi", text: "A longer message").bubble.frame.width == 16 * 5 + 32)
    }

    @Test func bothWrapAtTheSameWidthAndTruncateByTheirOwnLines() throws {
        let layout = Self.layout(title: "one two three", text: "aaaa bbbb cccc dddd") { style in
            style.maxWidth = 32 + 80
            style.title?.numberOfLines = 1
        }
        let tip = layout.tooltip
        let title = try #require(tip.title)
        #expect(title.lines.map(\.text) == ["one two…"] && layout.titleLinesNeeded == 2, "\(title.lines)")
        #expect(tip.text.lines.map(\.text) == ["aaaa bbbb", "cccc dddd"] && layout.textLinesNeeded == 2)
        #expect(tip.bubble.frame.width == 32 + 80)
    }

    @Test func aTitleInAStyleWithoutOneTakesTheDefaults() throws {
        let tip = Layout.tooltip(
            named: "T", content: TooltipContent(title: "New", text: "x"), style: tooltipStyle(), measurer: HalfEmMeasurer()).tooltip
        let title = try #require(tip.title)
        #expect(title.font == TipFont(family: TipFont.systemFamily, size: 17, weight: .semibold))
        #expect(title.color == TooltipStyle().textColor)
        #expect(tip.text.frame.y == 8 + 17 + 4)
    }

    @Test func withoutATitleTheLayoutIsTheMessageAlone() {
        let style = Self.style()
        let titled = Layout.tooltip(named: "T", content: TooltipContent(text: "Hello"), style: style, measurer: HalfEmMeasurer()).tooltip
        var plain = style
        plain.title = nil
        let alone = Layout.tooltip(named: "T", text: "Hello", style: plain, measurer: HalfEmMeasurer()).tooltip
        #expect(titled.title == nil)
        #expect(titled.size == alone.size && titled.text.frame == alone.text.frame && titled.bubble.path == alone.bubble.path)
    }

    @Test func theTitleScalesWithItsTextStyle() throws {
        let tip = Layout.tooltip(
            named: "T", content: TooltipContent(title: "New", text: "x"),
            style: Self.style { $0.title?.font = FontStyle(textStyle: .headline) }, measurer: HalfEmMeasurer(),
            sizeCategory: .accessibility3)
        #expect(try #require(tip.tooltip.title).font.size == 40)
        #expect(tip.style.title?.font.size == 17, "the layout keeps the style as given")
    }
}
