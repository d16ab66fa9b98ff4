import Testing
import TipSemantics
import TipStyle

/// `ligatures`: a text property of tooltips and of a tag group's `tag { … }`.
@Suite struct LigaturesConversionTests {
    @Test func defaultsToNormal() throws {
        #expect(try #require(resolveTooltip("").tooltip("T")).style.ligatures == .normal)
        #expect(try #require(resolveTags("").tags("G")).style.tag.ligatures == .normal)
    }

    @Test func noneIsAcceptedInATooltipAndInATagBlock() throws {
        let tooltip = resolveTooltip("ligatures: none")
        #expect(tooltip.diagnostics.isEmpty)
        #expect(try #require(tooltip.tooltip("T")).style.ligatures == .none)
        for body in ["tag { ligatures: none; font: 15 }", "tag.ligatures: none"] {
            let tags = resolveTags(body)
            #expect(tags.diagnostics.isEmpty, "\(body)")
            #expect(try #require(tags.tags("G")).style.tag.ligatures == .none, "\(body)")
        }
        #expect(try #require(resolveTooltip("ligatures: normal").tooltip("T")).style.ligatures == .normal)
    }

    @Test func isInheritedFromAStyleAndOverridden() throws {
        let result = resolve("""
            style Plain { ligatures: none }
            tooltip A : Plain { text: "fi" }
            tooltip B : Plain { text: "fi"; ligatures: normal }
            tags G { items: ["fi"]; tag { ligatures: none } }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.tooltip("A")).style.ligatures == .none)
        #expect(try #require(result.tooltip("B")).style.ligatures == .normal)
        #expect(try #require(result.tags("G")).style.tag.ligatures == .none)
    }

    @Test func aWrongValueSuggestsTheNearestOne() {
        let result = resolveTooltip("ligatures: nome")
        #expect(result.rendered == ["main.tip:3:16 E023 unknown value `nome` for `ligatures`"])
        #expect(result.with(.unknownEnumValue).first?.notes.map(\.message) == ["did you mean `none`?"])
        #expect(resolveTags("tag { ligatures: normall }").with(.unknownEnumValue).first?.notes.map(\.message) == ["did you mean `normal`?"])
    }

    @Test func onATagGroupItselfItHasNoEffect() {
        let result = resolveTags("ligatures: none")
        #expect(result.rendered == ["main.tip:3:5 E047 `ligatures` is not a property of a tag group"])
        #expect(result.with(.propertyOfOtherKind).first?.notes.map(\.message) == ["to style every tag, write it inside `tag { ligatures: … }`"])
    }
}
