import Testing
@testable import TipText
import TipTestSupport

/// `GraphemeClusters` cuts text exactly where the standard library's `Character`s do, with
/// the UTF-8 length of each, whichever of its two paths a cluster takes.
@Suite struct GraphemeClustersTests {
    /// Clusters as strings with their byte counts.
    private static func clusters(of text: Substring) -> [(String, Int)] {
        text.withGraphemeClusters { Array($0) }.map { cluster, byteCount in
            switch cluster {
            case .scalar(let scalar): (String(Character(scalar)), byteCount)
            case .character(let character): (String(character), byteCount)
            }
        }
    }

    private static func expectSameAsCharacters(_ text: Substring, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = clusters(of: text)
        #expect(ours.map(\.0) == text.map(String.init), "\(text.unicodeScalars.map { String($0.value, radix: 16) })",
                sourceLocation: sourceLocation)
        #expect(ours.allSatisfy { $0.0.utf8.count == $0.1 }, sourceLocation: sourceLocation)
    }

    @Test func singleScalarsBelowU0300AreClustersOfTheirOwn() {
        let found = "Café ÿʼ˿"[...].withGraphemeClusters { Array($0) }
        #expect(found.count == 8)
        #expect(found.allSatisfy { if case .scalar = $0.cluster { true } else { false } })
        #expect(found.map(\.byteCount) == [1, 1, 1, 2, 1, 2, 2, 2])
    }

    @Test func whatJoinsTakesTheStandardLibrarysPath() {
        for text in ["e\u{301}", "\r\n", "a\u{2FF}\u{300}", "👍🏽", "🇰🇷", "각", "\u{1100}\u{1161}", "x\u{200D}y", "\u{0D}a"] {
            Self.expectSameAsCharacters(text[...])
        }
        let joined = "ae\u{301}\r\nb"[...].withGraphemeClusters { Array($0) }
        #expect(joined.map(\.byteCount) == [1, 3, 2, 1])
    }

    @Test func substringsAreCutFromTheirOwnStart() {
        let text = "xx e\u{301}\r\ny"
        let slice = text[text.index(text.startIndex, offsetBy: 2)...]
        Self.expectSameAsCharacters(slice)
        #expect(Self.clusters(of: slice).map(\.0) == [" ", "e\u{301}", "\r\n", "y"])
    }

    @Test func kanaIdeographsAndHangulSyllablesAreClustersOfTheirOwn() {
        let found = "保存したコレクション、디자인！"[...].withGraphemeClusters { Array($0) }
        #expect(found.count == 15)
        #expect(found.allSatisfy { if case .scalar = $0.cluster { true } else { false } })
        #expect(found.allSatisfy { $0.byteCount == 3 })
    }

    /// Every scalar of the ranges the quick path takes, followed by what may join it (a
    /// combining mark, a sound mark, ZWJ, VS16, a spacing mark, Hangul V and T jamo) and by
    /// what may not: cut as the standard library cuts.
    @Test func everyLoneScalarBesideEveryJoinerMatchesTheStandardLibrary() {
        let ranges: [ClosedRange<UInt32>] = [0x3000...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFFEF]
        let followers: [Unicode.Scalar] = ["\u{301}", "\u{3099}", "\u{302A}", "\u{FF9E}", "\u{200D}", "\u{FE0F}", "\u{93F}", "\u{1161}", "\u{11A8}", "a", "가"]
        var mismatches: [String] = []
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for follower in followers {
                let text = String(String.UnicodeScalarView([scalar, follower]))
                if Self.clusters(of: text[...]).map(\.0) != text.map(String.init) {
                    mismatches.append(String(value, radix: 16) + "+" + String(follower.value, radix: 16))
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// No scalar that is lone joins the cluster of a hanging space before it (the layout of a
    /// text with no width limit relies on it to find that its end does not hang).
    @Test func aLoneScalarNeverJoinsASpace() {
        let spaces: [Unicode.Scalar] = [" ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}"]
        let lone = (0...0x10FFFF).lazy.compactMap(Unicode.Scalar.init).filter(GraphemeClusters.isLone)
        var joined: [String] = []
        for scalar in lone {
            for space in spaces where String(String.UnicodeScalarView([space, scalar])).count != 2 {
                joined.append(String(scalar.value, radix: 16))
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(20))")
        #expect(GraphemeClusters.isLone("a") && GraphemeClusters.isLone("漢") && !GraphemeClusters.isLone("\u{301}"))
    }

    /// Random text from scalars on both sides of U+0300 and the ones that join clusters.
    @Test func randomTextMatchesTheStandardLibrary() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\r", "\n", "\t", "é", "\u{AD}", "\u{2FF}", "\u{300}", "\u{301}", "\u{200D}", "\u{FE0F}",
            "\u{1F44D}", "\u{1F3FD}", "\u{1F1F0}", "\u{1F1F7}", "\u{1100}", "\u{1161}", "\u{11A8}", "각",
            "\u{915}", "\u{94D}", "\u{93F}", "ا", "\u{64E}", "\u{E33}",
            "\u{3001}", "\u{302A}", "\u{3041}", "\u{3099}", "\u{30FC}", "漢", "\u{AC00}", "\u{D7A3}", "\u{FF01}", "\u{FF9E}",
        ]
        var generator = SplitMix64(state: 12)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let scalars = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            Self.expectSameAsCharacters(String(String.UnicodeScalarView(scalars))[...])
        }
    }
}
