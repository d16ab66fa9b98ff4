import Testing
@testable import TipText

/// Line breaking over shaped text: an emoji sequence, a flag, a keycap, a skin tone, a base with
/// its marks and an Arabic word are never split across lines, however narrow the line and in
/// either wrapping mode; and a ligature's width counts once, for its first cluster.
@Suite struct ShapedLineBreakingTests {
    static let fonts = "ShapingFonts/"

    static func measurer() throws -> FontTextMeasurer {
        let files = ["NotoSans-shaping.ttf", "NotoColorEmoji-shaping.ttf", "NotoSansArabic-shaping.ttf"]
        let faces = try files.map { try FontFace(data: Fixtures.data(atFixturePath: fonts + $0)) }
        let names = ["Sans", "Emoji", "Arabic"]
        return FontTextMeasurer(families: zip(names, faces).enumerated().map { index, entry in
            FontFamily(name: entry.0, faces: [(400, entry.1)], fallbacks: index == 0 ? ["Emoji", "Arabic"] : [])
        })
    }

    @Test(arguments: [WrapMode.word, .character], [0.0, 20.0, 45.0])
    func clustersAndSequencesStayWhole(wrap: WrapMode, width: Double) throws {
        let measurer = try Self.measurer()
        let text = "👨‍👩‍👧 🇯🇵 #️⃣ 👍🏽 e\u{0301}\u{0323} مرحبا 👨‍👩‍👧🇯🇵👍🏽"
        let font = FontRequest(family: "Sans", size: 17)
        let lines = TextLayout.lines(of: text, in: font, options: TextLayoutOptions(maxWidth: width, wrap: wrap), measurer: measurer)
        let whole: [Character] = ["👨‍👩‍👧", "🇯🇵", "#️⃣", "👍🏽", "e\u{0301}\u{0323}"]
        let kept = lines.flatMap { Array($0.text) }
        #expect(kept.filter { whole.contains($0) }.count == 8)
        #expect(lines.allSatisfy { line in !line.text.isEmpty })
    }

    @Test func aLigatureIsMeasuredOnceForItsFirstCluster() throws {
        let measurer = try Self.measurer()
        let font = FontRequest(family: "Sans", size: 17)
        let family = measurer.graphemeAdvances(of: "👨‍👩‍👧", in: font)
        #expect(family.count == 1)
        // The ZWJ sequence is one glyph of the emoji font: as wide as one emoji, not three.
        let one = measurer.width(of: "👨", in: font)
        #expect(abs(family[0] - one) < 0.01)
        var off = font
        off.ligatures = false
        // "fi" in Noto Sans: ligatures off keeps two glyphs; either way the advances sum to the width.
        for request in [font, off] {
            let advances = measurer.graphemeAdvances(of: "office", in: request)
            #expect(abs(advances.reduce(0, +) - measurer.width(of: "office", in: request)) < 1e-9)
        }
    }
}

/// The two behaviours `docs/fonts-and-locales.md` documents where UAX #14 as written and the
/// ICU tailoring of CoreText and Chromium differ.
@Suite struct DocumentedLineBreakTests {
    static func breaks(_ text: String) -> [Int] {
        LineBreaker.opportunities(in: text.unicodeScalars).enumerated().compactMap { $1 == .allowed ? $0 : nil }
    }

    @Test func noBreakBeforeSmallKanaAndBreaksAfterSlashesOutsideNumbers() {
        // "ジャ": the small ャ (CJ, as NS) keeps to the ジ before it.
        #expect(!Self.breaks("ジャパン").contains(1))
        // After each "/" of a path (before a letter or a digit) …
        #expect(Self.breaks("a.com/path/2") == [6, 11])
        // … but not inside a number (LB25): "1/2".
        #expect(Self.breaks("1/2").isEmpty)
    }
}
