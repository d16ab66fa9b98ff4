import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// A tooltip's icon: its shorthand and block, its defaults, and the mistakes of a
/// name that is missing or empty and of an icon the bubble cannot hold.
@Suite struct IconConversionTests {
    @Test func theShorthandNamesTheImageWithTheDefaults() throws {
        let icon = try #require(try cleanTooltip("icon: \"sparkles\"; textColor: black").style.icon)
        #expect(icon == IconStyle(name: "sparkles", size: 24, color: rgba(0x000000FF), placement: .leading, spacing: 8))
    }

    @Test func theBlockSetsEveryMember() throws {
        let icon = try #require(try cleanTooltip("icon { name: \"star\"; size: 20; color: systemYellow; placement: top; spacing: 4 }").style.icon)
        #expect(icon.name == "star" && icon.size == 20 && icon.placement == .top && icon.spacing == 4)
        #expect(icon.color == NamedColors.color(named: "systemYellow"))
    }

    @Test func aStylesIconMergesAndNoneTurnsItOff() throws {
        let result = resolve("""
            style Tip { icon { size: 20; placement: top } }
            tooltip A : Tip { text: "a"; icon.name: "star" }
            tooltip B : Tip { text: "b"; icon: "bell" }
            tooltip C : Tip { text: "c"; icon.name: "star"; icon: none }
            """)
        #expect(result.rendered == [])
        #expect(result.tooltip("A")?.style.icon?.size == 20 && result.tooltip("A")?.style.icon?.placement == .top)
        #expect(result.tooltip("B")?.style.icon?.name == "bell" && result.tooltip("B")?.style.icon?.size == 20)
        #expect(result.tooltip("C")?.style.icon == nil)
    }

    @Test func anIconWithoutANameIsAnErrorAtTheTooltip() {
        let result = resolveTooltip("icon { size: 20 }")
        #expect(result.rendered == ["main.tip:1:9 E045 tooltip `T` has an icon without a `name`"])
        #expect(result.tooltip("T")?.style.icon == nil)
    }

    @Test func anEmptyNameIsAnError() {
        #expect(resolveTooltip("icon: \"\"").with(.emptyText).count == 1)
        let block = resolveTooltip("icon { name: \"\" }")
        #expect(block.rendered.count == 1 && block.with(.emptyText).count == 1, "no follow-on E045: \(block.rendered)")
    }

    @Test func anIconTheBubbleCannotHoldIsAnError() {
        // width 100 less padding 16 + 16: 68 points of content.
        let leading = resolveTooltip("width: 100; icon { name: \"star\"; size: 60 }")
        #expect(leading.rendered == [
            "main.tip:1:9 E073 the icon of tooltip `T` and its spacing take 68 of the 68 points of its bubble's content, leaving the text no room",
        ])
        #expect(resolveTooltip("width: 100; icon { name: \"star\"; size: 59 }").rendered == [])
        #expect(resolveTooltip("maxWidth: 100; icon { name: \"star\"; size: 70; placement: top }").with(.iconTooLarge).count == 1)
        #expect(resolveTooltip("maxWidth: 100; icon { name: \"star\"; size: 68; placement: top }").rendered == [])
        #expect(resolveTooltip("icon { name: \"star\"; size: 500 }").rendered == [], "a bubble that hugs grows to hold it")
    }
}
