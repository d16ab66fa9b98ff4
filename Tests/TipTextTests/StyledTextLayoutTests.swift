import Testing
@testable import TipText

@Suite struct StyledTextLayoutTests {
    let measurer = BuiltinTextMeasurer()
    let font = FontRequest(size: 17)
    var bold: FontRequest { FontRequest(size: 17, weight: 700) }
    var mono: FontRequest { FontRequest(size: 17, monospaced: true) }

    private func width(_ text: String, _ font: FontRequest) -> Double { measurer.width(of: text[...], in: font) }

    /// Runs covering `parts` in order, each in its font.
    private func runs(_ parts: [(String, FontRequest)]) -> (String, [FontRun]) {
        var text = "", runs: [FontRun] = []
        for (part, font) in parts {
            runs.append(FontRun(range: text.utf8.count..<text.utf8.count + part.utf8.count, font: font))
            text += part
        }
        return (text, runs)
    }

    private func laidOut(_ parts: [(String, FontRequest)], _ options: TextLayoutOptions) -> [TextLine] {
        let (text, fontRuns) = runs(parts)
        return TextLayout.laidOut(text, runs: fontRuns, in: font, options: options, measurer: measurer).lines
    }

    @Test func aLineBreaksInsideARunAndTheRunIsSplitPerLine() {
        let parts = [("aaa ", font), ("bbb ccc", bold), (" ddd", font)]
        let lines = laidOut(parts, TextLayoutOptions(maxWidth: width("aaa ", font) + width("bbb ", bold)))
        #expect(lines.map(\.text) == ["aaa bbb", "ccc ddd"])
        #expect(lines[0].runs.map(\.text) == ["aaa ", "bbb"])
        #expect(lines[0].runs.map(\.source) == [0, 1])
        #expect(lines[1].runs.map(\.text) == ["ccc", " ddd"])
        #expect(lines[1].runs.map(\.source) == [1, 2])
        // Each run as wide as its font sets it, side by side from 0, the line as wide as them.
        #expect(lines[1].runs[0].width == width("ccc", bold))
        #expect(lines[1].runs[1].x == width("ccc", bold))
        #expect(lines[1].runs[1].width == width(" ddd", font))
        #expect(lines[1].width == width("ccc", bold) + width(" ddd", font))
        for line in lines { #expect(line.runs.map(\.text).joined() == line.text) }
    }

    @Test func boldRunsAreMeasuredInTheBoldFaceAndMakeTheTextBreakSooner() {
        let text = "Widgets now show your streak"
        let limit = width(text, font) + 0.5
        #expect(TextLayout.lines(of: text, in: font, options: TextLayoutOptions(maxWidth: limit), measurer: measurer).count == 1)
        let lines = laidOut([(text, bold)], TextLayoutOptions(maxWidth: limit))
        #expect(lines.count == 2)
        #expect(width(text, bold) > width(text, font))
    }

    @Test func hangingSpacesAtALineEndCountForNothing() {
        let lines = laidOut([("aaa", font), (" ", bold), ("bbb", font)], TextLayoutOptions(maxWidth: width("aaa b", font)))
        #expect(lines.map(\.text) == ["aaa", "bbb"])
        #expect(lines[0].width == width("aaa", font))
        let trailing = laidOut([("a", font), ("b  ", bold)], TextLayoutOptions(maxWidth: nil))
        #expect(trailing[0].runs.map(\.width) == [width("a", font), width("b", bold)])
    }

    @Test func monospacedTextTakesOneCellACharacterAndWideCharactersTheirEm() {
        let cell = 1233.0 / 2048 * 17
        #expect(abs(width("iiii", mono) - 4 * cell) < 1e-9)
        #expect(abs(width("MMMM", mono) - 4 * cell) < 1e-9)
        #expect(abs(width("e\u{301}", mono) - cell) < 1e-9)
        #expect(abs(width("漢", mono) - width("漢", font)) < 1e-9)
        #expect(width("", mono) == 0)
        let advances = measurer.graphemeAdvances(of: "ab漢"[...], in: mono)
        #expect(advances.count == 3)
        for (advance, expected) in zip(advances, [cell, cell, width("漢", font)]) { #expect(abs(advance - expected) < 1e-9) }
    }

    @Test func italicIsMeasuredUpright() {
        #expect(width("Widgets", FontRequest(size: 17, italic: true)) == width("Widgets", font))
    }

    @Test func truncationKeepsTheRunsAndSetsTheEllipsisInTheTextsFont() {
        let parts = [("Try ", font), ("Quick Notes today", bold)]
        let lines = laidOut(parts, TextLayoutOptions(maxWidth: width("Try ", font) + width("Quick No", bold), maxLines: 1, truncation: .tail))
        #expect(lines.count == 1)
        let line = lines[0]
        #expect(line.text.hasSuffix("…") && line.text.hasPrefix("Try Quick"))
        #expect(line.runs.last?.text == "…" && line.runs.last?.source == nil)
        #expect(line.runs.last?.width == width("…", font))
        #expect(line.runs.map(\.text).joined() == line.text)
        #expect(line.width <= width("Try ", font) + width("Quick No", bold) + 1e-6)
        let head = TextLayout.truncate(
            runs(parts).0, runs: runs(parts).1, toWidth: width("Notes today", bold) + width("…", font), in: font, mode: .head,
            measurer: measurer)
        #expect(head.runs.map(\.text) == ["…", "Notes today"])
        #expect(head.runs.map(\.source) == [nil, 1])
    }

    @Test func aHardBreakInsideARunContinuesItOnTheNextParagraph() {
        let lines = laidOut([("a ", font), ("b\nc", bold), (" d", font)], TextLayoutOptions(maxWidth: nil))
        #expect(lines.map(\.text) == ["a b", "c d"])
        #expect(lines[1].runs.map(\.text) == ["c", " d"])
        #expect(lines[1].runs.map(\.source) == [1, 2])
        let counted = TextLayout.laidOut(
            runs([("a\n", font), ("b\nc", bold)]).0, runs: runs([("a\n", font), ("b\nc", bold)]).1, in: font,
            options: TextLayoutOptions(maxWidth: nil, maxLines: 1, truncation: .tail), measurer: measurer)
        #expect(counted.neededLineCount == 3)
    }

    @Test func plainLayoutHasNoRunsAndEqualsOneRunOfTheTextsFont() {
        let text = "The quick brown fox jumps over the lazy dog"
        let options = TextLayoutOptions(maxWidth: 120, maxLines: 2, truncation: .middle)
        let plain = TextLayout.lines(of: text, in: font, options: options, measurer: measurer)
        #expect(plain.allSatisfy { $0.runs.isEmpty })
        let oneRun = laidOut([(text, font)], options)
        #expect(oneRun.map(\.text) == plain.map(\.text))
        for (styled, line) in zip(oneRun, plain) { #expect(abs(styled.width - line.width) < 1e-9) }
    }

    @Test func aTextOfManyRunsAndParagraphsIsLaidOutRunByRun() {
        let parts = (0..<6000).map { index in (index % 3 == 0 ? "w\n" : "w ", index % 2 == 0 ? bold : font) }
        let lines = laidOut(parts, TextLayoutOptions(maxWidth: width("w w", font)))
        // The first paragraph "w", then 1,999 of "w w w" in two lines each, then "w w".
        #expect(lines.count == 1 + 1999 * 2 + 1)
        #expect(lines.allSatisfy { !$0.runs.isEmpty && $0.runs.map(\.text).joined() == $0.text })
    }

    @Test func runsThatMissPartOfTheTextNeverBreakTheLayout() {
        let text = "abc def"
        let lines = TextLayout.laidOut(
            text, runs: [FontRun(range: 2..<40, font: bold), FontRun(range: -3..<1, font: font)], in: font,
            options: TextLayoutOptions(maxWidth: 10), measurer: measurer).lines
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.width.isFinite })
    }
}
