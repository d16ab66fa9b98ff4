import Testing
@testable import TipText

@Suite struct TextLayoutTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)

    private func width(_ text: String) -> Double { measurer.width(of: text[...], in: font) }

    private func lines(
        _ text: String, _ maxWidth: Double?, wrap: WrapMode = .word, maxLines: Int = 0,
        truncation: TruncationMode? = nil
    ) -> [TextLine] {
        TextLayout.lines(
            of: text, in: font,
            options: TextLayoutOptions(maxWidth: maxWidth, wrap: wrap, maxLines: maxLines, truncation: truncation),
            measurer: measurer)
    }

    @Test func latinWrapsBetweenWordsAndSpacesHang() {
        let result = lines("The quick brown fox", width("The quick "))
        #expect(result.map(\.text) == ["The quick", "brown fox"])
        #expect(result[0].width == width("The quick"))
        #expect(result.allSatisfy { $0.width <= width("The quick ") })
    }

    @Test func cjkWrapsBetweenCharactersKeepingClosingPunctuation() {
        let result = lines("今日は晴れです。明日も。", width("今日は晴"))
        #expect(result.map(\.text) == ["今日は晴", "れです。", "明日も。"])
        let korean = lines("9월 30일 오후", width("9월 30일"))
        #expect(korean.map(\.text) == ["9월 30일", "오후"])
        let tight = lines("わかりました！", width("わかりました"))
        #expect(tight.map(\.text) == ["わかりまし", "た！"])
    }

    @Test func longWordsBreakBetweenClusters() {
        let result = lines("a incomprehensibilities", width("incompre"))
        #expect(result.first?.text == "a")
        #expect(result.dropFirst().map(\.text).joined() == "incomprehensibilities")
        #expect(result.allSatisfy { $0.width <= width("incompre") && !$0.text.isEmpty })
    }

    @Test func charWrapBreaksBetweenAnyClusters() {
        #expect(lines("Hello world", width("Hello w"), wrap: .character).map(\.text) == ["Hello w", "orld"])
        #expect(lines("Hello world", width("Hello w"), wrap: .word).map(\.text) == ["Hello", "world"])
        #expect(lines("漢字かなカナ", width("漢字か"), wrap: .character).map(\.text) == ["漢字か", "なカナ"])
        let emoji = lines("👨‍👩‍👧e\u{301}x", 0.001, wrap: .character)
        #expect(emoji.map(\.text) == ["👨‍👩‍👧", "e\u{301}", "x"])
    }

    @Test func degenerateWidthsNeverLoopOrLeaveEmptyLines() {
        for maxWidth in [0, -5, 0.0001, Double.nan] {
            let result = lines("ab 漢字", maxWidth)
            #expect(result.map(\.text) == ["a", "b", "漢", "字"], "width \(maxWidth)")
        }
        let wide = lines("The quick brown fox", 1e9)
        #expect(wide.map(\.text) == ["The quick brown fox"])
        #expect(wide[0].width == width("The quick brown fox"))
    }

    @Test func hardBreaksEmptyTextAndSpaces() {
        #expect(lines("", 100) == [TextLine(text: "", width: 0)])
        #expect(lines("\n\n", 100).map(\.text) == ["", "", ""])
        #expect(lines("a\r\nb\u{2028}c", nil).map(\.text) == ["a", "b", "c"])
        let spaces = lines("     ", 1)
        #expect(spaces == [TextLine(text: "     ", width: 0)])
        #expect(lines("one two\nthree", nil).map(\.text) == ["one two", "three"])
    }

    @Test func maxLinesClipsWithoutTruncation() {
        let result = lines("one two three four", width("three"), maxLines: 2)
        #expect(result.map(\.text) == ["one", "two"])
    }

    /// Read from the scalar or from its UTF-8 (then followed by a combining mark, as the first
    /// scalar of a cluster may be).
    @Test func hangingSpacesAreWhatCharacterCallsWhiteSpaceBesidesNewlines() {
        for scalar in (0...0x10FFFF).lazy.compactMap(Unicode.Scalar.init) {
            let character = Character(scalar)
            let expected = character.isWhitespace && !character.isNewline
            var bytes = Array(String(scalar).utf8) + Array("\u{301}".utf8)
            let fromBytes = bytes.withUnsafeMutableBufferPointer {
                MeasuredParagraph.startsWithHangingSpace(UnsafeBufferPointer($0), at: 0)
            }
            guard MeasuredParagraph.isHangingSpace(startingWith: scalar) != expected || fromBytes != expected else { continue }
            Issue.record("U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    /// With no width limit, a text without a hard break is one line, measured in one pass when
    /// its end plainly does not hang: the same line as the layout of its clusters gives.
    @Test func anUnbrokenTextIsTheLineItsClustersGive() {
        let texts = [
            "Tap here to share", "trailing space ", "trailing tab\t", "no-break space\u{A0}", "ideographic space\u{3000}",
            "a space with a mark \u{301}", "漢字かなカナ", "ᄀ가", "한국어", "👨‍👩‍👧", "flag 🇰🇷", "e\u{301}", "x\u{200D}©",
            "\u{600} ", "line\nbreak", "carriage\r", "", " ", "\u{301}",
        ]
        for text in texts {
            for options in [TextLayoutOptions(maxWidth: nil), TextLayoutOptions(maxWidth: nil, maxLines: 1, truncation: .tail)] {
                var measured = options
                measured.maxWidth = .greatestFiniteMagnitude
                let unbroken = TextLayout.laidOut(text, in: font, options: options, measurer: measurer)
                let fitted = TextLayout.laidOut(text, in: font, options: measured, measurer: measurer)
                #expect(unbroken.lines == fitted.lines && unbroken.neededLineCount == fitted.neededLineCount, "\(text.debugDescription)")
            }
        }
    }

    /// Layouts on several threads at once, each measuring into storage of the shared pool, give
    /// what they give one at a time, long texts (whose storage the pool does not keep) or short.
    @Test func layoutsRunningAtOnceGiveWhatTheyGiveAlone() async {
        let texts = (0..<64).map { (index: Int) -> String in
            let piece = index % 3 == 0 ? "保存したコレクション、" : "Tap here to see item \(index) "
            let count = index % 7 == 0 ? 600 : 1 + index % 5
            return String(repeating: piece, count: count)
        }
        let options = TextLayoutOptions(maxWidth: 180)
        let alone = texts.map { TextLayout.laidOut($0, in: font, options: options, measurer: measurer).lines }
        let together = await withTaskGroup(of: (Int, [TextLine]).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { (index, TextLayout.laidOut(text, in: font, options: options, measurer: measurer).lines) }
            }
            var lines = [[TextLine]](repeating: [], count: texts.count)
            for await (index, laidOut) in group { lines[index] = laidOut }
            return lines
        }
        #expect(together == alone)
    }

    /// A cut layout says how many lines the whole text needs: what it gives without the limit.
    @Test(arguments: [nil, TruncationMode.tail, .head])
    func aCutLayoutCountsTheLinesTheWholeTextNeeds(truncation: TruncationMode?) {
        let texts = ["one two three four five", "one two\n\nthree four five six\nseven", "fits", "a\nb", "one two three\n"]
        for text in texts {
            for maxLines in 1...3 {
                let options = TextLayoutOptions(maxWidth: width("three"), maxLines: maxLines, truncation: truncation)
                let cut = TextLayout.laidOut(text, in: font, options: options, measurer: measurer)
                let whole = lines(text, width("three"))
                #expect(cut.neededLineCount == whole.count, "\(text) in \(maxLines) lines")
                #expect(cut.lines.count == min(maxLines, whole.count))
            }
        }
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func truncatedLastLineFitsTheWidth(mode: TruncationMode) throws {
        let maxWidth = width("Swipe left to")
        let result = lines("Swipe left to see more options for this message", maxWidth, maxLines: 2, truncation: mode)
        #expect(result.count == 2)
        let last = try #require(result.last)
        #expect(last.text.contains("…"))
        #expect(last.width <= maxWidth)
        #expect(last.width == width(last.text))
        switch mode {
        case .tail: #expect(last.text.hasSuffix("…") && last.text.hasPrefix("see"))
        case .head: #expect(last.text.hasPrefix("…") && last.text.hasSuffix("message"))
        case .middle: #expect(last.text.hasPrefix("see") && last.text.hasSuffix("e"))
        }
    }

    @Test func droppedParagraphsAddAnEllipsisAndFittingTextIsLeftAlone() {
        #expect(lines("first\nsecond\nthird", 200, maxLines: 2, truncation: .tail).map(\.text) == ["first", "second…"])
        #expect(lines("first\nsecond", nil, maxLines: 1, truncation: .head).map(\.text) == ["first…"])
        #expect(lines("fits", 200, maxLines: 1, truncation: .tail).map(\.text) == ["fits"])
    }

    @Test func singleLineTruncationHelper() {
        let text = "Notifications and settings"
        let limit = width("Notifications")
        for mode in [TruncationMode.head, .middle, .tail] {
            let line = TextLayout.truncate(text, toWidth: limit, in: font, mode: mode, measurer: measurer)
            #expect(line.width <= limit && line.text.contains("…"), "\(mode)")
        }
        #expect(TextLayout.truncate(text, toWidth: 1000, in: font, mode: .tail, measurer: measurer).text == text)
        #expect(TextLayout.truncate(text, toWidth: 0, in: font, mode: .tail, measurer: measurer).text == "…")
        #expect(TextLayout.truncate("Hello world", toWidth: width("Hello w…"), in: font, mode: .tail,
                                    measurer: measurer).text == "Hello w…")
    }

    @Test func longParagraphsLayOutInLinearTime() {
        let text = String(repeating: "word 漢字 ", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = lines(text, 200)
            #expect(result.count > 1000)
        }
        #expect(elapsed < .seconds(20))
    }
}

/// Korean broken at spaces only (UIKit's `.hangulWordPriority`).
@Suite struct HangulWordLayoutTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)

    private func lines(_ text: String, width: String, whole: Bool) -> [String] {
        let limit = measurer.width(of: width[...], in: font)
        return TextLayout.lines(
            of: text, in: font,
            options: TextLayoutOptions(maxWidth: limit, keepsHangulWordsWhole: whole), measurer: measurer
        ).map(\.text)
    }

    @Test func hangulWordsStayWholeAndLongWordsStillBreak() {
        let text = "iOS 앱 개발 알아가기, jake블로그"
        #expect(lines(text, width: "iOS 앱 개발 알아", whole: false).first == "iOS 앱 개발 알아")
        #expect(lines(text, width: "iOS 앱 개발 알아", whole: true) == ["iOS 앱 개발", "알아가기,", "jake블로그"])
        #expect(lines("가나다라마바사", width: "가나다", whole: true) == ["가나다", "라마바", "사"])
        #expect(lines("9월 30일 오후", width: "9월 30", whole: true) == ["9월", "30일", "오후"])
        let breaks = LineBreaker.opportunities(in: "가나 다".unicodeScalars, keepingHangulWords: true)
        #expect(breaks == [.prohibited, .prohibited, .prohibited, .allowed])
    }
}
