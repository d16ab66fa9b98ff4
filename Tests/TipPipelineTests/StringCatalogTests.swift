import Testing
import TipPipeline
import TipTestSupport

/// Xcode String Catalogs (`.xcstrings`) read into the table model: the fixture
/// `Tests/Fixtures/strings/Localizable.xcstrings` (written as Xcode writes catalogs) and
/// small catalogs for each rule.
@Suite struct StringCatalogTests {
    static let fixture = Repository.path("Tests/Fixtures/strings/Localizable.xcstrings")

    private func fixtureTable() throws -> StringTable {
        try StringTableReader.read(path: Self.fixture).get()
    }

    @Test func theFixtureHasItsLanguagesAndKeysInTheFilesOrder() throws {
        let table = try fixtureTable()
        #expect(table.sourceLanguage == "en")
        #expect(table.locales == ["en", "de", "ja", "ko"], "the source language first, then sorted")
        #expect(table.keys == [
            "%lld new messages", "Got it", "onboarding.tap_to_continue", "tooltip.new_badge", "tooltip.storage_full", "TipKit",
            "welcome.title",
        ])
        #expect(table.files == [Self.fixture])
        #expect(table.entry(for: "nowhere") == nil)
    }

    @Test func textsKeepTheirStates() throws {
        let table = try fixtureTable()
        let title = try #require(table.entry(for: "welcome.title"))
        #expect(title.value(in: "en") == .text("Welcome to \"Tips\"", state: .translated))
        #expect(title.value(in: "ko") == .text("Tips에 오신 것을 환영합니다", state: .translated))
        #expect(title.value(in: "ja") == .text("「Tips」へようこそ", state: .stale))
        #expect(title.comment == "Title of the first tooltip a new user sees.")
        #expect(title.shouldTranslate)
        let badge = try #require(table.entry(for: "tooltip.new_badge"))
        #expect(badge.value(in: "de") == .text("Neu", state: .needsReview))
        #expect(badge.value(in: "ko") == .text("", state: .new))
        #expect(badge.value(in: "fr") == nil, "a locale the table does not have")
    }

    @Test func variationsNameTheirKinds() throws {
        let table = try fixtureTable()
        let messages = try #require(table.entry(for: "%lld new messages"))
        #expect(messages.value(in: "en") == .variations(["plural"]))
        #expect(messages.value(in: "ja") == .variations(["plural"]))
        let hint = try #require(table.entry(for: "onboarding.tap_to_continue"))
        #expect(hint.value(in: "de") == .variations(["device"]))
        #expect(hint.value(in: "ko") == .text("계속하려면 탭하세요", state: .translated), "one locale varies, another need not")
        #expect(hint.value(in: "ja") == nil)
        let storage = try #require(table.entry(for: "tooltip.storage_full"))
        #expect(storage.value(in: "en") == .variations(["device", "plural"]), "plural forms inside a device variation")
    }

    @Test func aKeyWithoutLocalizationsIsItsOwnSourceText() throws {
        let table = try fixtureTable()
        let gotIt = try #require(table.entry(for: "Got it"))
        #expect(gotIt.value(in: "en") == .text("Got it", state: .translated))
        #expect(gotIt.value(in: "ko") == nil)
        let brand = try #require(table.entry(for: "TipKit"))
        #expect(brand.value(in: "en") == .text("TipKit", state: .translated))
        #expect(!brand.shouldTranslate)
        #expect(brand.comment == nil)
    }

    @Test func aKeyWithLocalizationsButNoSourceValueHasNone() throws {
        let table = try StringTableTestSupport.readCatalog("""
            {"sourceLanguage": "en", "strings": {"only.ko": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "안녕"}}}}}}
            """)
        let entry = try #require(table.entry(for: "only.ko"))
        #expect(entry.value(in: "en") == nil, "the caller reports it where the key is used")
        #expect(entry.value(in: "ko") == .text("안녕", state: .translated))
        #expect(table.locales == ["en", "ko"])
    }

    @Test func unknownStatesAreKeptAndAMissingStateIsTranslated() throws {
        let table = try StringTableTestSupport.readCatalog("""
            {"sourceLanguage": "en", "version": "1.1", "strings": {"k": {"localizations": {
              "en": {"stringUnit": {"value": "Hello"}},
              "fr": {"stringUnit": {"state": "reviewed_by_legal", "value": "Bonjour"}}}}}}
            """)
        let entry = try #require(table.entry(for: "k"))
        #expect(entry.value(in: "en") == .text("Hello", state: .translated))
        #expect(entry.value(in: "fr") == .text("Bonjour", state: .other("reviewed_by_legal")))
        #expect(TranslationState(rawValue: "needs_review") == .needsReview)
        #expect(TranslationState.other("reviewed_by_legal").rawValue == "reviewed_by_legal")
    }

    @Test func substitutionsAreVariations() throws {
        let table = try StringTableTestSupport.readCatalog("""
            {"sourceLanguage": "en", "strings": {"%@ shared %lld photos": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "%1$@ shared %#@photos@"},
              "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}}}}}}
            """)
        #expect(table.entry(for: "%@ shared %lld photos")?.value(in: "en") == .variations(["substitutions", "plural"]))
    }

    @Test func emptyCatalogsAndByteOrderMarksRead() throws {
        let empty = try StringTableTestSupport.readCatalog(#"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#)
        #expect(empty.locales == ["de"], "the source language is listed even without values")
        #expect(empty.keys.isEmpty)
        let marked = StringTableTestSupport.catalog(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {"a": {}}}"#.utf8))
        #expect(try marked.get().entry(for: "a")?.value(in: "en") == .text("a", state: .translated))
    }

    @Test func localeNamesOfManyShapesAreAccepted() throws {
        let table = try StringTableTestSupport.readCatalog("""
            {"sourceLanguage": "en", "strings": {"k": {"localizations": {
              "zh-Hans": {"stringUnit": {"value": "a"}}, "pt_BR": {"stringUnit": {"value": "b"}},
              "es-419": {"stringUnit": {"value": "c"}}, "sr-Latn-BA": {"stringUnit": {"value": "d"}}}}}}
            """)
        #expect(table.locales == ["en", "es-419", "pt_BR", "sr-Latn-BA", "zh-Hans"])
    }
}
