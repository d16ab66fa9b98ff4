import Testing
@testable import TipCompiler

/// The locales the preview page marks as written right to left.
@Suite struct PreviewLocaleTests {
    @Test func localesWrittenRightToLeftAreKnownByTheirLanguage() {
        for locale in ["ar", "he", "he-IL", "fa_IR", "ur", "AR-EG"] {
            #expect(PreviewLocale.isRightToLeft(locale), "\(locale)")
        }
        for locale in ["en", "ko", "ja", "de-DE", "arn", "", "hebrew"] {
            #expect(!PreviewLocale.isRightToLeft(locale), "\(locale)")
        }
    }

    @Test func anOutputIsNamedByItsInputsStem() {
        #expect(PreviewSite.stem(of: "samples/localized.tip") == "localized")
        #expect(PreviewSite.stem(of: "a.b") == "a.b")
    }
}
