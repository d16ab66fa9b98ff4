import Testing
import TipLayout
import TipSyntax
@testable import TipPipeline

/// `localized("key")` texts from a strings table: the source language's in the components,
/// every other locale's beside them, and every mistake reported at its place.
@Suite struct LocalizationTests {
    private let greeting = TestCatalog.json([
        "greeting": ["en": "Hello", "de": "Hallo", "ko": "안녕하세요"],
        "tag.new": ["en": "New", "de": "Neu", "ko": "신규"],
    ])

    private let source = """
        strings "Localizable.xcstrings"
        tooltip Tip { text: localized("greeting") }
        tags Tags { items: ["Swift", localized("tag.new")] }
        """

    @Test func theSourceLanguageIsTheDefaultAndEveryOtherLocaleIsLaidOut() throws {
        let result = try LocalizedProject(source: source, catalog: greeting).compile()
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.layout)
        #expect(layout.sourceLanguage == "en")
        #expect(layout.components.map(\.texts) == [["Hello"], ["Swift", "New"]])
        #expect(layout.localizations.map(\.locale) == ["de", "ko"])
        #expect(layout.texts(ofComponent: 0, in: "de") == ["Hallo"])
        #expect(layout.texts(ofComponent: 1, in: "ko") == ["Swift", "신규"])
        #expect(result.localization?.files == [result.resolved?.strings?.path].compactMap { $0 })
    }

    @Test func localesAskedForAreLaidOutInTheirOrderWithoutTheSourceLanguage() throws {
        let project = try LocalizedProject(source: source, catalog: greeting)
        let layout = try #require(try project.compile { $0.locales = ["ko", "en", "ko"] }.layout)
        #expect(layout.localizations.map(\.locale) == ["ko"])
        let fromPreview = try LocalizedProject(source: "preview { locales: \"de\" }\n" + source, catalog: greeting)
        #expect(try fromPreview.compile().layout?.localizations.map(\.locale) == ["de"])
    }

    @Test func componentsWithoutLocalizedTextsAreNotRepeatedPerLocale() throws {
        let project = try LocalizedProject(source: source + "\ntooltip Plain { text: \"Always English\" }", catalog: greeting)
        let layout = try #require(try project.compile().layout)
        #expect(layout.localizations.allSatisfy { $0.components.keys.sorted() == [0, 1] })
    }

    @Test func anUnknownKeyIsAnErrorWithASuggestion() throws {
        let project = try LocalizedProject(source: "strings \"Localizable.xcstrings\"\ntooltip T { text: localized(\"greting\") }", catalog: greeting)
        let result = try project.compile()
        #expect(result.layout == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .unknownStringsKey)
        #expect(diagnostic.message == "the strings table has no key `greting`")
        #expect(diagnostic.notes.map(\.message) == ["did you mean `greeting`?"])
        #expect(try project.diagnostics().map { $0.prefix(9) } == ["E061 2:29"])
    }

    @Test func localizedWithoutATableIsAnErrorAtTheKey() throws {
        let result = try LocalizedProject(source: "tooltip T { text: localized(\"greeting\") }").compile()
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .noStringsTable)
        #expect(diagnostic.notes.map(\.message) == ["declare one at the top of a file: `strings \"Localizable.xcstrings\"`"])
    }

    @Test func aMissingOrBrokenTableIsAnErrorAtTheDeclaration() throws {
        let missing = try LocalizedProject(source: source)
        #expect(try missing.diagnostics() == ["E060 1:9 cannot find the strings table `\(missing.folder)/Localizable.xcstrings`"])
        let broken = try LocalizedProject(source: source, catalog: "{\"sourceLanguage\": \"en\",\n \"strings\": 3}")
        let lines = try broken.diagnostics()
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("E060 1:9 ") == true)
    }

    @Test func aKeyWithoutSourceTextOrWithVariationsCannotBeLaidOut() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "untranslated": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nur Deutsch"}}}},
              "count": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}}
            }}
            """
        let project = try LocalizedProject(source: """
            strings "Localizable.xcstrings"
            tooltip A { text: localized("untranslated") }
            tooltip B { text: localized("count") }
            """, catalog: catalog)
        #expect(try project.diagnostics() == [
            "E063 2:29 `untranslated` has no text in the strings table's source language `en`",
            "E063 3:29 `count` has plural variations in `en`: tipc lays out one text per locale, so a key it lays out must have a plain text",
        ])
    }

    @Test func aMissingTranslationNamesTheLocalesAndShowsTheSourceText() throws {
        let catalog = TestCatalog.json([
            "greeting": ["en": "Hello", "de": "Hallo", "ja": "こんにちは", "ko": "안녕하세요"],
            "tag.new": ["en": "New", "ja": "新着"],
            "brand": ["en": "Tipc"],
        ], extra: ["brand": "\"shouldTranslate\": false"])
        let project = try LocalizedProject(source: source + "\ntooltip Brand { text: localized(\"brand\") }", catalog: catalog)
        let result = try project.compile()
        #expect(try project.diagnostics() == [
            "W005 3:40 `tag.new` is not translated into `de`, `ko`: the source language's text is shown there"
        ])
        #expect(result.layout?.texts(ofComponent: 1, in: "de") == ["Swift", "New"])
        #expect(result.layout?.texts(ofComponent: 2, in: "ko") == ["Tipc"])
    }

    @Test func aLocaleTheTableLacksIsAnErrorWithASuggestion() throws {
        let project = try LocalizedProject(source: source, catalog: greeting)
        let result = try project.compile { $0.locales = ["ko", "dee"] }
        #expect(result.layout == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .unknownLocale)
        #expect(diagnostic.message == "the strings table has no locale `dee` (it has `en`, `de`, `ko`)")
        #expect(diagnostic.notes.map(\.message) == ["did you mean `de`?"])
    }

    @Test func aLocaleInAScriptTipcCannotLayOutIsAnErrorUnlessLeftOut() throws {
        let catalog = TestCatalog.json(["greeting": ["en": "Hello", "de": "Hallo", "bn": "নমস্কার", "km": "សួស្តី"]])
        let project = try LocalizedProject(source: "strings \"Localizable.xcstrings\"\ntooltip T { text: localized(\"greeting\") }", catalog: catalog)
        let result = try project.compile()
        #expect(result.diagnostics.map(\.code) == [.unsupportedLocale, .unsupportedLocale])
        #expect(result.diagnostics.first?.message
            == "tipc cannot lay out `bn` yet: Bengali script needs its letters reordered and joined, which tipc does not do yet")
        #expect(result.diagnostics.last?.message
            == "tipc cannot lay out `km` yet: Khmer script needs its letters reordered and joined, which tipc does not do yet")
        #expect(result.diagnostics.first?.notes.map(\.message) == ["lay out the others by naming them: `--locales de`"])
        #expect(try project.compile { $0.locales = ["de"] }.diagnostics.isEmpty)
    }

    @Test func scriptsAreToldByTheScriptSubtagFirst() {
        #expect(LocaleScript.reasonCannotLayOut("bn") != nil)
        #expect(LocaleScript.reasonCannotLayOut("sa-Beng") != nil)
        #expect(LocaleScript.reasonCannotLayOut("hi_Beng_IN") != nil)
        #expect(LocaleScript.reasonCannotLayOut("bn-Latn") == nil)
        #expect(LocaleScript.reasonCannotLayOut("sr-Latn") == nil)
        #expect(LocaleScript.reasonCannotLayOut("zh-Hant-TW") == nil)
        #expect(LocaleScript.reasonCannotLayOut("th") == nil)
        #expect(LocaleScript.reasonCannotLayOut("ko") == nil)
        // Shaped: right-to-left scripts, Devanagari, Lao.
        for locale in ["ar", "he", "iw", "ur", "pa-Arab", "hi", "mr", "ne", "lo"] {
            #expect(LocaleScript.reasonCannotLayOut(locale) == nil, "\(locale)")
        }
    }

    @Test func aSourceLanguageTipcCannotLayOutSaysTheTableCannotBeUsed() throws {
        let catalog = TestCatalog.json(source: "bn", ["greeting": ["bn": "নমস্কার", "en": "Hello"]])
        let project = try LocalizedProject(source: "strings \"Localizable.xcstrings\"\ntooltip T { text: localized(\"greeting\") }", catalog: catalog)
        let diagnostics = try project.compile { $0.locales = ["en"] }.diagnostics
        #expect(diagnostics.map(\.code) == [.unsupportedLocale])
        #expect(diagnostics.first?.notes.first?.message.contains("source language") == true)
    }

    @Test func thePseudoLocaleStretchesEveryTextWithOrWithoutATable() throws {
        let project = try LocalizedProject(source: "tooltip T { text: \"Tap here\" }\ntags G { items: [\"Ok\"] }")
        let layout = try #require(try project.compile { $0.pseudoLocale = true }.layout)
        #expect(layout.sourceLanguage == nil)
        #expect(layout.localizations.map(\.locale) == ["pseudo"])
        #expect(layout.texts(ofComponent: 0, in: "pseudo") == ["[Ţåþ ĥéŕé Ţåþ ĥéŕé]"])
        #expect(layout.texts(ofComponent: 1, in: "pseudo") == ["[Öķ Öķ]"])
    }

    @Test func thePseudoLocaleComesAfterTheTablesLocalesAndStretchesTheSourceText() throws {
        let layout = try #require(try LocalizedProject(source: source, catalog: greeting).compile { $0.pseudoLocale = true }.layout)
        #expect(layout.localizations.map(\.locale) == ["de", "ko", "pseudo"])
        #expect(layout.texts(ofComponent: 0, in: "pseudo") == ["[Ĥéļļö Ĥéļļö]"])
    }

    @Test func pseudoLocalizationAccentsEveryASCIILetterAndNothingElse() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let stretched = PseudoLocalization.stretched(letters)
        let accented = stretched.dropFirst().prefix(letters.count)
        #expect(Set(accented.unicodeScalars).count == letters.count)
        #expect(accented.unicodeScalars.allSatisfy { !$0.isASCII })
        #expect(PseudoLocalization.stretched("1 + 2\n안녕") == "[1 + 2\n안녕 1 + 2\n안녕]")
    }
}
