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
        #expect(spec.style.font == FontStyle(family: nil, size: 17, weight: .regular))
        #expect(spec.style.textColor == rgba(0xFFFFFFFF))
        #expect(spec.style.textAlignment == .natural)
        #expect(spec.style.numberOfLines == 0)
        #expect(spec.style.lineBreakMode == .wordWrap)
        #expect(spec.style.lineSpacing == 0)
        #expect(spec.style.background == TooltipStyle.standardBackground)
        #expect(spec.style.border == nil)
        #expect(spec.style.cornerRadius == 8)
        #expect(spec.style.padding == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(spec.style.width == nil && spec.style.maxWidth == nil)
        #expect(spec.style.arrow == ArrowStyle(edge: .bottom, position: .center, width: 16, height: 8, apexRadius: 0))
        #expect(spec.style.shadow == nil)
        #expect(spec.style.opacity == 1)
        #expect(spec.style.dismiss == [])
    }

    @Test func tagsTakeEveryDefault() throws {
        let result = resolve("tags G { items: [] }")
        #expect(result.rendered == [])
        let spec = try #require(result.tags("G"))
        #expect(spec.items == [])
        #expect(spec.style.width == 375)
        #expect(spec.style.horizontalSpacing == 8 && spec.style.verticalSpacing == 8)
        #expect(spec.style.rowHeight == .auto)
        #expect(spec.style.alignment == .leading)
        #expect(spec.style.direction == .ltr)
        #expect(spec.style.maxRows == nil)
        #expect(spec.style.padding == EdgeInsets(all: 0))
        #expect(spec.style.background == .clear)
        #expect(spec.style.tag.font == FontStyle(size: 17))
        #expect(spec.style.tag.textColor == NamedColors.color(named: "label"))
        #expect(spec.style.tag.background == .clear)
        #expect(spec.style.tag.border == Border(color: rgba(0x808080FF), width: 1))
        #expect(spec.style.tag.cornerRadius == 10)
        #expect(spec.style.tag.padding == EdgeInsets(top: 6, left: 10, bottom: 6, right: 10))
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
