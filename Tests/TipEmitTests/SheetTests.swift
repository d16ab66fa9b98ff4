import Testing
import TipLayout
import TipModel
import TipStyle
import TipSemantics
@testable import TipEmit

@Suite("Review sheet")
struct SheetTests {
    @Test("every component appears once, translated, under its caption")
    func captions() throws {
        let document = SampleLayouts.document()
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let texts = parsed.all("text").map(\.text)
        #expect(texts.first == document.source)
        for component in document.components {
            #expect(texts.filter { $0 == SheetCaption(of: component.model).text }.count == 1)
        }
        #expect(texts.contains("Greeting · tooltip · 177 × 90.9"))
        #expect(texts.contains("Keywords · tags · 320 × 68"))
        #expect(texts.filter { $0 == "iOS 앱 개발 알아가기," }.count == 1)
        #expect(texts.filter { $0 == "+3" }.count == 1)
        let placed = parsed.all("g").filter { $0.attributes["transform"]?.hasPrefix("translate(") == true }
        #expect(placed.count == document.components.count)
    }

    @Test("the accessibility overlay numbers the elements in reading order and the cell holds what reaches beyond")
    func accessibilityOverlay() throws {
        var greeting = SampleLayouts.greeting()
        let size = greeting.size
        greeting.accessibility = TipAccessibility(elements: [
            TipAccessibilityElement(role: .header, part: .title, label: "Hello", frame: TipRect(x: 12, y: 10, width: 100, height: 20)),
            TipAccessibilityElement(
                role: .button, part: .closeButton, label: "Close", frame: TipRect(x: size.width - 30, y: -10, width: 44, height: 44)),
        ])
        var document = LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(greeting)])
        let plain = try #require(ParsedSVG(SVGWriter.sheet(document)))
        #expect(!plain.all("g").contains { $0.attributes["class"] == "accessibility-overlay" })
        document.overlays = [.accessibility]
        let sheet = SVGWriter.sheet(document)
        let parsed = try #require(ParsedSVG(sheet))
        // The overlay is the last thing drawn in the cell, the sheet's last cell.
        let start = try #require(parsed.elements.firstIndex { $0.name == "g" && $0.attributes["class"] == "accessibility-overlay" })
        let overlay = parsed.elements[(start + 1)...]
        #expect(overlay.filter { $0.name == "circle" }.count == 2)
        #expect(overlay.filter { $0.name == "text" }.map(\.text) == ["1", "2"])
        #expect(overlay.filter { $0.name == "rect" }.map { $0.attributes["width"] } == ["100", "44"])
        // The close button's frame and its badge reach above the bubble: the sheet grows.
        let plainHeight = try #require(plain.all("svg").first?.attributes["height"].flatMap(Double.init))
        let height = try #require(parsed.all("svg").first?.attributes["height"].flatMap(Double.init))
        #expect(height > plainHeight)
    }

    @Test("a tooltip that moves has its animations written under its drawing")
    func motion() throws {
        var greeting = SampleLayouts.greeting()
        greeting.animations = TooltipAnimations(
            appear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.25)]),
            disappear: TooltipTransition(effects: [
                TransitionEffect(kind: .fade, duration: 0.2), TransitionEffect(kind: .scale, duration: 0.2, scale: 0.8),
            ]),
            emphasis: TooltipEmphasis(kind: .pulse, duration: 1, repeatCount: .times(3)))
        let still = LayoutDocument(source: "still.tip", components: [SampleLayouts.layout(SampleLayouts.greeting())])
        let moving = LayoutDocument(source: "still.tip", components: [SampleLayouts.layout(greeting)])
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(moving)))
        let texts = parsed.all("text").map(\.text)
        #expect(texts.suffix(3) == ["appear: fade(0.25s)", "disappear: fade(0.2s) + scale(0.8, 0.2s)", "emphasis: pulse(1s, repeat: 3)"])
        // A declared Reduce Motion alternative is written too; the derived one is not.
        greeting.animations = greeting.animations?.withReducedMotion
        #expect(MotionCaption.lines(of: try #require(greeting.animations)).count == 3)
        greeting.animations?.reducedMotion = ReducedMotion(
            appear: TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.1)]), declared: true)
        #expect(MotionCaption.lines(of: try #require(greeting.animations)).last
            == "reducedMotion: appear: fade(0.1s); disappear: none; emphasis: none")
        let height = { (document: LayoutDocument) in try #require(ParsedSVG(SVGWriter.sheet(document))?.all("svg").first?.attributes["height"]) }
        #expect(try Double(height(moving))! > Double(height(still))!)
        #expect(SVGWriter.component(.tooltip(greeting)) == SVGWriter.component(.tooltip(SampleLayouts.greeting())), "the sheet only")
    }

    @Test("components are stacked top to bottom inside the sheet")
    func stacking() throws {
        let document = SampleLayouts.document()
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let root = try #require(parsed.all("svg").first)
        let sheetHeight = try #require(Double(root.attributes["height"] ?? ""))
        let origins = parsed.all("g").compactMap { $0.attributes["transform"] }.map { transform in
            ParsedSVG.numbers(String(transform.dropFirst("translate(".count).dropLast()))
        }
        let ys = origins.compactMap { $0.last }
        #expect(ys == ys.sorted() && Set(ys).count == ys.count)
        #expect((ys.last ?? .infinity) + document.components[2].size.height < sheetHeight)
    }

    @Test("the sheet reuses the standalone drawing of each component")
    func sharedDrawing() {
        let document = SampleLayouts.document()
        let sheet = SVGWriter.sheet(document)
        let sheetLines = sheet.split(separator: "\n").map { $0.drop { $0 == " " } }
        let standalone = SVGWriter.component(document.components[0].model)
            .split(separator: "\n").map { $0.drop { $0 == " " } }
        // The standalone file's group: from the line after <title> to the line before </svg>.
        let group = Array(standalone[3..<(standalone.count - 1)])
        let found = (0...(sheetLines.count - group.count)).contains { start in
            Array(sheetLines[start..<(start + group.count)]) == group
        }
        #expect(found)
    }

    @Test("a component laid out at other text sizes is shown at each, side by side, with distinct ids")
    func sizeCategoriesSideBySide() throws {
        let greeting = SampleLayouts.greeting(name: "One")
        var larger = greeting
        larger.size = TipSize(width: greeting.size.width + 40, height: greeting.size.height * 2)
        let document = LayoutDocument(
            source: "dt.tip", components: [SampleLayouts.layout(greeting)],
            sizeCategories: [0: SizeCategoryVariants(layouts: [.init(category: .accessibility3, layout: SampleLayouts.layout(larger))])])
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let texts = parsed.all("text").map(\.text)
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(greeting)).text + " · large"))
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(larger)).text + " · AX3"))
        let origins = parsed.all("g").compactMap { $0.attributes["transform"] }.map { transform in
            ParsedSVG.numbers(String(transform.dropFirst("translate(".count).dropLast()))
        }
        #expect(origins.count == 2 && origins[0].last == origins[1].last && origins[0][0] < origins[1][0])
        let ids = parsed.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        let root = try #require(parsed.all("svg").first)
        #expect(try #require(Double(root.attributes["width"] ?? "")) >= greeting.size.width + larger.size.width + 3 * ReviewSheet.margin)
    }

    @Test("a row of many variants wraps into lines no wider than a screen, each under its captions")
    func manyVariantsWrap() throws {
        let greeting = SampleLayouts.greeting(name: "One")
        let categories = ContentSizeCategory.allCases.filter { $0 != .standard }
        let document = LayoutDocument(
            source: "wide.tip", components: [SampleLayouts.layout(greeting)],
            sizeCategories: [0: SizeCategoryVariants(layouts: categories.map { .init(category: $0, layout: SampleLayouts.layout(greeting)) })],
            appearances: [.light, .dark])
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let root = try #require(parsed.all("svg").first)
        let width = try #require(Double(root.attributes["width"] ?? ""))
        #expect(width <= ReviewSheet.maximumLineWidth + 2 * ReviewSheet.margin)
        let origins = parsed.all("g").compactMap { $0.attributes["transform"] }.map { transform in
            ParsedSVG.numbers(String(transform.dropFirst("translate(".count).dropLast()))
        }
        #expect(origins.count == 24)
        let lineTops = Set(origins.map { $0[1] }).sorted()
        #expect(lineTops.count > 1, "24 drawings of \(greeting.size.width) points do not fit in one line")
        for origin in origins { #expect(origin[0] + greeting.size.width <= width) }
        // Every caption is above its drawing's line and below the line before.
        let baselines = Set(parsed.all("text").filter { $0.text.hasPrefix("One · tooltip") }.compactMap { Double($0.attributes["y"] ?? "") }).sorted()
        #expect(baselines.count == lineTops.count)
        for (line, (baseline, top)) in zip(baselines, lineTops).enumerated() {
            #expect(baseline <= top - ReviewSheet.captionGap)
            if line > 0 { #expect(baseline > lineTops[line - 1] + greeting.size.height + ReviewSheet.captionSize) }
        }
        let height = try #require(Double(root.attributes["height"] ?? ""))
        #expect(try #require(lineTops.last) + greeting.size.height <= height)
    }

    @Test("a component in other locales is shown in each, side by side, after the source language")
    func localesSideBySide() throws {
        let greeting = SampleLayouts.greeting(name: "One")
        var german = greeting
        german.text.lines = [TipLine(text: "Hallo zusammen", x: 16, baseline: 20, width: 90)]
        let document = LayoutDocument(
            source: "l.tip", components: [SampleLayouts.layout(greeting), SampleLayouts.layout(SampleLayouts.greeting(name: "Two"))], sourceLanguage: "en",
            localizations: [LocaleLayouts(locale: "de", components: [0: .init(layout: SampleLayouts.layout(german))])])
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let texts = parsed.all("text").map(\.text)
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(greeting)).text + " · en"))
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(german)).text + " · de"))
        #expect(texts.contains("Hallo zusammen"))
        // A component without localized text is shown once, without a locale.
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(SampleLayouts.greeting(name: "Two"))).text))
        let ids = parsed.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
    }

    @Test("in light and dark, side by side: dark colours over a dark checkerboard, distinct ids")
    func appearancesSideBySide() throws {
        var greeting = SampleLayouts.greeting(name: "One")
        greeting.bubble.fill = DynamicColor(light: RGBAColor(red: 0, green: 0x7A, blue: 0xFF), dark: RGBAColor(red: 0x0A, green: 0x84, blue: 0xFF))
        let document = LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(greeting)], appearances: [.light, .dark])
        let sheet = SVGWriter.sheet(document)
        let parsed = try #require(ParsedSVG(sheet))
        let texts = parsed.all("text").map(\.text)
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(greeting)).text + " · light"))
        #expect(texts.contains(SheetCaption(of: TipComponent.tooltip(greeting)).text + " · dark"))
        let fills = parsed.all("path").compactMap { $0.attributes["fill"] }
        #expect(fills.contains("#007AFF") && fills.contains("#0A84FF"))
        #expect(sheet.contains("url(#\(ReviewSheet.darkCheckerID))") && sheet.contains("id=\"\(ReviewSheet.darkCheckerID)\""))
        let ids = parsed.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        // A light-only sheet defines no dark checkerboard.
        #expect(!SVGWriter.sheet(LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(greeting)])).contains("\(ReviewSheet.darkCheckerID)"))
        #expect(SVGWriter.component(.tooltip(greeting), appearance: .dark).contains("#0A84FF"))
    }

    @Test("two shadowed tooltips get distinct filter ids and every reference resolves")
    func uniqueIDs() throws {
        let document = LayoutDocument(source: "two.tip", components: [
            SampleLayouts.layout(SampleLayouts.greeting(name: "One")), SampleLayouts.layout(SampleLayouts.greeting(name: "Two")),
        ])
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let ids = parsed.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        #expect(parsed.all("filter").compactMap { $0.attributes["id"] } == ["c0-shadow", "c1-shadow"])
        let references = parsed.elements.flatMap { element in
            element.attributes.values.compactMap { value -> String? in
                guard value.hasPrefix("url(#") else { return nil }
                return String(value.dropFirst(5).dropLast())
            }
        }
        #expect(references.count == 4)  // two filters, two checkerboards
        #expect(references.allSatisfy(ids.contains))
    }

    @Test("a tooltip's anchor is marked in the sheet only, beyond the tip of its arrow")
    func anchorMarker() throws {
        let tooltip = SampleLayouts.greeting()
        let sheet = try #require(ParsedSVG(SVGWriter.sheet(LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(tooltip)]))))
        let marker = try #require(sheet.all("circle").first)
        // The apex is (76, 0) on the top edge: the cross's lower arm ends 1.5 above it.
        #expect(marker.attributes["cx"] == "76")
        #expect(marker.attributes["cy"] == "-6.5")
        let standalone = try #require(ParsedSVG(SVGWriter.component(.tooltip(tooltip))))
        #expect(standalone.all("circle").isEmpty)
    }

    @Test("an empty document gives a small well-formed sheet that says so")
    func emptyDocument() throws {
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(LayoutDocument(source: "empty.tip", components: []))))
        #expect(parsed.all("text").map(\.text) == ["empty.tip", "No components."])
    }

    @Test("two writes of the same sheet are byte-identical")
    func deterministic() {
        #expect(SVGWriter.sheet(SampleLayouts.document()) == SVGWriter.sheet(SampleLayouts.document()))
    }
}
