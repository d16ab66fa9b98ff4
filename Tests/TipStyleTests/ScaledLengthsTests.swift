import Foundation
import Testing
import TipStyle

/// Lengths that scale with Dynamic Type as `UIFontMetrics(forTextStyle:).scaledValue(for:)`
/// scales them: `value × style's size at the category ÷ style's size at Large`.
@Suite struct ScaledLengthsTests {
    /// A tooltip whose padding follows body and headline, corner radius and arrow body, with an
    /// icon and an action button whose lengths follow caption1.
    private func scaledTooltip() -> TooltipStyle {
        var style = TooltipStyle()
        style.padding = EdgeInsets(vertical: 8, horizontal: 17)
        style.cornerRadius = 12
        style.icon = IconStyle(name: "star", size: 24, color: style.textColor, placement: .leading, spacing: 8)
        style.action = ActionStyle(textColor: style.textColor)
        style.scaledLengths = ScaledLengths([
            "padding.top": .body, "padding.bottom": .body, "padding.left": .headline, "padding.right": .headline,
            "cornerRadius": .body, "arrow.width": .body, "arrow.height": .body, "icon.size": .body,
            "action.padding.top": .caption1, "action.cornerRadius": .caption1, "action.spacing.horizontal": .caption1,
        ])
        return style
    }

    @Test func eachScaledLengthFollowsItsTextStyle() throws {
        let style = scaledTooltip()
        #expect(style.scales)
        // At AX3 body is 40 points (17 at Large), headline 40 (17), caption1 32 (12).
        let large = style.at(.accessibility3)
        #expect(large.padding == EdgeInsets(top: 8 * 40 / 17, left: 17 * 40 / 17, bottom: 8 * 40 / 17, right: 40))
        #expect(large.cornerRadius == .points(12 * 40 / 17))
        #expect(large.arrow.width == 16 * 40 / 17 && large.arrow.height == 8 * 40 / 17)
        #expect(large.arrow.apexRadius == 0)
        #expect(large.icon?.size == 24.0 * 40 / 17)
        #expect(large.icon?.spacing == 8, "not scaled: kept")
        let action = try #require(large.action)
        #expect(action.padding.top == 6 * 32 / 12 && action.padding.bottom == 6, "only the side written scaled")
        #expect(action.cornerRadius == .points(8 * 32 / 12) && action.horizontalSpacing == 8 * 32 / 12 && action.verticalSpacing == 8)
        // At Large everything is as written, and the fonts still scale as they did.
        let standard = style.at(.large)
        #expect(standard.padding == style.padding && standard.cornerRadius == style.cornerRadius && standard.icon == style.icon)
        #expect(large.font.size == 17, "a fixed font stays fixed")
    }

    @Test func aLengthEqualToItsStylesSizeComesBackExactly() {
        var style = TooltipStyle()
        style.padding = EdgeInsets(all: 17)
        style.scaledLengths = ScaledLengths(["padding.top": .body])
        for category in ContentSizeCategory.allCases {
            #expect(style.at(category).padding.top == TextStyle.body.size(at: category), "\(category)")
        }
    }

    @Test func aCapsuleAndAPartTheStyleLacksAreLeftAlone() {
        var style = TooltipStyle()
        style.cornerRadius = .capsule
        style.scaledLengths = ScaledLengths(["cornerRadius": .body, "icon.size": .body, "action.padding.top": .body, "titleSpacing": .body])
        let large = style.at(.accessibility5)
        #expect(large.cornerRadius == .capsule)
        #expect(large.icon == nil && large.action == nil && large.title == nil)
    }

    @Test func nothingScaledIsNothingChanged() {
        let style = TooltipStyle()
        #expect(!style.scales && style.scaledLengths == nil)
        #expect(style.at(.accessibility5) == style)
        #expect(ScaledLengths([:]) == nil)
        #expect(ScaledLengths(["spacing.horizontal": .body], among: TooltipStyle.scalableLengths) == nil, "a tag group's length")
    }

    @Test func aTagGroupsLengthsScaleToo() {
        var style = TagGroupStyle()
        style.scaledLengths = ScaledLengths(["padding.left": .body, "spacing.vertical": .title1, "tag.padding.top": .body, "tag.cornerRadius": .body])
        #expect(style.scales && !style.tag.font.scales)
        let large = style.at(.accessibility1)
        #expect(large.padding.left == 0 && large.padding.top == 0, "zero stays zero")
        #expect(large.verticalSpacing == 8 * 38 / 28 && large.horizontalSpacing == 8)
        #expect(large.tag.padding.top == 6 * 28 / 17 && large.tag.padding.left == 10)
        #expect(large.tag.cornerRadius == .points(10 * 28 / 17))
        #expect(large.tag.font == style.tag.font)
    }

    @Test func everyNameOfTheTablesIsDistinct() {
        let tooltip = TooltipStyle.scalableLengths.map(\.name), group = TagGroupStyle.scalableLengths.map(\.name)
        #expect(Set(tooltip).count == tooltip.count && Set(group).count == group.count)
        #expect(tooltip.contains("action.spacing.vertical") && tooltip.contains("titleSpacing") && group.contains("tag.padding.right"))
    }

    /// The JSON names each length's style, and reads back; a style without them has no member.
    @Test func theStyleRoundTripsThroughJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let style = scaledTooltip()
        let data = try encoder.encode(style)
        let text = String(decoding: data, as: UTF8.self)
        let member = try #require(text.range(of: "\"scaledLengths\":{").map { text[$0.upperBound...] })
        #expect(member.hasPrefix("\"action.cornerRadius\":\"caption1\",\"action.padding.top\":\"caption1\",\"action.spacing.horizontal\":\"caption1\",\"arrow.height\":\"body\""))
        #expect(try JSONDecoder().decode(TooltipStyle.self, from: data) == style)
        #expect(!String(decoding: try JSONEncoder().encode(TooltipStyle()), as: UTF8.self).contains("scaledLengths"))
        var group = TagGroupStyle()
        group.scaledLengths = ScaledLengths(["tag.cornerRadius": .footnote])
        let groupData = try encoder.encode(group)
        #expect(String(decoding: groupData, as: UTF8.self).contains("\"scaledLengths\":{\"tag.cornerRadius\":\"footnote\"}"))
        #expect(try JSONDecoder().decode(TagGroupStyle.self, from: groupData) == group)
        #expect(!String(decoding: try encoder.encode(TagGroupStyle()), as: UTF8.self).contains("scaledLengths"))
    }
}
