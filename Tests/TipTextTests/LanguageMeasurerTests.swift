import Testing
import TipTestSupport
import TipText

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

    @Test func withoutALanguageTheRequestsSayNone() {
        let base = RecordingMeasurer()
        _ = LanguageMeasurer(base, language: nil).width(of: "a", in: FontRequest(size: 10, language: "ko"))
        #expect(base.requests.map(\.font.language) == [nil])
    }
}
