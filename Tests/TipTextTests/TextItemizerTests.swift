import Testing
@testable import TipText

@Suite struct TextItemizerTests {
    /// The runs of `text` as (text, script, level).
    private func runs(_ text: String, direction: BidiParagraphDirection = .automatic) -> [(String, UnicodeScript, UInt8)] {
        TextItemizer.runs(in: Substring(text), direction: direction).map { (String(text[$0.range]), $0.script, $0.bidiLevel) }
    }

    /// Whether two lists of runs are equal.
    private func same(_ actual: [(String, UnicodeScript, UInt8)], _ expected: [(String, UnicodeScript, UInt8)]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    @Test func runsHaveTheLevelsOfBidiCharacterTest() throws {
        // Every cluster of a run has the run's level, which is BidiCharacterTest.txt's for the
        // cluster's first scalar; runs cover the text in order and neighbours differ.
        let lines = try UnicodeFixtures.lines("BidiCharacterTest.txt")
        #expect(lines.count > 3800)
        var failures: [Substring] = []
        for line in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            let scalars = UnicodeFixtures.scalars(fromHex: fields[0])
            let expected = fields[3].split(separator: " ").map { UInt8($0) }
            let direction: BidiParagraphDirection = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .automatic
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let runs = TextItemizer.runs(in: Substring(text), direction: direction)
            var valid = runs.first?.scalars.lowerBound == 0 && runs.last?.scalars.upperBound == scalars.count
            for (run, next) in zip(runs, runs.dropFirst()) {
                valid = valid && run.scalars.upperBound == next.scalars.lowerBound && run.range.upperBound == next.range.lowerBound
                    && (run.script != next.script || run.bidiLevel != next.bidiLevel)
            }
            for run in runs {
                var offset = run.scalars.lowerBound
                for character in text[run.range] {
                    if let level = expected[offset] { valid = valid && level == run.bidiLevel }
                    offset += character.unicodeScalars.count
                }
                valid = valid && offset == run.scalars.upperBound
            }
            if !valid { failures.append(line) }
        }
        #expect(failures.isEmpty, "\(failures.count) lines, first: \(failures.prefix(3))")
    }

    @Test func commonTextTakesTheScriptOfItsRun() {
        // UAX #24 §5.1: Common characters join the run before them, or at the start the first
        // real script after them.
        #expect(same(runs("Hello, world! 123"), [("Hello, world! 123", .latin, 0)]))
        #expect(same(runs("¡¿123 Hola?!"), [("¡¿123 Hola?!", .latin, 0)]))
        #expect(same(runs("123!"), [("123!", .common, 0)]))
        #expect(same(runs("Ελλάδα, Россия"), [("Ελλάδα, ", .greek, 0), ("Россия", .cyrillic, 0)]))
    }

    @Test func bracketsTakeTheScriptOfTheirOpeningBracket() {
        #expect(same(runs("Hi (漢字) ok"), [("Hi (", .latin, 0), ("漢字", .han, 0), (") ok", .latin, 0)]))
        #expect(same(runs("(漢字) ok"), [("(漢字) ", .han, 0), ("ok", .latin, 0)]))
        #expect(same(runs("a [b (c] d"), [("a [b (c] d", .latin, 0)]))
    }

    @Test func japaneseSplitsIntoKanaAndHan() {
        // ー U+30FC and 。 U+3002 are Common with Script_Extensions that hold Katakana.
        #expect(same(runs("東京タワーは333メートル。"), [
            ("東京", .han, 0), ("タワー", .katakana, 0), ("は333", .hiragana, 0), ("メートル。", .katakana, 0),
        ]))
        #expect(same(runs("ーカ"), [("ーカ", .katakana, 0)]))
        #expect(same(runs("ー"), [("ー", .hiragana, 0)]))
        #expect(same(runs("「はい」Yes"), [("「はい」", .hiragana, 0), ("Yes", .latin, 0)]))
    }

    @Test func koreanWithPunctuationIsOneRun() {
        #expect(same(runs("안녕하세요, 세계! (테스트) 123"), [("안녕하세요, 세계! (테스트) 123", .hangul, 0)]))
    }

    @Test func arabicInLatinTextHasItsOwnLevel() {
        // UAX #9: the paragraph is left to right (first strong L); Arabic letters are level 1,
        // the brackets around Arabic too (N0, context R), the space after them level 0 (N2).
        #expect(same(runs("Price: 100 ريال (تقريبا) today"), [
            ("Price: 100 ", .latin, 0), ("ريال (تقريبا)", .arabic, 1), (" ", .arabic, 0), ("today", .latin, 0),
        ]))
    }

    @Test func numbersInRightToLeftTextAreLeftToRight() {
        // UAX #9: paragraph level 1 (first strong R); European digits after R stay EN (W7) and
        // rise to level 2 (I2), Latin letters too.
        #expect(same(runs("שלום 123 world"), [
            ("שלום ", .hebrew, 1), ("123", .hebrew, 2), (" ", .hebrew, 1), ("world", .latin, 2),
        ]))
        #expect(same(runs("abc", direction: .rightToLeft), [("abc", .latin, 2)]))
        #expect(same(runs("שלום", direction: .leftToRight), [("שלום", .hebrew, 1)]))
    }

    @Test func eachParagraphHasItsOwnDirection() {
        #expect(same(runs("abc\nשלום"), [("abc\n", .latin, 0), ("שלום", .hebrew, 1)]))
    }

    @Test func clustersStayWhole() {
        // Marks (Inherited) stay with their base; emoji sequences (Common) with their run.
        #expect(same(runs("e\u{301}α\u{301}"), [("e\u{301}", .latin, 0), ("α\u{301}", .greek, 0)]))
        #expect(same(runs("Hi 👨‍👩‍👧!"), [("Hi 👨‍👩‍👧!", .latin, 0)]))
        #expect(same(runs("👍🏽 ok"), [("👍🏽 ok", .latin, 0)]))
        #expect(same(runs("\u{05D0}\u{05B8}a"), [("\u{05D0}\u{05B8}", .hebrew, 1), ("a", .latin, 2)]))
        #expect(TextItemizer.runs(in: "").isEmpty)
    }

    @Test func runsGiveScalarOffsetsAndIndicesOfTheSubstring() {
        let text = "xx Hi 漢字 yy"
        let paragraph = text.dropFirst(3).dropLast(3)
        let runs = TextItemizer.runs(in: paragraph)
        #expect(runs.map { String(paragraph[$0.range]) } == ["Hi ", "漢字"])
        #expect(runs.map(\.scalars) == [0..<3, 3..<5])
        #expect(runs.map(\.direction) == [.leftToRight, .leftToRight])
    }
}
