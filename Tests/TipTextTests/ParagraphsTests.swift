import Testing
@testable import TipText
import TipTestSupport

/// ``Paragraphs`` cuts a text at its hard breaks, as the scalars' line-break classes say.
@Suite struct ParagraphsTests {
    private func paragraphs(of text: String) -> [Substring] { Array(Paragraphs(text)) }

    /// The paragraphs found scalar by scalar: cut after each scalar of class BK, CR, LF or NL,
    /// CR LF together.
    private func paragraphsByClass(of text: String) -> [String] {
        var result: [String] = [], current = "", afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR && scalar == "\n" {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            if LineBreakClass(of: scalar).isMandatoryBreak {
                result.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        return result + [current]
    }

    @Test func paragraphsEndAtEveryHardBreakAndCRLFIsOne() {
        #expect(paragraphs(of: "a\r\nb\rc\nd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i") == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        #expect(paragraphs(of: "\r\n\r\n") == ["", "", ""])
        #expect(paragraphs(of: "e\u{301}\n한국어\r") == ["e\u{301}", "한국어", ""])
        #expect(paragraphs(of: "") == [""])
        // The scan looks at the class of those scalars only: no other one is a hard break.
        let others = (0...0x10FFFF).lazy.compactMap(Unicode.Scalar.init).filter {
            ![0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value)
        }
        #expect(!others.contains { LineBreakClass(of: $0).isMandatoryBreak })
    }

    /// The text is read eight bytes at a time: a break, or a scalar whose bytes look like the
    /// start of one (a no-break space C2 A0, "…" E2 80 A6, U+2027 E2 80 A7), is found at every
    /// place in a word and across two words.
    @Test func breaksAreFoundAtEveryPlaceOfAWord() {
        let scalars = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "…", "\u{2027}"]
        for scalar in scalars {
            for before in 0..<20 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + scalar + String(repeating: "b", count: after)
                    #expect(paragraphs(of: text).map(String.init) == paragraphsByClass(of: text), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func randomTextIsCutWhereTheClassesSay() {
        let alphabet: [Unicode.Scalar] = ["a", " ", "\r", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}",
                                          "…", "\u{2027}", "é", "漢", "\u{1F44D}"]
        var generator = SplitMix64(state: 5)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = String(String.UnicodeScalarView((0..<count).map { _ in alphabet.randomElement(using: &generator)! }))
            #expect(paragraphs(of: text).map(String.init) == paragraphsByClass(of: text), "\(text.debugDescription)")
        }
    }
}
