import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// A tooltip's title: its text, its look and its defaults, and the message's default font
/// under it.
@Suite struct TitleConversionTests {
    @Test func theShorthandAndTheBlockGiveTheSameTitle() throws {
        let shorthand = try cleanTooltip("title: \"New\"")
        let block = try cleanTooltip("title { text: \"New\" }")
        let dotted = try cleanTooltip("title.text: \"New\"")
        #expect(shorthand.title == "New" && block.title == "New" && dotted.title == "New")
        #expect(shorthand.style == block.style && block.style == dotted.style)
    }

    @Test func aTitleDefaultsToHeadlineInTheTextColourAndTheMessageToSubheadline() throws {
        let titled = try cleanTooltip("title: \"New\"; textColor: black")
        let title = try #require(titled.style.title)
        #expect(title.font == FontStyle(textStyle: .headline))
        #expect(title.textColor == rgba(0x000000FF))
        #expect(title.numberOfLines == 0 && title.spacing == 4)
        #expect(titled.style.font == FontStyle(textStyle: .subheadline))
        #expect(titled.style.scales)
    }

    @Test func aTooltipWithoutATitleKeepsTheSeventeenPointDefault() throws {
        let plain = try cleanTooltip("")
        #expect(plain.title == nil && plain.style.title == nil)
        #expect(plain.style.font == FontStyle(size: 17))
        #expect(plain.style == TooltipStyle())
        #expect(!plain.style.scales)
    }

    @Test func whatIsWrittenOverTheMessagesDefaultAppliesOnTopOfIt() throws {
        #expect(try cleanTooltip("title: \"New\"; font.weight: medium").style.font == FontStyle(size: 15, weight: .medium, relativeTo: .subheadline))
        #expect(try cleanTooltip("title: \"New\"; font: 13").style.font == FontStyle(size: 13))
        #expect(try cleanTooltip("title: \"New\"; font: body").style.font == FontStyle(textStyle: .body))
    }

    @Test func theTitleHasItsOwnFontColourLinesAndSpacing() throws {
        let spec = try cleanTooltip("title { text: \"New\"; font: \"Avenir\" 20 bold; textColor: yellow; numberOfLines: 1 }; titleSpacing: 6")
        #expect(spec.style.title == TitleStyle(
            font: FontStyle(family: "Avenir", size: 20, weight: .bold), textColor: rgba(0xFFFF00FF), numberOfLines: 1, spacing: 6))
        #expect(try cleanTooltip("title: \"New\"; title.font.weight: heavy").style.title?.font == FontStyle(size: 17, weight: .heavy, relativeTo: .headline))
    }

    @Test func aTitleIsInheritedFromAStyleAndItsBlockMerges() throws {
        let result = resolve("""
            style Tip { title { font: title3; textColor: yellow } }
            tooltip T : Tip { text: "m"; title: "New" }
            """)
        #expect(result.rendered == [])
        let title = try #require(result.tooltip("T")?.style.title)
        #expect(title.font == FontStyle(textStyle: .title3) && title.textColor == rgba(0xFFFF00FF))
    }

    @Test func aTitleMayBeLocalized() throws {
        let result = resolve("""
            strings "Localizable.xcstrings"
            tooltip T { title: localized("tip.title"); text: "m" }
            """)
        let spec = try #require(result.tooltip("T"))
        #expect(spec.title == "tip.title" && spec.titleKey?.key == "tip.title")
    }

    @Test func anEmptyTitleIsAnError() {
        let result = resolveTooltip("title: \"\"")
        #expect(result.rendered == ["main.tip:3:12 E070 a title must not be empty: leave `title` out for a tooltip without one"])
        #expect(result.tooltip("T")?.title == nil)
        #expect(resolveTooltip("title { text: \"\" }").with(.emptyText).count == 1)
    }

    @Test func aTitleWithoutAMessageIsAnErrorAtTheTooltipsName() {
        let result = resolve("tooltip T { title: \"New\" }\n")
        #expect(result.rendered == ["main.tip:1:9 E071 tooltip `T` has a title but no `text` (its message)"])
        #expect(result.with(.missingRequiredProperty).isEmpty)
        let note = result.with(.titleWithoutMessage).first?.notes.first
        #expect(note.flatMap { $0.span.map(result.location) } == "main.tip:1:13")
    }
}
