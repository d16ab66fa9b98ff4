import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// Each tag-group property's conversion from text to the resolved value.
@Suite struct TagsConversionTests {
    private func tags(_ body: String) throws -> ResolvedTagGroup {
        let result = resolveTags(body)
        #expect(result.rendered == [], "\(body)")
        return try #require(result.tags("G"))
    }

    @Test func itemsInBracketsOrAsCommaList() throws {
        #expect(try #require(resolve("tags G { items: [\"a\", \"b\"] }").tags("G")).items == ["a", "b"])
        #expect(try #require(resolve("tags G { items: \"a\", \"b\", \"c\" }").tags("G")).items == ["a", "b", "c"])
    }

    @Test func containerProperties() throws {
        let spec = try tags("width: 320; rowHeight: 30; alignment: justified; direction: rtl; maxRows: 2; background: systemGray6")
        #expect(spec.style.width == 320)
        #expect(spec.style.rowHeight == .fixed(30))
        #expect(spec.style.alignment == .justified)
        #expect(spec.style.direction == .rtl)
        #expect(spec.style.maxRows == 2)
        #expect(spec.style.background == NamedColors.color(named: "systemGray6"))
        #expect(spec.style.background.light == rgba(0xF2F2F7FF).light)
        #expect(try tags("rowHeight: auto").style.rowHeight == .auto)
    }

    @Test func spacingOneOrTwoValues() throws {
        let both = try tags("spacing: 6")
        #expect(both.style.horizontalSpacing == 6 && both.style.verticalSpacing == 6)
        let pair = try tags("spacing: 6 10")
        #expect(pair.style.horizontalSpacing == 6 && pair.style.verticalSpacing == 10)
    }

    @Test func containerPadding() throws {
        #expect(try tags("padding: 4").style.padding == EdgeInsets(all: 4))
    }

    @Test func tagBlockAndDottedForm() throws {
        let spec = try tags("tag { font: \"Avenir\" 15 semibold; textColor: white; background: black; cornerRadius: 4; padding: 2 6; border: none }")
        #expect(spec.style.tag.font == FontStyle(family: "Avenir", size: 15, weight: .semibold))
        #expect(spec.style.tag.textColor == rgba(0xFFFFFFFF))
        #expect(spec.style.tag.background == rgba(0x000000FF))
        #expect(spec.style.tag.cornerRadius == 4)
        #expect(spec.style.tag.padding == EdgeInsets(vertical: 2, horizontal: 6))
        #expect(spec.style.tag.border == nil)
        let dotted = try tags("tag.padding.left: 3; tag.borderColor: red; tag.font.weight: bold")
        #expect(dotted.style.tag.padding == EdgeInsets(top: 6, left: 3, bottom: 6, right: 10))
        #expect(dotted.style.tag.border == Border(color: rgba(0xFF0000FF), width: 1))
        #expect(dotted.style.tag.font == FontStyle(size: 17, weight: .bold))
    }
}
