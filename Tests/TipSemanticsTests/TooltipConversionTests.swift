import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// Each tooltip property's conversion from text to the resolved value.
@Suite struct TooltipConversionTests {
    @Test func colours() throws {
        #expect(try cleanTooltip("background: #1AF").style.background == rgba(0x11AAFFFF))
        #expect(try cleanTooltip("background: #1AF8").style.background == rgba(0x11AAFF88))
        #expect(try cleanTooltip("background: #01B7FF").style.background == rgba(0x01B7FFFF))
        #expect(try cleanTooltip("background: #01B7FF80").style.background == rgba(0x01B7FF80))
        #expect(try cleanTooltip("background: rgb(1, 183, 255)").style.background == rgba(0x01B7FFFF))
        #expect(try cleanTooltip("background: rgba(1, 183, 255, 0.5)").style.background == rgba(0x01B7FF80))
        #expect(try cleanTooltip("background: lightGray").style.background == rgba(0xAAAAAAFF))
        #expect(try cleanTooltip("background: green").style.background == rgba(0x00FF00FF))
        #expect(try cleanTooltip("background: systemOrange").style.background.light == rgba(0xFF9500FF).light)
        #expect(try cleanTooltip("background: systemOrange").style.background.dark == rgba(0xFF9F0AFF).light)
        #expect(try cleanTooltip("background: secondaryLabel").style.background.light == rgba(0x3C3C4399).light)
        #expect(try cleanTooltip("textColor: clear").style.textColor == .clear)
    }

    @Test func fontShorthandAndBlock() throws {
        #expect(try cleanTooltip("font: 15").style.font == FontStyle(size: 15))
        #expect(try cleanTooltip("font: 15 medium").style.font == FontStyle(size: 15, weight: .medium))
        #expect(try cleanTooltip("font: \"Avenir\" 13.5 bold").style.font == FontStyle(family: "Avenir", size: 13.5, weight: .bold))
        #expect(try cleanTooltip("font { family: \"Menlo\"; weight: heavy }").style.font == FontStyle(family: "Menlo", size: 17, weight: .heavy))
        #expect(try cleanTooltip("font.size: 12pt").style.font == FontStyle(size: 12))
    }

    @Test func textProperties() throws {
        let spec = try cleanTooltip("textAlignment: center; numberOfLines: 2; lineBreakMode: truncateMiddle; lineSpacing: 3")
        #expect(spec.style.textAlignment == .center)
        #expect(spec.style.numberOfLines == 2)
        #expect(spec.style.lineBreakMode == .truncateMiddle)
        #expect(spec.style.lineSpacing == 3)
        #expect(try #require(resolve("tooltip T { text: \"a\\nb\" }").tooltip("T")).text == "a\nb")
    }

    @Test func borderShorthandAndLonghands() throws {
        #expect(try cleanTooltip("border: systemRed 1.5").style.border == Border(color: try #require(NamedColors.color(named: "systemRed")), width: 1.5))
        #expect(try cleanTooltip("border: none").style.border == nil)
        #expect(try cleanTooltip("borderWidth: 2").style.border == Border(color: rgba(0x000000FF), width: 2))
        #expect(try cleanTooltip("borderColor: red").style.border == nil)
        #expect(try cleanTooltip("borderColor: red; borderWidth: 1").style.border == Border(color: rgba(0xFF0000FF), width: 1))
    }

    @Test func paddingForms() throws {
        #expect(try cleanTooltip("padding: 4").style.padding == EdgeInsets(all: 4))
        #expect(try cleanTooltip("padding: 4 12").style.padding == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
        #expect(try cleanTooltip("padding { left: 1; right: 2 }").style.padding == EdgeInsets(top: 8, left: 1, bottom: 8, right: 2))
        #expect(try cleanTooltip("padding.bottom: 0").style.padding == EdgeInsets(top: 8, left: 16, bottom: 0, right: 16))
    }

    @Test func sizes() throws {
        let spec = try cleanTooltip("cornerRadius: 0; width: 200pt; maxWidth: 240; opacity: 0.25")
        #expect(spec.style.cornerRadius == 0)
        #expect(spec.style.width == 200)
        #expect(spec.style.maxWidth == 240)
        #expect(spec.style.opacity == 0.25)
    }

    @Test func arrowShorthandBlockAndPositions() throws {
        #expect(try cleanTooltip("arrow: top").style.arrow.edge == .top)
        #expect(try cleanTooltip("arrow: left trailing(6)").style.arrow == ArrowStyle(edge: .left, position: .trailing(6), width: 16, height: 8, apexRadius: 0))
        #expect(try cleanTooltip("arrow: right 25%").style.arrow.position == .percent(25))
        #expect(try cleanTooltip("arrow: none").style.arrow.edge == ArrowEdge.none)
        let block = try cleanTooltip("arrow { edge: top; position: leading(12); width: 11; height: 6; apexRadius: 2 }").style.arrow
        #expect(block == ArrowStyle(edge: .top, position: .leading(12), width: 11, height: 6, apexRadius: 2))
        #expect(try cleanTooltip("arrow.apexRadius: 1.5").style.arrow.apexRadius == 1.5)
    }

    @Test func shadowBlockDefaultsAndNone() throws {
        #expect(try cleanTooltip("shadow { radius: 6 }").style.shadow == Shadow(color: rgba(0x00000040), radius: 6, x: 0, y: 2))
        #expect(try cleanTooltip("shadow {}").style.shadow == Shadow(color: rgba(0x00000040), radius: 4, x: 0, y: 2))
        #expect(try cleanTooltip("shadow { color: #0008; radius: 3; x: -1; y: 4 }").style.shadow == Shadow(color: rgba(0x00000088), radius: 3, x: -1, y: 4))
        #expect(try cleanTooltip("shadow.y: -2").style.shadow == Shadow(color: rgba(0x00000040), radius: 4, x: 0, y: -2))
        #expect(try cleanTooltip("shadow { radius: 6 }; shadow: none").style.shadow == nil)
    }

    @Test func dismissList() throws {
        #expect(try cleanTooltip("dismiss: tap").style.dismiss == [.tap])
        #expect(try cleanTooltip("dismiss: after(250ms), tap").style.dismiss == [.after(seconds: 0.25), .tap])
        #expect(try cleanTooltip("dismiss: none").style.dismiss == [])
    }

    @Test func constantsExpandInPlace() throws {
        let result = resolve("""
            let pad = 8 20
            let accent = rgb(1, 2, 3)
            let hide = tap, after(2s)
            let base = 10
            let inset = base
            tooltip T { text: "x"; padding: pad; border: accent inset; dismiss: hide }
            """)
        #expect(result.rendered == [])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.padding == EdgeInsets(vertical: 8, horizontal: 20))
        #expect(spec.style.border == Border(color: rgba(0x010203FF), width: 10))
        #expect(spec.style.dismiss == [.tap, .after(seconds: 2)])
    }

    /// Values skip expansion only when none of their names can be a constant's (a
    /// ``NameBloom`` test): with hundreds of constants every bit of the filter is taken, and each
    /// use still expands — alone, beside other terms, inside calls and lists, and imported.
    @Test func everyConstantExpandsWhateverItsNameHashesTo() throws {
        let count = 300
        let constants = (0..<count).map { "let c\($0) = \($0 + 1)" }.joined(separator: "\n")
        let tooltips = (0..<count).map { index in
            "tooltip T\(index) { text: \"x\"; cornerRadius: c\(index); border: rgb(c\(index % 200), 0, 0) c\(index); "
                + "dismiss: tap, after(shared) }"
        }.joined(separator: "\n")
        let result = resolve(
            "import \"shared.tip\"\n" + constants + "\n" + tooltips, files: ["shared.tip": "let shared = 3s"])
        #expect(result.rendered == [])
        for index in 0..<count {
            let style = try #require(result.tooltip("T\(index)")).style
            #expect(style.cornerRadius == .points(Double(index + 1)))
            #expect(style.border == Border(color: DynamicColor(RGBAColor(red: UInt8(index % 200 + 1), green: 0, blue: 0, alpha: 255)), width: Double(index + 1)))
            #expect(style.dismiss == [.tap, .after(seconds: 3)])
        }
    }

    /// `cornerRadius: capsule` on a tooltip, its tags' and its actions' blocks; a word close to
    /// it is fixed to it, another is an unknown name.
    @Test func capsuleIsACornerRadius() throws {
        let tooltip = try cleanTooltip("cornerRadius: capsule; actions: [\"OK\"]; action { cornerRadius: capsule }")
        #expect(tooltip.style.cornerRadius == .capsule)
        #expect(tooltip.style.action?.cornerRadius == .capsule)
        let tags = resolve("tags G { items: [\"a\"]; tag { cornerRadius: capsule } }")
        #expect(tags.rendered == [])
        #expect(tags.tags("G")?.style.tag.cornerRadius == .capsule)
        let wrong = resolveTooltip("cornerRadius: pill")
        #expect(wrong.rendered == ["main.tip:3:19 E024 unknown name `pill`"])
        let misspelt = resolveTooltip("cornerRadius: capsul")
        #expect(misspelt.rendered == ["main.tip:3:19 E023 unknown value `capsul` for `cornerRadius`"])
        #expect(misspelt.diagnostics.first?.fixIts.map(\.replacement) == ["capsule"])
    }
}

/// `lineBreakStrategy`.
@Suite struct LineBreakStrategyConversionTests {
    @Test func defaultsToStandardAndAcceptsUIKitsNames() throws {
        #expect(try #require(resolveTooltip("").tooltip("T")).style.lineBreakStrategy == .standard)
        for strategy in [LineBreakStrategy.none, .pushOut, .hangulWordPriority, .standard] {
            let result = resolveTooltip("lineBreakStrategy: \(strategy.rawValue)")
            #expect(result.diagnostics.isEmpty)
            #expect(try #require(result.tooltip("T")).style.lineBreakStrategy == strategy)
        }
        #expect(resolveTooltip("lineBreakStrategy: hangulWord").with(.unknownEnumValue).count == 1)
        #expect(resolveTags("lineBreakStrategy: none").with(.propertyOfOtherKind).count == 1)
    }

}
