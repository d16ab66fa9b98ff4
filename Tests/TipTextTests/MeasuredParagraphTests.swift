import Testing
@testable import TipText

/// Break opportunities are found only for paragraphs where some line can end inside.
@Suite struct MeasuredParagraphTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)

    private func paragraph(_ text: String, maxWidth: Double?, wrap: WrapMode = .word) -> MeasuredParagraph {
        MeasuredParagraph(text[...], font: font, maxWidth: maxWidth, wrap: wrap, measurer: measurer)
    }

    @Test func aParagraphThatFitsHasNoBreaks() {
        let text = "Tap here to share"
        let width = measurer.width(of: text[...], in: font)
        #expect(paragraph(text, maxWidth: nil).breakBefore == nil)
        #expect(paragraph(text, maxWidth: width).breakBefore == nil)
        #expect(paragraph(text, maxWidth: width, wrap: .character).breakBefore == nil)
        // Trailing spaces hang: they never make the paragraph overflow.
        #expect(paragraph(text + "   ", maxWidth: width).breakBefore == nil)
    }

    @Test func aParagraphThatOverflowsHasItsBreaks() throws {
        let text = "Tap here"
        let narrower = measurer.width(of: text[...], in: font) - 1
        let words = try #require(paragraph(text, maxWidth: narrower).breakBefore)
        #expect(words == [false, false, false, false, true, false, false, false])
        let clusters = try #require(paragraph(text, maxWidth: narrower, wrap: .character).breakBefore)
        #expect(clusters == [false] + Array(repeating: true, count: 7))
    }

    /// A measurer whose second cluster has a negative advance: the paragraph is wider in its
    /// middle than at its end.
    struct BacktrackingMeasurer: TextMeasurer {
        func metrics(of font: FontRequest) -> FontMetrics { BuiltinTextMeasurer().metrics(of: font) }
        func width(of text: Substring, in font: FontRequest) -> Double { graphemeAdvances(of: text, in: font).reduce(0, +) }
        func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double] {
            text.indices.map { text.distance(from: text.startIndex, to: $0) == 1 ? -20 : 10 }
        }
    }

    @Test func aParagraphWiderInsideThanAtItsEndOverflows() {
        // Advances 10, −20, 10: 10 wide after "a", 0 at the end.
        let options = TextLayoutOptions(maxWidth: 5, wrap: .character)
        let measured = MeasuredParagraph(
            "abc"[...], font: font, maxWidth: 5, wrap: .character, measurer: BacktrackingMeasurer())
        #expect(measured.breakBefore != nil)
        let laidOut = TextLayout.lines(of: "abc", in: font, options: options, measurer: BacktrackingMeasurer())
        #expect(laidOut.map(\.text) == ["a", "bc"])
    }
}
