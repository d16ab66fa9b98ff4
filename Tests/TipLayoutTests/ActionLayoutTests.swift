import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// A tooltip's action buttons and close button, with ``HalfEmMeasurer``: a 10 pt
/// character is 5 pt wide and a line 10 pt tall, so a button is `5·characters + 24` wide
/// (padding 6 12) and 22 tall.
@Suite struct ActionLayoutTests {
    static func layout(
        text: String = "Hello", actions: [String], _ configure: (inout TooltipStyle) -> Void = { _ in }
    ) -> TipTooltip {
        let style = tooltipStyle { style in
            style.arrow.edge = .none
            style.action = ActionStyle(font: FontStyle(size: 10), textColor: DynamicColor(.clear))
            configure(&style)
        }
        let content = TooltipContent(text: text, actions: actions.map { TooltipAction(id: $0.lowercased(), title: $0) })
        return Layout.tooltip(named: "T", content: content, style: style, measurer: HalfEmMeasurer()).tooltip
    }

    @Test func buttonsThatFitStandInARowAndShareTheWidth() {
        // Widest "Learn more": 74; two of them and 8 between: 156 in a 200 − 32 = 168 box.
        let tip = Self.layout(actions: ["OK", "Learn more"]) { $0.width = 200 }
        #expect(tip.actions.map(\.frame) == [
            TipRect(x: 16, y: 8 + 10 + 8, width: 80, height: 22), TipRect(x: 16 + 88, y: 26, width: 80, height: 22),
        ])
        #expect(tip.actions.map(\.id) == ["ok", "learn more"])
        let ok = tip.actions[0].lines[0]
        #expect(ok.text == "OK" && ok.x == 16 + (80 - 10) / 2 && ok.baseline == 26 + 6 + 8)
        #expect(tip.bubble.frame.height == 10 + 8 + 22 + 16)
    }

    @Test func aBubbleThatHugsGrowsToHoldTheRow() {
        let tip = Self.layout(text: "Hi", actions: ["OK", "Learn more"])
        #expect(tip.bubble.frame.width == 2 * 74 + 8 + 32)
        #expect(tip.actions.allSatisfy { $0.frame.width == 74 })
    }

    @Test func buttonsThatDoNotFitStandInAColumnAsWideAsTheContent() {
        let tip = Self.layout(actions: ["Remind me later", "Never"]) { $0.width = 150 }
        // 22-point buttons stand 44 points apart, top to top, more than the 8 written, so that
        // their 44-point hit frames meet without overlapping.
        #expect(tip.actions.map(\.frame) == [
            TipRect(x: 16, y: 26, width: 118, height: 22), TipRect(x: 16, y: 26 + 44, width: 118, height: 22),
        ])
        #expect(tip.actions[0].hitFrame.maxY == tip.actions[1].hitFrame.minY)
        #expect(tip.bubble.frame.height == 10 + 8 + 22 + 22 + 22 + 16)
        // Spacing wider than that is kept.
        let spaced = Self.layout(actions: ["Remind me later", "Never"]) { $0.width = 150; $0.action?.verticalSpacing = 30 }
        #expect(spaced.actions[1].frame.y - spaced.actions[0].frame.maxY == 30)
        // Under maxWidth, the column is as wide as the widest button.
        let capped = Self.layout(actions: ["Remind me later", "Never"]) { $0.maxWidth = 150 }
        #expect(capped.actions.allSatisfy { $0.frame.width == 99 } && capped.bubble.frame.width == 99 + 32)
    }

    @Test func aTitleWiderThanTheBubbleIsTruncated() throws {
        let tip = Self.layout(actions: ["A title far too long for this narrow bubble"]) { $0.width = 120 }
        let action = try #require(tip.actions.first)
        #expect(action.frame.width == 88 && action.isTruncated)
        #expect(action.lines[0].text.hasSuffix("…") && action.lines[0].width <= 88 - 24)
        #expect(action.title == "A title far too long for this narrow bubble")
    }

    @Test func theCloseButtonIsAFortyFourPointSquareInTheCorner() throws {
        let tip = Self.layout(text: "Hello there", actions: []) { $0.closeButton = CloseButtonStyle(color: DynamicColor(.clear)) }
        let close = try #require(tip.closeButton)
        let bubble = tip.bubble.frame
        #expect(close.frame == TipRect(x: bubble.maxX - 44, y: 0, width: 44, height: 44))
        #expect(close.glyph == TipRect(x: bubble.maxX - 28, y: 16, width: 12, height: 12))
        // The text ends where the hit area starts: 44 − 16 of padding reserved after it.
        #expect(bubble.width == 55 + 28 + 32)
        #expect(tip.text.frame.maxX == close.frame.x)
        // The content above the actions reaches below the hit area: the bubble holds it.
        #expect(bubble.height == 44 - 8 + 16)
    }

    @Test func theCloseButtonNarrowsTheColumnAndKeepsTheActionsBelowIt() throws {
        let tip = Self.layout(text: "aaaa bbbb", actions: ["OK"]) { style in
            style.width = 32 + 28 + 44
            style.closeButton = CloseButtonStyle(color: DynamicColor(.clear))
        }
        #expect(tip.text.lines.map(\.text) == ["aaaa", "bbbb"])
        let close = try #require(tip.closeButton)
        #expect(try #require(tip.actions.first).frame.y >= close.frame.maxY)
    }

    @Test func actionsInAStyleWithoutTheirLookTakeTheDefaults() throws {
        let tip = Layout.tooltip(
            named: "T", content: TooltipContent(text: "x", actions: [TooltipAction(id: "ok", title: "OK")]), style: tooltipStyle(),
            measurer: HalfEmMeasurer()).tooltip
        let action = try #require(tip.actions.first)
        #expect(action.font == TipFont(family: TipFont.systemFamily, size: 15, weight: .semibold))
        #expect(action.fill == ActionStyle.standardBackground)
    }
}
