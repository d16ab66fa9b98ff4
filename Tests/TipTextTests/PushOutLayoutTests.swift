import Testing
@testable import TipText

/// A last line of one word takes the last word of the line before it (UIKit's `.pushOut`).
@Suite struct PushOutLayoutTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)

    private func lines(
        _ text: String, width: String, pushOut: Bool, wrap: WrapMode = .word, maxLines: Int = 0
    ) -> [String] {
        lines(text, maxWidth: measurer.width(of: width[...], in: font), pushOut: pushOut, wrap: wrap, maxLines: maxLines)
    }

    private func lines(
        _ text: String, maxWidth: Double, pushOut: Bool, wrap: WrapMode = .word, maxLines: Int = 0
    ) -> [String] {
        let options = TextLayoutOptions(
            maxWidth: maxWidth, wrap: wrap, maxLines: maxLines, truncation: maxLines > 0 ? .tail : nil,
            pushesOutLastWord: pushOut)
        return TextLayout.lines(of: text, in: font, options: options, measurer: measurer).map(\.text)
    }

    @Test func aLoneLastWordTakesTheWordBeforeIt() {
        let text = "Tap here to see what is new"
        #expect(lines(text, width: "Tap here to see what is", pushOut: false) == ["Tap here to see what is", "new"])
        #expect(lines(text, width: "Tap here to see what is", pushOut: true) == ["Tap here to see what", "is new"])
    }

    @Test func onlyTheLastLineOfEachParagraphMoves() {
        let text = "one two three four five six\none two three four five six"
        #expect(lines(text, width: "one two three", pushOut: false) == [
            "one two three", "four five six", "one two three", "four five six",
        ])
        #expect(lines(text, width: "one two three four five", pushOut: true) == [
            "one two three four", "five six", "one two three four", "five six",
        ])
    }

    @Test func linesStayWhenNothingCanBePushed() {
        // Two words on the last line already.
        #expect(lines("Tap here to see what is new", width: "Tap here to see what", pushOut: true)
            == ["Tap here to see what", "is new"])
        // The line before holds one word.
        #expect(lines("Supercalifragilistic word", width: "Supercalifragilistic", pushOut: true)
            == ["Supercalifragilistic", "word"])
        // The pushed word and the lone one would not fit together.
        #expect(lines("i wwwwwwww c", width: "i wwwwwwww", pushOut: true) == ["i wwwwwwww", "c"])
        // Breaking between characters has no words to push.
        #expect(lines("abc def g", width: "abc def", pushOut: true, wrap: .character) == ["abc def", "g"])
    }

    @Test func aLastLineThatMaxLinesCutsOffIsNotPushed() {
        let text = "Tap here to see what is new"
        #expect(lines(text, width: "Tap here to see what is", pushOut: true, maxLines: 2) == ["Tap here to see what", "is new"])
        #expect(lines(text, width: "Tap here to see what is", pushOut: true, maxLines: 1) == ["Tap here to see what…"])
    }

    @Test func koreanWordsAndIdeographsAreWordsToo() {
        let korean = TextLayout.lines(
            of: "새로운 기능을 확인해 보세요", in: font,
            options: TextLayoutOptions(
                maxWidth: measurer.width(of: "새로운 기능을 확인해"[...], in: font),
                keepsHangulWordsWhole: true, pushesOutLastWord: true),
            measurer: measurer
        ).map(\.text)
        #expect(korean == ["새로운 기능을", "확인해 보세요"])
        #expect(lines("今日は晴れです", width: "今日は晴れで", pushOut: true) == ["今日は晴れ", "です"])
    }

    /// Whatever the width, pushing out keeps every line within it, the number of lines, and
    /// the words in their order; and a last line left with one word had no word to take.
    @Test func pushingOutNeverWidensOrAddsLines() {
        let text = "The quick brown fox jumps over the lazy dog while a cat naps in warm sun"
        for maxWidth in stride(from: 40.0, through: 400, by: 7) {
            let plain = lines(text, maxWidth: maxWidth, pushOut: false)
            let pushed = lines(text, maxWidth: maxWidth, pushOut: true)
            #expect(pushed.count == plain.count)
            #expect(pushed.joined(separator: " ") == plain.joined(separator: " "))
            #expect(pushed.allSatisfy { measurer.width(of: $0[...], in: font) <= maxWidth + 1e-6 })
            if pushed.count > 1, let last = pushed.last, !last.contains(" ") {
                let before = pushed[pushed.count - 2]
                let candidate = String(before.split(separator: " ").last ?? "") + " " + last
                #expect(!before.contains(" ") || measurer.width(of: candidate[...], in: font) > maxWidth)
            }
        }
    }
}
