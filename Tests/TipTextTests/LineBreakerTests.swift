import Testing
@testable import TipText

@Suite struct LineBreakerTests {
    /// The texts between allowed breaks of `text`.
    private func segments(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let breaks = LineBreaker.opportunities(in: scalars)
        var result: [String] = []
        var current = ""
        for (index, scalar) in scalars.enumerated() {
            if breaks[index] != .prohibited { result.append(current); current = "" }
            current.unicodeScalars.append(scalar)
        }
        return result + [current]
    }

    @Test func latinBreaksAfterSpaces() {
        #expect(segments("Hello big world") == ["Hello ", "big ", "world"])
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        #expect(segments("漢字です。") == ["漢", "字", "で", "す。"])
        #expect(segments("「はい」、どうぞ！") == ["「は", "い」、", "ど", "う", "ぞ！"])
        #expect(segments("ア？カ") == ["ア？", "カ"])
    }

    @Test func koreanBreaksAtSpacesAndBetweenSyllables() {
        #expect(segments("9월 30일") == ["9", "월 ", "30", "일"])
        #expect(segments("한국어") == ["한", "국", "어"])
        #expect(segments("\u{1100}\u{1161}\u{11A8}") == ["\u{1100}\u{1161}\u{11A8}"])
    }

    @Test func numbersQuotesJoinersAndMarksStayTogether() {
        #expect(segments("$(12.50) off") == ["$(12.50) ", "off"])
        #expect(segments("\"quoted\" word") == ["\"quoted\" ", "word"])
        #expect(segments("👨‍👩‍👧👍🏽") == ["👨‍👩‍👧", "👍🏽"])
        #expect(segments("e\u{301}e\u{301} x") == ["e\u{301}e\u{301} ", "x"])
        #expect(segments("a-b") == ["a-", "b"])
    }

    /// A text's classes, looked up in runs (ASCII in a table of its own), are each scalar's own
    /// class: over every scalar of the first planes, in an order that leaves and re-enters
    /// ranges (ASCII between other scripts).
    @Test func classesOfATextAreEachScalarsClass() {
        let scalars = (0..<0x3_0000).compactMap { value -> [Unicode.Scalar]? in
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return [scalar, Unicode.Scalar(UInt8(value % 0x80))]
        }.flatMap { $0 }
        #expect(LineBreakClass.classes(of: scalars) == scalars.map { LineBreakClass(of: $0) })
    }

    @Test func mandatoryBreaksAreReported() {
        let breaks = LineBreaker.opportunities(in: Array("a\nb\r\nc".unicodeScalars))
        #expect(breaks == [.prohibited, .prohibited, .mandatory, .prohibited, .prohibited, .mandatory])
    }

    @Test func passesUnicodeLineBreakTest() throws {
        let text = try Fixtures.text("LineBreakTest.txt")
        var passed = 0
        var total = 0
        var failures: [String] = []
        var skipped: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let data = line.split(separator: "#", maxSplits: 1)[0]
            var scalars: [Unicode.Scalar] = []
            var expected: [Bool] = []
            var pendingBreak = false
            var valid = true
            for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" || token == "×" {
                    pendingBreak = token == "÷"
                } else if let code = UInt32(token, radix: 16), let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                    expected.append(pendingBreak)
                } else {
                    valid = false
                }
            }
            guard valid, !scalars.isEmpty else {
                skipped.append("\(data) (not a Unicode scalar sequence)")
                continue
            }
            total += 1
            let actual = LineBreaker.opportunities(in: scalars).map { $0 != .prohibited }
            if Array(actual.dropFirst()) == Array(expected.dropFirst()) {
                passed += 1
            } else if failures.count < 20 {
                failures.append(String(line))
            }
        }
        print("LineBreakTest: Passed \(passed) of \(total); skipped \(skipped.count): \(skipped)")
        for failure in failures { print("FAIL \(failure)") }
        #expect(total > 7000)
        #expect(Double(passed) >= Double(total) * 0.99)
    }
}
