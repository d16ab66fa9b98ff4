import Testing
@testable import TipText

@Suite struct BidiParagraphTests {
    /// One line of BidiCharacterTest.txt.
    private struct Case {
        let scalars: [Unicode.Scalar]
        let direction: BidiParagraphDirection
        let paragraphLevel: UInt8
        /// The expected level of each scalar; nil where rule X9 removes it.
        let levels: [UInt8?]
        let line: Substring

        init?(_ line: Substring) {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 4, let level = UInt8(fields[2]) else { return nil }
            scalars = UnicodeFixtures.scalars(fromHex: fields[0])
            switch fields[1] {
            case "0": direction = .leftToRight
            case "1": direction = .rightToLeft
            default: direction = .automatic
            }
            paragraphLevel = level
            levels = fields[3].split(separator: " ").map { UInt8($0) }
            self.line = line
        }
    }

    @Test func passesBidiCharacterTest() throws {
        let cases = try UnicodeFixtures.lines("BidiCharacterTest.txt").compactMap(Case.init)
        #expect(cases.count > 3800)
        var failures: [Substring] = []
        for test in cases {
            let paragraph = BidiParagraph(test.scalars, direction: test.direction)
            let levelsMatch = zip(paragraph.levels, test.levels).allSatisfy { $1 == nil || $0 == $1 }
            if paragraph.baseLevel != test.paragraphLevel || !levelsMatch || paragraph.levels.count != test.levels.count {
                failures.append(test.line)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) lines fail, first: \(failures.prefix(5))")
    }
}
