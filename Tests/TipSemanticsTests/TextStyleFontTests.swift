import Testing
import TipStyle
import TipSemantics

/// Text styles in `font`: the shorthand's forms, `font.relativeTo`, inheritance, mistakes.
@Suite struct TextStyleFontTests {
    private func font(_ body: String) throws -> FontStyle {
        let result = resolveTooltip(body)
        #expect(result.rendered == [], "\(body)")
        return try #require(result.tooltip("T")).style.font
    }

    @Test func aTextStyleGivesSizeWeightAndScaling() throws {
        #expect(try font("font: body") == FontStyle(size: 17, weight: .regular, relativeTo: .body))
        #expect(try font("font: headline") == FontStyle(size: 17, weight: .semibold, relativeTo: .headline))
        #expect(try font("font: caption2 bold") == FontStyle(size: 11, weight: .bold, relativeTo: .caption2))
        #expect(try font("font: \"Brand\" title1") == FontStyle(family: "Brand", size: 28, weight: .regular, relativeTo: .title1))
    }

    @Test func aPointSizeIsFixedUnlessRelativeToAStyle() throws {
        #expect(try font("font: 15") == FontStyle(size: 15))
        #expect(try font("font: 15 medium relativeTo(subheadline)") == FontStyle(size: 15, weight: .medium, relativeTo: .subheadline))
        #expect(try font("font: \"Brand\" 15 relativeTo(body)") == FontStyle(family: "Brand", size: 15, relativeTo: .body))
        #expect(try font("font { size: 20; relativeTo: title3 }") == FontStyle(size: 20, relativeTo: .title3))
    }

    /// The shorthand says whether the font scales; `font.relativeTo` alone changes only that.
    @Test func inheritance() throws {
        let result = resolve("""
            style Body { font: body }
            tooltip Fixed : Body { text: "x"; font: 15 }
            tooltip Larger : Body { text: "x"; font.size: 20 }
            tooltip Unscaled : Body { text: "x"; font.relativeTo: none }
            """)
        #expect(result.rendered == [])
        #expect(try #require(result.tooltip("Fixed")).style.font == FontStyle(size: 15))
        #expect(try #require(result.tooltip("Larger")).style.font == FontStyle(size: 20, relativeTo: .body))
        #expect(try #require(result.tooltip("Unscaled")).style.font == FontStyle(size: 17))
    }

    @Test func tagFontsScaleToo() throws {
        let result = resolveTags("tag { font: footnote }")
        #expect(result.rendered == [])
        #expect(try #require(result.tags("G")).style.tag.font == FontStyle(size: 13, relativeTo: .footnote))
    }

    @Test func mistakes() {
        let misspelt = resolveTooltip("font: bod")
        #expect(misspelt.rendered == ["main.tip:3:11 E023 unknown text style `bod`"])
        #expect(misspelt.diagnostics.first?.notes.map(\.message) == ["did you mean `body`?"])
        let weightFirst = resolveTooltip("font: bold")
        #expect(weightFirst.with(.unknownEnumValue).first?.notes.first?.message.contains("is a font weight") == true)
        #expect(resolveTooltip("font: body relativeTo(body)").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("font: 15 relativeTo(bodyy)").with(.unknownEnumValue).first?.notes.map(\.message) == ["did you mean `body`?"])
        #expect(resolveTooltip("font: 15 relativeTo(body, title1)").with(.wrongArity).count == 1)
        #expect(resolveTooltip("font: 15 relativeTo(body) bold").with(.wrongArity).count == 1)
        #expect(resolveTooltip("font: 15 bold heavy").with(.unknownEnumValue).isEmpty)
        #expect(resolveTooltip("font: 15 bold heavy").with(.wrongArity).count == 1)
        #expect(resolveTooltip("font { relativeTo: huge }").with(.unknownEnumValue).count == 1)
        #expect(resolveTooltip("textColor: relativeTo(body)").with(.unknownFunction).count == 1)
    }
}
