import Testing
import TipSemantics
import TipStyle

/// `scaled(N[, relativeTo: STYLE])`: sizes that grow with Dynamic Type, recorded in the style
/// by the name of the property that writes them.
@Suite struct ScaledSizeConversionTests {
    @Test func aScaledSizeIsItsPointsAtLargeAndFollowsBodyUnlessTold() throws {
        let tooltip = try cleanTooltip("padding: scaled(8) scaled(14, relativeTo: headline); cornerRadius: scaled(12); arrow.height: scaled(9)")
        #expect(tooltip.style.padding == EdgeInsets(top: 8, left: 14, bottom: 8, right: 14))
        #expect(tooltip.style.cornerRadius == .points(12) && tooltip.style.arrow.height == 9)
        #expect(tooltip.style.scaledLengths?.styles == [
            "padding.top": .body, "padding.bottom": .body, "padding.left": .headline, "padding.right": .headline,
            "cornerRadius": .body, "arrow.height": .body,
        ])
        #expect(tooltip.style.scales)
    }

    /// Every length a tooltip may scale, written `scaled(…)`, is recorded under the name the
    /// style's table gives it — the table and the language name the same properties.
    @Test func everyScalableTooltipPropertyIsRecorded() throws {
        let tooltip = try cleanTooltip("""
            title: "Title"; titleSpacing: scaled(4); lineSpacing: scaled(1); padding: scaled(8); cornerRadius: scaled(8)
            arrow { width: scaled(16); height: scaled(8); apexRadius: scaled(1) }
            icon { name: "star"; size: scaled(20); spacing: scaled(6) }
            actions: "OK"; action { padding: scaled(6) scaled(12); cornerRadius: scaled(8); spacing: scaled(8) }
            """)
        let recorded = try #require(tooltip.style.scaledLengths).styles
        #expect(Set(recorded.keys) == Set(TooltipStyle.scalableLengths.map(\.name)))
        #expect(Set(recorded.values) == [.body])
    }

    @Test func everyScalableTagGroupPropertyIsRecorded() throws {
        let result = resolveTags("padding: scaled(4); spacing: scaled(8) scaled(6, relativeTo: caption1); tag { padding: scaled(6) scaled(10); cornerRadius: scaled(10) }")
        #expect(result.rendered == [])
        let recorded = try #require(result.tags("G")?.style.scaledLengths).styles
        #expect(Set(recorded.keys) == Set(TagGroupStyle.scalableLengths.map(\.name)))
        #expect(recorded["spacing.vertical"] == .caption1 && recorded["tag.cornerRadius"] == .body)
    }

    /// As an SF Symbol configured with the text's style: an icon whose size is not written
    /// scales with the message's font when that font scales; a written size is fixed.
    @Test func anIconFollowsItsTextsStyleByDefault() throws {
        let following = try cleanTooltip("font: 15 relativeTo(callout); icon: \"star\"")
        #expect(following.style.scaledLengths?.styles == ["icon.size": .callout])
        #expect(try cleanTooltip("font: 15; icon: \"star\"").style.scaledLengths == nil, "a fixed font, a fixed icon")
        #expect(try cleanTooltip("font: body; icon { name: \"star\"; size: 20 }").style.scaledLengths == nil, "a written size is fixed")
        #expect(try cleanTooltip("font: body; icon { name: \"star\"; size: scaled(20, relativeTo: title3) }").style.scaledLengths?.styles == [
            "icon.size": .title3,
        ])
        #expect(try cleanTooltip("font: body").style.scaledLengths == nil, "no icon")
    }

    @Test func aChildsPointsReplaceItsParentsScaledSize() {
        let result = resolve("""
            let gutter = scaled(10)
            style Roomy { padding: gutter; cornerRadius: scaled(6, relativeTo: footnote) }
            tooltip A : Roomy { text: "a" }
            tooltip B : Roomy { text: "b"; padding.top: 2; cornerRadius: 4 }
            """)
        #expect(result.rendered == [])
        #expect(result.tooltip("A")?.style.scaledLengths?.styles.count == 5)
        #expect(result.tooltip("A")?.style.scaledLengths?.styles["cornerRadius"] == .footnote)
        #expect(result.tooltip("B")?.style.scaledLengths?.styles.keys.sorted() == ["padding.bottom", "padding.left", "padding.right"])
        #expect(result.tooltip("B")?.style.padding == EdgeInsets(top: 2, left: 10, bottom: 10, right: 10))
    }

    @Test func aLengthOfTheOtherKindIsLeftOut() {
        let result = resolve("""
            style Shared { spacing: scaled(8); padding: scaled(4) }
            tooltip T : Shared { text: "t" }
            """)
        #expect(result.tooltip("T")?.style.scaledLengths?.styles.keys.sorted() == ["padding.bottom", "padding.left", "padding.right", "padding.top"])
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        #expect(resolveTooltip("width: scaled(100)").rendered == ["main.tip:3:12 E044 `scaled(…)` is not allowed here: expected a size in points"])
        #expect(resolveTooltip("width: scaled(100)").diagnostics.first?.notes.first?.message.contains("widths and borders keep their points") == true)
        #expect(resolveTooltip("padding: scaled(8, relativeTo: bodyy)").rendered == ["main.tip:3:36 E023 unknown text style `bodyy`"])
        #expect(resolveTooltip("cornerRadius: scaled(8, 2)").with(.wrongArity).count == 1)
        #expect(resolveTooltip("cornerRadius: scaled()").with(.wrongArity).count == 1)
        #expect(resolveTooltip("cornerRadius: scaled(8, size: body)").with(.wrongArity).count == 1)
        #expect(resolveTooltip("icon { name: \"a\"; size: scaled(0) }").with(.valueOutOfRange).count == 1)
        #expect(resolveTooltip("padding: scaled(-2)").with(.valueOutOfRange).count == 1)
        #expect(resolveTooltip("padding: scaled(red)").with(.typeMismatch).count == 1)
    }
}
