import Testing
import TipSemantics
import TipSyntax

@Suite struct CatalogueTests {
    @Test func namesAreUniqueAndDescribed() {
        let names = PropertyTable.topLevel.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(PropertyTable.topLevel.allSatisfy { !$0.summary.isEmpty })
        #expect(PropertyTable.tagMembers.map(\.name) == [
            "font", "textColor", "ligatures", "background", "border", "borderColor", "borderWidth", "cornerRadius", "padding",
        ])
        #expect(PropertyTable.property(named: "arrow")?.members.map(\.name) == ["edge", "position", "width", "height", "apexRadius"])
    }

    @Test func everyTooltipAndTagsPropertyOfTheLanguageIsKnown() {
        let tooltip = ["text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode", "ligatures",
                       "lineSpacing", "background", "border", "cornerRadius", "padding", "width", "maxWidth", "arrow",
                       "shadow", "opacity", "dismiss"]
        let tags = ["items", "width", "spacing", "rowHeight", "alignment", "direction", "maxRows", "padding",
                    "background", "tag"]
        #expect(tooltip.allSatisfy { PropertyTable.property(named: $0)?.kinds.contains(.tooltip) == true })
        #expect(tags.allSatisfy { PropertyTable.property(named: $0)?.kinds.contains(.tags) == true })
    }

    @Test func namedColoursUseUIKitValues() {
        let expected: [(String, UInt32)] = [
            ("white", 0xFFFFFFFF), ("black", 0x000000FF), ("clear", 0x00000000), ("gray", 0x808080FF),
            ("lightGray", 0xAAAAAAFF), ("darkGray", 0x555555FF), ("green", 0x00FF00FF), ("orange", 0xFF8000FF),
            ("purple", 0x800080FF), ("brown", 0x996633FF), ("systemBlue", 0x007AFFFF), ("systemOrange", 0xFF9500FF),
            ("systemGreen", 0x34C759FF), ("systemTeal", 0x30B0C7FF), ("systemGray", 0x8E8E93FF), ("label", 0x000000FF),
        ]
        for (name, value) in expected {
            #expect(NamedColors.color(named: name)?.light == rgba(value).light, "\(name)")
        }
        // Classic colours are the same in every appearance; system colours have UIKit's dark values.
        for (name, dark) in [("white", 0xFFFFFFFF), ("systemBlue", 0x0A84FFFF), ("systemMint", 0x66D4CFFF), ("label", 0xFFFFFFFF),
                             ("secondaryLabel", 0xEBEBF599), ("link", 0x0984FFFF), ("systemBackground", 0x000000FF)] as [(String, UInt32)] {
            #expect(NamedColors.color(named: name)?.dark == rgba(dark).light, "\(name)")
        }
        let classic = ["white", "black", "clear", "gray", "lightGray", "darkGray", "red", "green", "blue", "cyan", "yellow", "magenta",
                       "orange", "purple", "brown", "darkText", "lightText"]
        // systemGray is the same in light and dark, but not with Increase Contrast.
        #expect(NamedColors.all.filter { !$0.color.isDynamic }.map(\.name) == classic)
        #expect(NamedColors.color(named: "White") == nil)
        #expect(Set(NamedColors.names).count == NamedColors.names.count)
    }

    @Test func deeplyNestedValuesDoNotCrash() {
        let depth = 100_000
        let text = "tags G { items: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + " }"
        let result = resolve(text)
        #expect(result.diagnostics.contains { $0.severity == .error })
    }
}
