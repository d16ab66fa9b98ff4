import Foundation
import Testing
import TipRuntime
import TipStyle
import TipTestSupport

/// The runtime engine against frames worked out by hand from the rules of docs/language.md
/// ("Geometry"), not against what the engine itself wrote into a golden: a style as an app
/// receives it in the JSON, text measured by ``HalfEmMeasurer`` (each character half the font
/// size wide; ascender 0.8, descender 0.2 of it).
@Suite struct HandDerivedLayoutTests {
    private let engine = TipLayoutEngine(measurer: HalfEmMeasurer())

    /// A 20-point font; padding 8 16; the default 16 × 8 arrow at the bottom centre; some
    /// lengths scaling with body.
    private static let tooltipJSON = """
        {"font": {"size": 20, "weight": "regular"}, "textColor": "#FFFFFFFF", "textAlignment": "natural", "numberOfLines": 0,
         "lineBreakMode": "wordWrap", "lineBreakStrategy": "none", "ligatures": "normal", "lineSpacing": 0, "background": "#0040DDFF",
         "cornerRadius": 8, "padding": {"top": 8, "left": 16, "bottom": 8, "right": 16},
         "arrow": {"edge": "bottom", "position": "center", "width": 16, "height": 8, "apexRadius": 0}, "opacity": 1, "dismiss": [],
         "scaledLengths": {"padding.top": "body", "padding.bottom": "body", "arrow.height": "body"}}
        """

    private func tooltipStyle() throws -> TipTooltipStyle {
        TipTooltipStyle(componentName: "Hint", properties: try JSONDecoder().decode(TooltipStyle.self, from: Data(Self.tooltipJSON.utf8)))
    }

    /// "Hello world" is 11 × 10 = 110 wide and 16 + 4 = 20 tall: the bubble is 110 + 2 × 16 by
    /// 20 + 2 × 8, the arrow adds 8 below it, and its apex — the anchor — is the bottom centre.
    @Test func aTooltipAtLarge() throws {
        let tip = engine.layout(try tooltipStyle(), text: "Hello world")
        #expect(tip.size == TipSize(width: 142, height: 44))
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 142, height: 36))
        #expect(tip.anchor == TipPoint(x: 71, y: 44))
        #expect(tip.text.lines.map(\.text) == ["Hello world"])
        #expect(tip.text.lines.first?.x == 16 && tip.text.lines.first?.baseline == 8 + 16)
    }

    /// At AX3 (body 40, 17 at Large) the vertical padding is 8 × 40 ÷ 17 ≈ 18.824 and the arrow
    /// 8 × 40 ÷ 17 tall; the fixed 20-point font and the horizontal padding do not move.
    @Test func aTooltipAtAX3() throws {
        let tip = engine.layout(try tooltipStyle(), text: "Hello world", sizeCategory: .accessibility3)
        #expect(tip.bubble.frame == TipRect(x: 0, y: 0, width: 142, height: 57.647))
        #expect(tip.size == TipSize(width: 142, height: 76.471))
        #expect(tip.anchor == TipPoint(x: 71, y: 76.471))
        #expect(tip.text.lines.first?.x == 16 && tip.text.lines.first?.baseline == 34.824)
    }

    /// Tags of 10-point text with padding 0 10 are 5n + 20 wide and 10 tall; 8 apart in a row,
    /// a tag that would end past the 100-point width starts the next row, 8 below.
    @Test func aTagGroup() throws {
        let json = """
            {"width": 100, "horizontalSpacing": 8, "verticalSpacing": 8, "rowHeight": "auto", "alignment": "leading", "direction": "ltr",
             "padding": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "background": "#00000000",
             "tag": {"font": {"size": 10, "weight": "regular"}, "ligatures": "normal", "textColor": "#000000FF", "background": "#00000000",
                     "cornerRadius": 4, "padding": {"top": 0, "left": 10, "bottom": 0, "right": 10}}}
            """
        let style = TipTagStyle(componentName: "Chips", properties: try JSONDecoder().decode(TagGroupStyle.self, from: Data(json.utf8)))
        let group = engine.layout(style, items: ["ab", "cd", "efgh"])
        #expect(group.tags.map(\.frame) == [
            TipRect(x: 0, y: 0, width: 30, height: 10), TipRect(x: 38, y: 0, width: 30, height: 10), TipRect(x: 0, y: 18, width: 40, height: 10),
        ])
        #expect(group.size == TipSize(width: 100, height: 28))
        #expect(group.tags.map(\.textLine.x) == [10, 48, 10])
    }
}
