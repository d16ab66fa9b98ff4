import Testing
@testable import TipLayout
import TipModel
import TipStyle

/// Wrapping and truncation through the text engine. At 10 pt a character is 5 wide and a line
/// 10 tall (baseline 8 below its top). Padding 8 16, so a bubble `width: 62` has a 30 pt text box.
@Suite struct TooltipTextTests {
    @Test func maxWidthWrapsThenHugsTheWidestLine() {
        // maxWidth 40 leaves 8 for text: one letter (5) per line, so the bubble hugs 5 + 32 = 37
        // and is 4·10 + 16 = 56 tall.
        let tip = layoutTooltip("abcd") {
            $0.maxWidth = 40
            $0.arrow.edge = .none
        }
        #expect(tip.text.lines.map(\.text) == ["a", "b", "c", "d"])
        #expect(tip.size == TipSize(width: 37, height: 56))
        #expect(tip.text.frame == TipRect(x: 16, y: 8, width: 5, height: 40))
        #expect(tip.text.lines.map(\.baseline) == [16, 26, 36, 46])
    }

    @Test func fixedWidthWrapsWordsWithLineSpacing() {
        // "ab cd" is 25 ≤ 30, "ab cd ef" 40 > 30. Two lines: 2·10 + 3 = 23 tall, baselines 13 apart.
        let tip = layoutTooltip("ab cd ef gh") {
            $0.width = 62
            $0.lineSpacing = 3
            $0.arrow.edge = .none
        }
        #expect(tip.text.lines.map(\.text) == ["ab cd", "ef gh"])
        #expect(tip.text.lines.map(\.baseline) == [16, 29])
        #expect(tip.text.lineHeight == 13)
        #expect(tip.size == TipSize(width: 62, height: 39))
    }

    @Test func charWrapBreaksInsideWords() {
        let tip = layoutTooltip("abcdefgh") {
            $0.width = 62
            $0.lineBreakMode = .charWrap
        }
        #expect(tip.text.lines.map(\.text) == ["abcdef", "gh"])
    }

    @Test func hardBreaksWithoutWidth() {
        // Lines end only at "\n": widest 20, so 52 wide; 2 lines, 36 tall.
        let tip = layoutTooltip("ab\nabcd") { $0.arrow.edge = .none }
        #expect(tip.text.lines.map(\.text) == ["ab", "abcd"])
        #expect(tip.size == TipSize(width: 52, height: 36))
    }

    /// One line of a 30 pt box: "…" is 5, so 25 pt of text stays.
    @Test(arguments: [
        (LineBreakMode.truncateTail, ["ab cd…"]),
        (.wordWrap, ["ab cd…"]),        // UILabel truncates the tail when numberOfLines is set
        (.charWrap, ["ab cd…"]),
        (.truncateHead, ["…ef gh"]),
        (.clip, ["ab cd"]),             // the rest is dropped
    ])
    func numberOfLinesTruncates(mode: LineBreakMode, lines: [String]) {
        let tip = layoutTooltip("ab cd ef gh") {
            $0.width = 62
            $0.numberOfLines = 1
            $0.lineBreakMode = mode
        }
        #expect(tip.text.lines.map(\.text) == lines)
        #expect(tip.text.frame.height == 10)
        #expect(tip.text.lines.allSatisfy { $0.width <= 30 })
    }

    @Test func truncatingModesStillWrapWithoutALineLimit() {
        let tip = layoutTooltip("ab cd ef gh") {
            $0.width = 62
            $0.lineBreakMode = .truncateMiddle
        }
        #expect(tip.text.lines.map(\.text) == ["ab cd", "ef gh"])
    }

    @Test(arguments: [
        (TextAlignment.center, [18.5, 26.0]),   // 16 + (30 − 25)/2, 16 + (30 − 10)/2
        (.right, [21, 36]),
        (.justified, [16, 16]),                   // not stretched: every line starts at the box
    ])
    func multiLineAlignment(alignment: TextAlignment, xs: [Double]) {
        let tip = layoutTooltip("ab cd ef") {
            $0.width = 62
            $0.textAlignment = alignment
            $0.lineBreakStrategy = .none   // lines of unequal widths: "ef" is not pushed out
        }
        #expect(tip.text.lines.map(\.text) == ["ab cd", "ef"])
        #expect(tip.text.lines.map(\.x) == xs)
    }
}

/// `lineBreakStrategy`: Hangul words kept whole and a lone last word pushed out, as a UILabel
/// does by default (`standard`), each alone, or neither (`none`).
@Suite struct LineBreakStrategyLayoutTests {
    /// The lines of `text` in a 30 pt text box, which holds 6 characters of 5 pt.
    private func lines(_ text: String, _ strategy: LineBreakStrategy?) -> [String] {
        layoutTooltip(text) {
            $0.width = 62
            $0.arrow.edge = .none
            if let strategy { $0.lineBreakStrategy = strategy }
        }.text.lines.map(\.text)
    }

    @Test func koreanBreaksAtSpacesOnlyByDefaultAndWithHangulWordPriority() {
        #expect(lines("가나 다라마바 사", nil) == ["가나", "다라마바 사"])
        #expect(lines("가나 다라마바 사", .standard) == ["가나", "다라마바 사"])
        #expect(lines("가나 다라마바 사", .hangulWordPriority) == ["가나", "다라마바 사"])
        #expect(lines("가나 다라마바 사", .pushOut) == ["가나 다라마", "바 사"])
        #expect(lines("가나 다라마바 사", LineBreakStrategy.none) == ["가나 다라마", "바 사"])
    }

    @Test func aLoneLastWordIsPushedOutByDefaultAndWithPushOut() {
        #expect(lines("ab cd ef", nil) == ["ab", "cd ef"])
        #expect(lines("ab cd ef", .pushOut) == ["ab", "cd ef"])
        #expect(lines("ab cd ef", .hangulWordPriority) == ["ab cd", "ef"])
        #expect(lines("ab cd ef", LineBreakStrategy.none) == ["ab cd", "ef"])
    }
}
