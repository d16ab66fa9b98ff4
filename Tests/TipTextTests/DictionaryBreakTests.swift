import Foundation
import Testing
@testable import TipText

/// Thai, Lao, Khmer and Myanmar word boundaries and line-break opportunities against headless
/// Chromium's ICU (`Intl.Segmenter` words, `Intl.v8BreakIterator` lines), recorded by
/// Scripts/chromium-word-breaks.py for 300 real texts per script.
@Suite struct DictionaryBreakTests {
    struct Recording: Decodable {
        struct Script: Decodable {
            let script: String
            let rows: [Row]
        }
        struct Row: Decodable {
            let text: String
            /// UTF-16 offsets where a word starts, the first excepted.
            let words: [Int]
            /// UTF-16 offsets where a line may start, the first excepted.
            let lines: [Int]
        }
        let scripts: [Script]
    }

    static let recording: Recording = {
        // A fixture that does not decode fails every test below through an empty recording.
        (try? JSONDecoder().decode(Recording.self, from: Data(Fixtures.text("chromium-word-breaks.json").utf8)))
            ?? Recording(scripts: [])
    }()

    /// The UTF-16 offset of each scalar of `text`, and of its end.
    static func utf16Offsets(of text: String) -> [Int] {
        var offsets = [0]
        for scalar in text.unicodeScalars { offsets.append(offsets.last! + UTF16.width(scalar)) }
        return offsets
    }

    /// The places where Chromium starts a word inside a run of one dictionary script: the
    /// boundaries the dictionary found, not those of spaces, punctuation or a change of script.
    static func dictionaryBoundaries(in row: Recording.Row) -> Set<Int> {
        let scalars = Array(row.text.unicodeScalars)
        let offsets = utf16Offsets(of: row.text)
        return Set(row.words.compactMap { offset -> Int? in
            guard let index = offsets.firstIndex(of: offset), index > 0, index < scalars.count,
                  let before = DictionaryScript.of(scalars[index - 1]), let after = DictionaryScript.of(scalars[index]),
                  before.script == after.script else { return nil }
            return offset
        })
    }

    @Test(arguments: ["thai", "lao", "khmer", "myanmar"])
    func wordsAreChromiumsWords(script: String) throws {
        let rows = try #require(Self.recording.scripts.first { $0.script == script }).rows
        #expect(rows.count == 300)
        var equal = 0
        for row in rows {
            let offsets = Self.utf16Offsets(of: row.text)
            let found = Set(DictionaryBreaks.wordBoundaries(in: Array(row.text.unicodeScalars)).map { offsets[$0] })
            if found == Self.dictionaryBoundaries(in: row) { equal += 1 } else {
                Issue.record("\(script) words: \(row.text) tipc \(found.sorted()) Chromium \(Self.dictionaryBoundaries(in: row).sorted())")
            }
        }
        // The texts give the dictionary work to do.
        #expect(rows.filter { !Self.dictionaryBoundaries(in: $0).isEmpty }.count >= 150)
        #expect(equal == rows.count)
    }

    @Test(arguments: ["thai", "lao", "khmer", "myanmar"])
    func lineBreakOpportunitiesAreChromiums(script: String) throws {
        let rows = try #require(Self.recording.scripts.first { $0.script == script }).rows
        for row in rows {
            let offsets = Self.utf16Offsets(of: row.text)
            let opportunities = LineBreaker.opportunities(in: row.text.unicodeScalars)
            let found = opportunities.indices.filter { $0 > 0 && opportunities[$0] != .prohibited }.map { offsets[$0] }
            #expect(found == row.lines, "\(script) lines: \(row.text)")
        }
    }

    @Test func aThaiSentenceBreaksBetweenItsWords() {
        // "The update is almost done" (Chromium's Thai UI string): no space, seven words, broken
        // where Chromium breaks them.
        let text = "การอัปเดตใกล้จะเสร็จเรียบร้อยแล้ว"
        let opportunities = LineBreaker.opportunities(in: text.unicodeScalars)
        let starts = opportunities.indices.filter { opportunities[$0] == .allowed }
        #expect(starts == [3, 9, 13, 15, 20, 29])
    }

    @Test func textOfOtherScriptsHasNoDictionaryBoundaries() {
        #expect(DictionaryBreaks.wordBoundaries(in: Array("Tooltips wrap here, ありがとう, 안녕하세요".unicodeScalars)).isEmpty)
    }

    @Test func eachWordListDecodesSortedAndWhole() {
        for (list, count) in [(DictionaryWordList.thai, 26_383), (.lao, 11_206), (.khmer, 19_625), (.myanmar, 41_120)] {
            #expect(list.count == count)
        }
    }
}
