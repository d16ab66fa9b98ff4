import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport
import TipText

/// Bold Text: every font one weight heavier, as the system draws it, and the layout that
/// follows from the heavier advances.
@Suite struct BoldTextLayoutTests {
    let measurer = BuiltinTextMeasurer()

    @Test func eachWeightBecomesTheNextHeavierOne() {
        let heavier = FontWeight.allCases.map(\.withBoldText)
        #expect(heavier == [.thin, .light, .regular, .semibold, .bold, .heavy, .black, .black, .black])
        for weight in FontWeight.allCases {
            #expect(weight.with(.regular) == weight)
            #expect(weight.with(.bold).numericValue >= weight.numericValue)
        }
    }

    @Test func strongTextIsHeavierThanBoldWithBoldText() {
        let body = FontStyle(size: 17)
        #expect(body.strongWeight == .bold)
        #expect(body.at(.standard, .bold).weight == .semibold)
        #expect(body.at(.standard, .bold).strongWeight == .black)
        #expect(FontStyle(size: 17, weight: .heavy).strongWeight == .heavy, "a heavier font stays")
        // Applying Bold Text twice does not bump twice.
        #expect(body.at(.standard, .bold).at(.standard, .bold).weight == .semibold)
    }

    @Test func theRunsAreLaidOutInTheHeavierFaces() throws {
        let style = tooltipStyle { $0.font = FontStyle(size: 15) }
        let content = TooltipContent(title: "What’s new", text: "Tap **here** to see")
        let regular = Layout.tooltip(named: "T", content: content, style: style, measurer: measurer)
        let bold = Layout.tooltip(named: "T", content: content, style: style, measurer: measurer, legibilityWeight: .bold)
        let runs = try #require(bold.tooltip.text.lines.first?.runs)
        #expect(runs.map(\.font.weight) == [.semibold, .black, .semibold])
        #expect(bold.tooltip.title?.font.weight == .heavy, "the headline's semibold, one heavier")
        #expect(regular.tooltip.title?.font.weight == .semibold)
        #expect(bold.tooltip.size.width > regular.tooltip.size.width)
        #expect(bold.style == regular.style, "the layout keeps the style as compiled")
    }

    @Test func aTagGroupsTagsAreHeavierToo() {
        let regular = Layout.tagGroup(named: "G", items: ["Swift", "UIKit"].map { TagItem($0) }, style: tagGroupStyle(), measurer: measurer)
        let bold = Layout.tagGroup(
            named: "G", items: ["Swift", "UIKit"].map { TagItem($0) }, style: tagGroupStyle(), measurer: measurer, legibilityWeight: .bold)
        #expect(bold.group.tags.map(\.font.weight) == regular.group.tags.map { $0.font.weight.withBoldText })
        #expect(bold.group.tags[0].frame.width > regular.group.tags[0].frame.width)
    }
}
