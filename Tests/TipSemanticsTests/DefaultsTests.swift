import Testing
import TipSemantics
import TipStyle
import TipSyntax

@Suite struct DefaultsTests {
    @Test func tooltipTakesEveryDefault() throws {
        let result = resolve("tooltip T { text: \"hi\" }")
        #expect(result.rendered == [])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.text == "hi")
        #expect(spec.font == FontSpec(family: nil, size: 17, weight: .regular))
        #expect(spec.textColor == rgba(0xFFFFFFFF))
        #expect(spec.textAlignment == .natural)
        #expect(spec.numberOfLines == 0)
        #expect(spec.lineBreakMode == .wordWrap)
        #expect(spec.lineSpacing == 0)
        #expect(spec.background == rgba(0x007AFFFF))
        #expect(spec.border == nil)
        #expect(spec.cornerRadius == 8)
        #expect(spec.padding == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(spec.width == nil && spec.maxWidth == nil)
        #expect(spec.arrow == ArrowSpec(edge: .bottom, position: .center, width: 16, height: 8, apexRadius: 0))
        #expect(spec.shadow == nil)
        #expect(spec.opacity == 1)
        #expect(spec.dismiss == [])
    }

    @Test func tagsTakeEveryDefault() throws {
        let result = resolve("tags G { items: [] }")
        #expect(result.rendered == [])
        let spec = try #require(result.tags("G"))
        #expect(spec.items == [])
        #expect(spec.width == 375)
        #expect(spec.horizontalSpacing == 8 && spec.verticalSpacing == 8)
        #expect(spec.rowHeight == .auto)
        #expect(spec.alignment == .leading)
        #expect(spec.direction == .ltr)
        #expect(spec.maxRows == nil)
        #expect(spec.padding == EdgeInsets(all: 0))
        #expect(spec.background == .clear)
        #expect(spec.tag.font == FontSpec(size: 17))
        #expect(spec.tag.textColor == rgba(0x000000FF))
        #expect(spec.tag.background == .clear)
        #expect(spec.tag.border == Border(color: rgba(0x808080FF), width: 1))
        #expect(spec.tag.cornerRadius == 10)
        #expect(spec.tag.padding == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    }

    @Test func requiredPropertiesAreReportedAtTheName() {
        let result = resolve("tooltip Lonely { background: red }\ntags Empty { width: 100 }\n")
        #expect(result.rendered == [
            "main.tip:1:9 E045 tooltip `Lonely` has no `text`",
            "main.tip:2:6 E045 tag group `Empty` has no `items`",
        ])
        #expect(result.document.components.map(\.name) == ["Lonely", "Empty"])
    }

    @Test func requiredPropertyMayComeFromAStyle() throws {
        let result = resolve("style Base { text: \"from style\" }\ntooltip T : Base {}\n")
        #expect(result.rendered == [])
        #expect(try #require(result.tooltip("T")).text == "from style")
    }
}
