import Testing
import TipLayout
import TipModel
import TipStyle
@testable import TipEmit

/// The sheet's drawings one at a time (`tipc preview`'s grid): the same cells, in the same
/// order, each a standalone SVG.
@Suite struct ComponentVariantTests {
    /// A document showing its first component in a second locale and in two appearances.
    private func document() -> LayoutDocument {
        var document = SampleLayouts.document()
        document.sourceLanguage = "en"
        var greeting = SampleLayouts.greeting()
        greeting.text.lines = greeting.text.lines.map { line in
            var line = line
            line.text = "שלום"
            return line
        }
        document.localizations = [LocaleLayouts(locale: "he", components: [0: LocaleLayouts.Component(layout: SampleLayouts.layout(greeting))])]
        document.appearances = [.light, .dark]
        return document
    }

    @Test func eachVariantIsOneCellOfTheSheet() throws {
        let document = document()
        let variants = SVGWriter.variants(ofComponentAt: 0, of: document)
        #expect(variants.map(\.locale) == ["en", "en", "he", "he"])
        #expect(variants.map(\.isTranslation) == [false, false, true, true])
        #expect(variants.map(\.appearance) == [.light, .dark, .light, .dark])
        #expect(variants.allSatisfy { $0.sizeCategory == .standard && $0.legibilityWeight == .regular })
        #expect(variants.map(\.caption) == [
            "Greeting · tooltip · 177 × 90.9 · en · light", "Greeting · tooltip · 177 × 90.9 · en · dark",
            "Greeting · tooltip · 177 × 90.9 · he · light", "Greeting · tooltip · 177 × 90.9 · he · dark",
        ])
        let sheet = try #require(ParsedSVG(SVGWriter.sheet(document)))
        for variant in variants {
            let parsed = try #require(ParsedSVG(variant.svg), "\(variant.caption)")
            #expect(parsed.all("title").first?.text == variant.caption)
            // The drawing is the sheet's, path for path.
            let paths = parsed.all("path").map { $0.attributes["d"] }
            #expect(!paths.isEmpty)
            #expect(paths.allSatisfy { path in sheet.all("path").contains { $0.attributes["d"] == path } })
        }
        #expect(variants[2].svg.contains("שלום"))
        #expect(!variants[0].svg.contains("שלום"))
        #expect(variants[1].svg.contains("sheet-checker-dark") && !variants[0].svg.contains("sheet-checker-dark"))
    }

    @Test func aComponentWithoutVariantsHasOne() {
        let variants = SVGWriter.variants(ofComponentAt: 1, of: SampleLayouts.document())
        #expect(variants.count == 1)
        #expect(variants.first?.locale == nil)
        #expect(variants.first?.caption == "Keywords · tags · 320 × 68")
    }
}
