import Foundation
import Testing
import TipTestSupport
@testable import TipText

/// ``LanguageMeasurer`` sets its language on every request it forwards, and changes nothing else.
@Suite struct LanguageMeasurerTests {
    @Test func everyMethodForwardsTheRequestInItsLanguage() {
        let base = RecordingMeasurer()
        let measurer = LanguageMeasurer(base, language: "de")
        let font = FontRequest(family: "Brand", size: 10, weight: 700, language: "en", ligatures: false)
        let direct = HalfEmMeasurer()
        #expect(measurer.metrics(of: font) == direct.metrics(of: font))
        #expect(measurer.width(of: "Straße", in: font) == direct.width(of: "Straße", in: font))
        #expect(measurer.graphemeAdvances(of: "fi", in: font) == [5, 5])
        #expect(measurer.faceNames(of: "fi", in: font) == [MeasuredRun.builtin])
        var german = font
        german.language = "de"
        #expect(base.requests == [
            .init(method: .metrics, font: german), .init(method: .width, font: german),
            .init(method: .graphemeAdvances, font: german), .init(method: .faceNames, font: german),
        ])
    }

    /// A measurer that measures as the built-in one does and notes the language of each request
    /// to measure a text's clusters.
    final class LanguageNotingMeasurer: TextMeasurer, @unchecked Sendable {
        private let lock = NSLock()
        private var noted: [String?] = []
        var languages: [String?] { lock.withLock { noted } }

        func metrics(of font: FontRequest) -> FontMetrics { BuiltinTextMeasurer().metrics(of: font) }
        func width(of text: Substring, in font: FontRequest) -> Double { BuiltinTextMeasurer().width(of: text, in: font) }
        func measureGraphemes(of text: Substring, in font: FontRequest, into advances: inout GraphemeAdvances) {
            lock.withLock { noted.append(font.language) }
            BuiltinTextMeasurer().measureGraphemes(of: text, in: font, into: &advances)
        }
    }

    @Test func measuringAParagraphForwardsTheRequestInItsLanguage() {
        let base = LanguageNotingMeasurer()
        let measurer = LanguageMeasurer(base, language: "ja")
        let font = FontRequest(size: 10, language: "en")
        let lines = TextLayout.lines(of: "保存 Tap here", in: font, options: TextLayoutOptions(maxWidth: 30), measurer: measurer)
        let direct = TextLayout.lines(of: "保存 Tap here", in: font, options: TextLayoutOptions(maxWidth: 30), measurer: BuiltinTextMeasurer())
        #expect(lines == direct)
        #expect(base.languages == ["ja"])
    }

    @Test func withoutALanguageTheRequestsSayNone() {
        let base = RecordingMeasurer()
        _ = LanguageMeasurer(base, language: nil).width(of: "a", in: FontRequest(size: 10, language: "ko"))
        #expect(base.requests.map(\.font.language) == [nil])
    }
}
