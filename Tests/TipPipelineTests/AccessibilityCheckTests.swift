import Testing
import TipModel
import TipSemantics
import TipStyle
import TipSyntax
@testable import TipPipeline

/// The accessibility checks' functions on their own: the minimum a text needs, the contrast of
/// composited colours, hit areas, labels; and per locale, the worst variant or every one.
@Suite struct AccessibilityCheckTests {
    private let white = DynamicColor(RGBAColor(red: 255, green: 255, blue: 255))

    private func hex(_ value: UInt32, alpha: UInt8 = 255) -> DynamicColor {
        DynamicColor(RGBAColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: alpha))
    }

    @Test func theMinimumFollowsTheLaidOutSizeAndWeight() {
        let body = FontStyle(textStyle: .body)
        #expect(ContrastChecks.minimum(for: ["a"], font: FontStyle(size: 17), at: .standard) == ContrastRatio(4.5))
        #expect(ContrastChecks.minimum(for: ["a"], font: FontStyle(size: 18), at: .standard) == ContrastRatio(3))
        #expect(ContrastChecks.minimum(for: ["a"], font: FontStyle(size: 12, weight: .bold), at: .standard) == ContrastRatio(3))
        #expect(ContrastChecks.minimum(for: ["a"], font: FontStyle(size: 12, weight: .semibold), at: .standard) == ContrastRatio(4.5))
        // A 17-point body is large text at AX1, and small again at the smaller sizes.
        #expect(ContrastChecks.minimum(for: ["a"], font: body, at: .accessibility1) == ContrastRatio(3))
        #expect(ContrastChecks.minimum(for: ["a"], font: body, at: .xSmall) == ContrastRatio(4.5))
    }

    @Test func aTextIsHeldToItsStrictestRun() {
        let font = FontStyle(size: 12)
        #expect(ContrastChecks.minimum(for: ["**Save** now"], font: font, at: .standard) == ContrastRatio(4.5))
        #expect(ContrastChecks.minimum(for: ["**Save now**"], font: font, at: .standard) == ContrastRatio(3))
        #expect(ContrastChecks.minimum(for: ["**Save** **now**"], font: font, at: .standard) == ContrastRatio(3))
        #expect(ContrastChecks.minimum(for: ["**Save**", "now"], font: font, at: .standard) == ContrastRatio(4.5))
    }

    @Test func colorsAreCompositedOverTheBackdropOfEachAppearance() {
        let systemBlue = NamedColors.color(named: "systemBlue")!
        let onBlue = ContrastChecks.ratio(of: white, over: [systemBlue], opacity: 1, in: .light)
        #expect(onBlue.description == "4.02:1")
        #expect(!onBlue.meets(.regularTextMinimum))
        // Black text on a clear bubble is black on the backdrop: white in light, black in dark.
        let black = hex(0x000000)
        #expect(ContrastChecks.ratio(of: black, over: [.clear], opacity: 1, in: .light).description == "21.00:1")
        #expect(ContrastChecks.ratio(of: black, over: [.clear], opacity: 1, in: .darkIncreasedContrast).description == "1.00:1")
        // A translucent fill lightens the bubble under the text.
        let onFill = ContrastChecks.ratio(of: white, over: [ActionStyle.standardBackground, systemBlue], opacity: 1, in: .light)
        #expect(onFill < onBlue)
        // The tooltip's opacity lets the backdrop through text and bubble alike.
        #expect(ContrastChecks.ratio(of: white, over: [systemBlue], opacity: 0.5, in: .light) < onBlue)
    }

    @Test func thresholdsAreComparedUnrounded() throws {
        let tooltip = ResolvedTooltip(name: "Tip", nameSpan: Span(file: FileID(0), start: 0, end: 3), text: "Save")
        var cache = ContrastRatioCache()
        func findings(_ color: UInt32) -> [AccessibilityFinding] {
            var styled = tooltip
            styled.style.textColor = hex(color)
            styled.style.background = white
            return ContrastChecks.findings(of: .tooltip(styled), at: [.standard], graphics: true, cache: &cache)
        }
        #expect(findings(0x2C882C).isEmpty)
        let justBelow = findings(0x118A11)
        #expect(justBelow.map(\.variant.appearance) == Appearance.allCases)
        #expect(justBelow.first?.problem() == "its text is 4.50:1 on its bubble in light, needs 4.5:1")
        #expect(findings(0x138A13).first?.problem() == "its text is 4.49:1 on its bubble in light, needs 4.5:1")
    }

    @Test func aComponentWithoutColoursPassesInEveryAppearanceAndTextSize() {
        let span = Span(file: FileID(0), start: 0, end: 1)
        var tooltip = ResolvedTooltip(
            name: "Tip", nameSpan: span, content: .literal("Drag **blocks** to sort them"), title: .literal("New"),
            actions: [ActionContent(id: "ok", title: .literal("Got it"))])
        tooltip.style.title = TitleStyle(textColor: tooltip.style.textColor)
        tooltip.style.action = ActionStyle(textColor: tooltip.style.textColor)
        tooltip.style.closeButton = CloseButtonStyle(color: tooltip.style.textColor)
        tooltip.style.icon = IconStyle(name: "sparkles", color: tooltip.style.textColor)
        tooltip.accessibility.iconLabel = ResolvedText(.literal("New"))
        var cache = ContrastRatioCache()
        for font in [FontStyle.standard, FontStyle(textStyle: .caption2)] {
            tooltip.style.font = font
            let tags = ResolvedTagGroup(name: "Tags", nameSpan: span, items: ["Swift", "**Go**"])
            for component in [ResolvedComponent.tooltip(tooltip), .tags(tags)] {
                #expect(ContrastChecks.findings(of: component, at: ContentSizeCategory.allCases, graphics: true, cache: &cache).isEmpty)
            }
        }
        let standard = TooltipStyle()
        for appearance in Appearance.allCases {
            let onBubble = ContrastChecks.ratio(of: standard.textColor, over: [standard.background], opacity: 1, in: appearance)
            let onButton = ContrastChecks.ratio(
                of: standard.textColor, over: [ActionStyle.standardBackground, standard.background], opacity: 1, in: appearance)
            let onTag = ContrastChecks.ratio(of: TagStyle().textColor, over: [TagStyle().background, TagGroupStyle().background], opacity: 1, in: appearance)
            #expect(onBubble.meets(.regularTextMinimum) && onButton.meets(.regularTextMinimum) && onTag.meets(.regularTextMinimum), "\(appearance)")
        }
    }

    private func target(_ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> HitAreaChecks.Target {
        HitAreaChecks.Target(name: name, frame: TipRect(x: x, y: y, width: width, height: height))
    }

    @Test func aHitAreaNeeds44By44Points() {
        #expect(HitAreaChecks.findings(of: [target("its close button", 0, 0, 44, 44)]).isEmpty)
        let small = HitAreaChecks.findings(of: [target("its close button", 0, 0, 43.9, 44)])
        #expect(small.map { $0.problem() } == ["the hit area of its close button is 43.9 × 44 points, under the 44 × 44 a control needs"])
    }

    @Test func hitAreasMayTouchButNotOverlap() {
        #expect(HitAreaChecks.findings(of: [target("a", 0, 0, 44, 44), target("b", 44, 0, 44, 44), target("c", 0, 44, 88, 44)]).isEmpty)
        let overlapping = HitAreaChecks.findings(of: [target("a", 0, 0, 44, 44), target("b", 43.9, 0, 44, 44), target("c", 0, 40, 88, 44)])
        #expect(overlapping.map { $0.problem() } == ["the hit areas of a and c overlap by 4 points (and 2 more pairs): a tap there may reach either"])
        #expect(HitAreaChecks.overlaps(of: [target("a", 0, 0, 44, 44), target("b", 43.9, 0, 44, 44)]).map(\.depth) == [44 - 43.9])
    }

    @Test func labelsMustSaySomething() {
        #expect(LabelChecks.isBlank(""))
        #expect(LabelChecks.isBlank(" \u{3000}\n"))
        #expect(!LabelChecks.isBlank("Close"))
        #expect(!LabelChecks.hasLetter("★"))
        #expect(!LabelChecks.hasLetter("👍 +1"))
        #expect(LabelChecks.hasLetter("OK"))
        #expect(LabelChecks.hasLetter("保存"))
    }

    @Test func eachLocaleReportsItsWorstVariantOrEvery() throws {
        let catalog = TestCatalog.json(["tip": ["en": "Short tip", "de": "Kurzer Tipp"]])
        let source = "strings \"Localizable.xcstrings\"\ntooltip Tip { text: localized(\"tip\"); background: #01B7FF }\n"
        let project = try LocalizedProject(source: source, catalog: catalog)
        let worst = try project.diagnostics()
        #expect(worst == [
            "W011 2:9 `Tip` in `en` at the default text size (large): its text is 2.28:1 on its bubble in light, needs 4.5:1; 3 more variants fail too (--every-variant lists them)",
            "W011 2:9 `Tip` in `de` at the default text size (large): its text is 2.28:1 on its bubble in light, needs 4.5:1; 3 more variants fail too (--every-variant lists them)",
        ])
        #expect(try project.diagnostics(through: .fonts) == worst)
        let every = try project.diagnostics { $0.reportsEveryVariant = true }
        #expect(every.count == 8)
        #expect(every.filter { $0.contains("in `de`") }.count == 4)
    }

    @Test func aFileWithoutColoursCompilesWithoutAccessibilityWarnings() throws {
        let project = try LocalizedProject(source: """
            tooltip Tip {
                title: "New"
                text: "Drag **blocks** to sort them"
                font: caption2
                icon { name: "sparkles"; label: "New" }
                actions: ["Got it", action("Learn more", id: "learnMore")]
                closeButton: true
            }
            tags Topics { items: ["Swift", "**Go**"]; tag.font: caption2 }
            """)
        #expect(try project.diagnostics().isEmpty)
        #expect(try project.diagnostics(through: .fonts).isEmpty)
    }

}
