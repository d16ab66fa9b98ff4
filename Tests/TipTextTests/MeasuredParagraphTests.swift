import Testing
@testable import TipText
import TipTestSupport

/// A paragraph is measured in one pass over its UTF-8: its clusters are the standard library's
/// `Character`s, and break opportunities are found only for paragraphs where some line can end
/// inside, at the cluster boundaries where UAX #14 allows a break.
@Suite struct MeasuredParagraphTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)

    private func paragraph(_ text: String, maxWidth: Double?, wrap: WrapMode = .word) -> MeasuredParagraph {
        var paragraph = MeasuredParagraph()
        paragraph.measure(text[...], font: font, maxWidth: maxWidth, wrap: wrap, measurer: measurer)
        return paragraph
    }

    @Test func aParagraphThatFitsHasNoBreaks() {
        let text = "Tap here to share"
        let width = measurer.width(of: text[...], in: font)
        #expect(!paragraph(text, maxWidth: nil).lineCanEndInside)
        #expect(!paragraph(text, maxWidth: width).lineCanEndInside)
        #expect(!paragraph(text, maxWidth: width, wrap: .character).lineCanEndInside)
        // Trailing spaces hang: they never make the paragraph overflow.
        #expect(!paragraph(text + "   ", maxWidth: width).lineCanEndInside)
    }

    @Test func aParagraphThatOverflowsHasItsBreaks() {
        let text = "Tap here"
        let narrower = measurer.width(of: text[...], in: font) - 1
        let words = paragraph(text, maxWidth: narrower).clusters.dropLast().map(\.breakBefore)
        #expect(words == [false, false, false, false, true, false, false, false])
        let clusters = paragraph(text, maxWidth: narrower, wrap: .character).clusters.dropLast().map(\.breakBefore)
        #expect(clusters == [false] + Array(repeating: true, count: 7))
    }

    /// ASCII paragraphs (classed from a table of their own) break before each byte where
    /// UAX #14 allows it, as the classes of every scalar give.
    @Test func asciiParagraphsBreakWhereTheRulesAllow() {
        var state: UInt64 = 3
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<(1 + Int(state >> 60)) * 4 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Printable ASCII and tabs: a paragraph holds no hard break.
                let byte = Int(state >> 33) % 96
                text.append(Character(Unicode.Scalar(UInt8(byte == 95 ? 0x09 : 0x20 + byte))))
            }
            let breaks = paragraph(text, maxWidth: 1).clusters.dropLast().map(\.breakBefore)
            let expected = LineBreaker.opportunities(in: text.unicodeScalars).map { $0 != .prohibited }
            #expect(breaks == expected, "\(text)")
        }
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

    /// Scalars that are hard to cut or to break around: CJK, Hangul syllables and jamo, emoji
    /// ZWJ sequences and modifiers, flags, combining marks, spaces of every kind, numbers with
    /// their punctuation, quotes and brackets, joiners and zero-width spaces.
    static let alphabet: [String] = [
        "a", "Z", "Tap", " ", "  ", "\t", "\u{A0}", "\u{3000}", "\u{2003}", "\u{202F}", "0", "12", ".", ",", "-", "/", "$", "%",
        "(", ")", "「", "」", "\"", "!", "?", "漢", "字", "し", "ッ", "ョ", "ー", "、", "。", "！", "ｱ", "ﾞ", "Ａ", "한", "국",
        "\u{1100}", "\u{1161}", "\u{11A8}", "👍", "🏽", "\u{200D}", "\u{FE0F}", "👨‍👩‍👧", "🇰", "🇷", "©", "e\u{301}", "\u{301}",
        "\u{3099}", "\u{200B}", "\u{2060}", "\u{AD}", "…", "ש", "ا", "\u{64E}", "ก", "\u{E33}", "क", "\u{94D}", "\u{93F}",
        "\u{600}", "😀", "ß",
    ]

    /// Random paragraphs from ``alphabet``.
    static func randomParagraphs(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...16, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func clustersAreTheCharactersAndSpacesTheirWhiteSpace() {
        for text in Self.randomParagraphs(count: 2_000, seed: 7) {
            let measured = paragraph(text, maxWidth: nil)
            let characters = Array(text)
            #expect(measured.count == characters.count, "\(text.debugDescription)")
            var offset = 0
            for (index, character) in characters.enumerated() where index < measured.count {
                #expect(measured.clusters[index].offset == offset, "\(text.debugDescription)")
                #expect(measured.clusters[index].isSpace == (character.isWhitespace && !character.isNewline), "\(text.debugDescription)")
                #expect(abs(measured.width(index..<index + 1) - measurer.width(of: String(character)[...], in: font)) < 1e-9)
                offset += character.utf8.count
            }
            #expect(measured.clusters[measured.count].offset == text.utf8.count)
        }
    }

    /// A line may end before a cluster where ``LineBreaker`` allows a break before the cluster's
    /// first scalar.
    @Test(arguments: [false, true])
    func breaksAreTheLineBreakersAtClusterBoundaries(keepingHangulWords: Bool) {
        var checked = 0
        for text in Self.randomParagraphs(count: 2_000, seed: keepingHangulWords ? 8 : 9) {
            var measured = MeasuredParagraph()
            measured.measure(text[...], font: font, maxWidth: 0, wrap: .word, keepingHangulWords: keepingHangulWords, measurer: measurer)
            let opportunities = LineBreaker.opportunities(in: text.unicodeScalars, keepingHangulWords: keepingHangulWords)
            var scalar = 0
            var expected: [Bool] = []
            for character in text {
                expected.append(scalar > 0 && opportunities[scalar] != .prohibited)
                scalar += character.unicodeScalars.count
            }
            guard measured.lineCanEndInside else { continue }  // only spaces and zero-width clusters
            checked += 1
            #expect(measured.clusters.dropLast().map(\.breakBefore) == expected, "\(text.debugDescription)")
        }
        #expect(checked > 1_900)
    }

    /// A measurer that gives the clusters of a text its own way: too few bytes, too many, none,
    /// or more clusters than the text has.
    struct MiscountingMeasurer: TextMeasurer {
        let counts: [Int]
        func metrics(of font: FontRequest) -> FontMetrics { BuiltinTextMeasurer().metrics(of: font) }
        func width(of text: Substring, in font: FontRequest) -> Double { Double(text.utf8.count) }
        func measureGraphemes(of text: Substring, in font: FontRequest, into advances: inout GraphemeAdvances) {
            for count in counts { advances.append(utf8Count: count, advance: Double(count)) }
        }
    }

    @Test func aMeasurerThatMiscountsDoesNotBreakTheLayout() {
        let text = "ab漢字 cd"
        for counts in [[1, 1], [0, 0, 0], [-3, 2], [1, 1, 3, 3, 1, 1, 1, 5, 9], [20], Array(repeating: 1, count: 40), []] {
            let lines = TextLayout.lines(
                of: text, in: font, options: TextLayoutOptions(maxWidth: 3), measurer: MiscountingMeasurer(counts: counts))
            #expect(!lines.isEmpty, "\(counts)")
        }
    }

    @Test func aParagraphWiderInsideThanAtItsEndOverflows() {
        // Advances 10, −20, 10: 10 wide after "a", 0 at the end.
        let options = TextLayoutOptions(maxWidth: 5, wrap: .character)
        var measured = MeasuredParagraph()
        measured.measure("abc"[...], font: font, maxWidth: 5, wrap: .character, measurer: BacktrackingMeasurer())
        #expect(measured.lineCanEndInside)
        let laidOut = TextLayout.lines(of: "abc", in: font, options: options, measurer: BacktrackingMeasurer())
        #expect(laidOut.map(\.text) == ["a", "bc"])
    }
}
