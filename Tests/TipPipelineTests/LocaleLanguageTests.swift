import Testing
import TipLayout
import TipTestSupport
import TipText
@testable import TipPipeline

/// A measurer whose widths depend on the request's language, as a font's language forms may:
/// ``HalfEmMeasurer``'s, twice as wide in German.
private struct GermanIsWiderMeasurer: TextMeasurer {
    let measurer = HalfEmMeasurer()

    func metrics(of font: FontRequest) -> FontMetrics { measurer.metrics(of: font) }

    func width(of text: Substring, in font: FontRequest) -> Double {
        measurer.width(of: text, in: font) * (font.language == "de" ? 2 : 1)
    }
}

/// Each locale's layout measures its text in the locale's language (``FontRequest/language``).
@Suite struct LocaleLanguageTests {
    /// Texts of the same length in every locale, so that only the language changes a width.
    private let catalog = TestCatalog.json([
        "greeting": ["en": "Hello", "de": "Hallo", "ko": "Hello"],
        "tag.new": ["en": "New", "de": "Neu", "ko": "New"],
    ])

    private let source = """
        strings "Localizable.xcstrings"
        tooltip Tip { text: localized("greeting") }
        tags Tags { items: [localized("tag.new")] }
        """

    /// The tooltip's widest line and the tag's width in `layout`.
    private func widths(_ layouts: [ComponentLayout]) throws -> [Double] {
        guard layouts.count == 2, case .tooltip(let tooltip) = layouts[0], case .tags(let tags) = layouts[1] else {
            Issue.record("expected a tooltip and a tag group")
            return []
        }
        return [try #require(tooltip.tooltip.text.lines.first).width, try #require(tags.group.tags.first).frame.width]
    }

    @Test func theGermanLayoutIsWider() throws {
        let result = try LocalizedProject(source: source, catalog: catalog).compile(measurer: GermanIsWiderMeasurer())
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.layout)
        let english = try widths(layout.components)
        let locales = Dictionary(uniqueKeysWithValues: layout.localizations.map { locale in
            (locale.locale, locale.components.sorted { $0.key < $1.key }.map(\.value.layout))
        })
        // 17 pt: 8.5 a character, twice that in German; a tag has 10 of padding each side.
        #expect(english == [42.5, 45.5])
        #expect(try widths(try #require(locales["de"])) == [85, 71])
        #expect(try widths(try #require(locales["ko"])) == english)
    }

    @Test func everyLayoutAsksInItsLocalesLanguage() throws {
        let measurer = RecordingMeasurer()
        let project = try LocalizedProject(source: source, catalog: catalog)
        _ = try project.compile(measurer: measurer) { $0.pseudoLocale = true }
        // The source language for the components and the pseudo-locale, each locale's own.
        #expect(Set(measurer.requests.map(\.font.language)) == ["en", "de", "ko"])

        let plain = RecordingMeasurer()
        _ = try LocalizedProject(source: "tooltip Tip { text: \"Hello\" }").compile(measurer: plain) { $0.pseudoLocale = true }
        #expect(!plain.requests.isEmpty)
        #expect(plain.requests.allSatisfy { $0.font.language == nil })
    }

    @Test func theChecksMeasureInEachLocalesLanguageToo() throws {
        // 42.5 + 32 of padding in English and Korean; 85 + 32 in German.
        let project = try LocalizedProject(
            source: "strings \"Localizable.xcstrings\"\ntooltip Tip { text: localized(\"greeting\"); budget { width: 100 } }", catalog: catalog)
        for phase in [CompilationPhase.fonts, .layout] {
            let lines = try project.diagnostics(through: phase, measurer: GermanIsWiderMeasurer())
            #expect(lines.count == 1, "\(phase)")
            #expect(lines.first?.hasPrefix("W008 2:9 `Tip` in `de` at the default text size (large): it is 117 points wide") == true, "\(phase)")
        }
    }

    @Test func aLocalesLanguageIsItsNameAsABCP47Tag() {
        #expect(LocaleLanguage.tag(of: "de") == "de")
        #expect(LocaleLanguage.tag(of: "zh_Hans") == "zh-Hans")
        #expect(LocaleLanguage.tag(of: "pt-BR") == "pt-BR")
        #expect(LocaleLanguage.tag(of: "Japanese") == "ja")
        #expect(LocaleLanguage.tag(of: "Base") == nil)
        let outcome = Localization.Outcome(sourceLanguage: "en_GB", locales: [], files: [], diagnostics: [])
        #expect(outcome.language(of: nil) == "en-GB")
        #expect(outcome.language(of: Localization.pseudoLocale) == "en-GB")
        #expect(outcome.language(of: "ko") == "ko")
        #expect(Localization.Outcome(sourceLanguage: nil, locales: [], files: [], diagnostics: []).language(of: Localization.pseudoLocale) == nil)
    }
}
