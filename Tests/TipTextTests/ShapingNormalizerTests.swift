import Foundation
import Testing
@testable import TipText

@Suite struct ShapingNormalizerTests {
    /// A line of NormalizationTest.txt: the source and its NFC and NFD.
    private struct Case {
        let source: [Unicode.Scalar]
        let nfc: [Unicode.Scalar]
        let nfd: [Unicode.Scalar]

        init?(_ line: Substring) {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 3, !line.hasPrefix("@") else { return nil }
            source = UnicodeFixtures.scalars(fromHex: fields[0])
            nfc = UnicodeFixtures.scalars(fromHex: fields[1])
            nfd = UnicodeFixtures.scalars(fromHex: fields[2])
        }

        var text: Substring {
            var string = ""
            string.unicodeScalars.append(contentsOf: source)
            return Substring(string)
        }

        /// Whether HarfBuzz's normalisation must give canonical normalisation's result: no
        /// variation selector (HarfBuzz leaves such clusters alone), no mark that HarfBuzz orders
        /// by a modified class, and, if `composing`, no Hangul (HarfBuzz composes marks only)
        /// and every character not followed by a mark already in NFC (HarfBuzz keeps those).
        func isCanonical(composing: Bool) -> Bool {
            for (index, scalar) in source.enumerated() {
                if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return false }
                if UnicodeData.modifiedCombiningClass(of: scalar) != UnicodeData.canonicalCombiningClass(of: scalar) { return false }
                guard composing else { continue }
                if (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
                    || (0xAC00...0xD7FF).contains(scalar.value) { return false }
                let followedByMark = index + 1 < source.count && UnicodeData.isMark(source[index + 1])
                let composed = Array(String(Character(scalar)).precomposedStringWithCanonicalMapping.unicodeScalars)
                if !followedByMark, composed != [scalar] { return false }
            }
            return true
        }
    }

    private static let cases = (try? UnicodeFixtures.lines("NormalizationTest.txt"))?.compactMap(Case.init) ?? []

    @Test func fontWithEveryCharacterGivesNFC() {
        let canonical = Self.cases.filter { $0.isCanonical(composing: true) }
        #expect(canonical.count > 1500)
        for test in canonical {
            let result = ShapingNormalizer.normalize(test.text) { _ in true }.map(\.scalar)
            #expect(result == test.nfc, "\(test.source) → \(result)")
        }
    }

    @Test func fontWithoutPrecomposedCharactersGivesNFD() {
        let canonical = Self.cases.filter { $0.isCanonical(composing: false) }
        #expect(canonical.count > 2500)
        for test in canonical {
            let result = ShapingNormalizer.normalize(test.text) { UnicodeData.canonicalDecomposition(of: $0) == nil }
            #expect(result.map(\.scalar) == test.nfd, "\(test.source) → \(result.map(\.scalar))")
            #expect(result.allSatisfy { $0.glyphScalar == $0.scalar && $0.spaceFallback == nil })
        }
    }

    @Test func keepsWhatTheFontHasAndDecomposesWhatItLacks() {
        // hb-ot-shape-normalize.cc: a cluster of one character the font has is left as it is,
        // even where NFC differs (U+212B ANGSTROM SIGN); one it lacks is decomposed, the
        // shortest way the font can show (U+1E69 → U+1E63 U+0307, not s U+0323 U+0307).
        #expect(ShapingNormalizer.normalize("\u{212B}") { _ in true }.map(\.scalar) == ["\u{212B}"])
        #expect(ShapingNormalizer.normalize("\u{212B}") { $0 != "\u{212B}" }.map(\.scalar) == ["\u{00C5}"])
        #expect(ShapingNormalizer.normalize("\u{1E69}") { $0 != "\u{1E69}" }.map(\.scalar) == ["\u{1E63}", "\u{0307}"])
        // A character the font lacks with a decomposition it cannot show stays (as .notdef).
        #expect(ShapingNormalizer.normalize("\u{00E9}") { $0 == "e" }.map(\.scalar) == ["\u{00E9}"])
    }

    @Test func composesMarksTheFontHasCompositesFor() {
        // e + U+0301 → é where the font has é; left apart where it has not.
        #expect(ShapingNormalizer.normalize("e\u{0301}") { _ in true }.map(\.scalar) == ["\u{00E9}"])
        #expect(ShapingNormalizer.normalize("e\u{0301}") { $0 != "\u{00E9}" }.map(\.scalar) == ["e", "\u{0301}"])
        // Marks reorder by combining class before composing: U+0323 (220) before U+0307 (230).
        let dotted = ShapingNormalizer.normalize("s\u{0307}\u{0323}") { _ in true }
        #expect(dotted.map(\.scalar) == ["\u{1E69}"])
        #expect(dotted.map(\.cluster) == [0])
    }

    @Test func ordersMarksByHarfBuzzsModifiedClasses() {
        // hb-unicode.hh: Arabic shadda (ccc 33) goes before fatha (ccc 30), which canonical
        // ordering would put first; Hebrew dagesh (21) before qamats (18).
        let arabic = ShapingNormalizer.normalize("\u{0628}\u{064E}\u{0651}") { _ in true }
        #expect(arabic.map(\.scalar) == ["\u{0628}", "\u{0651}", "\u{064E}"])
        let hebrew = ShapingNormalizer.normalize("\u{05D1}\u{05B8}\u{05BC}") { _ in true }
        #expect(hebrew.map(\.scalar) == ["\u{05D1}", "\u{05BC}", "\u{05B8}"])
    }

    @Test func movesArabicModifierMarksFirstForTheArabicShaper() {
        // reorder_marks_arabic: hamza above (230, a modifier mark) goes before fatha (30, modified
        // 31); hamza below (220) before kasra (32) and then small high yeh (230) before the
        // fatha; a mark of class 230 that is no modifier (U+0653 MADDAH) stays where it is.
        func order(_ text: Substring, moving: Bool) -> [Unicode.Scalar] {
            ShapingNormalizer.normalize(text, mode: .none, movesModifierMarksFirst: moving) { _ in true }.map(\.scalar)
        }
        #expect(order("\u{0628}\u{064E}\u{0654}", moving: true) == ["\u{0628}", "\u{0654}", "\u{064E}"])
        #expect(order("\u{0628}\u{064E}\u{0654}", moving: false) == ["\u{0628}", "\u{064E}", "\u{0654}"])
        #expect(order("\u{0628}\u{0650}\u{064E}\u{0655}\u{06E7}", moving: true)
            == ["\u{0628}", "\u{0655}", "\u{06E7}", "\u{064E}", "\u{0650}"])
        #expect(order("\u{0628}\u{064E}\u{0653}", moving: true) == ["\u{0628}", "\u{064E}", "\u{0653}"])
    }

    @Test func doesNotDecomposeClustersWithVariationSelectors() {
        // é U+0323 decomposes, reorders and recomposes to ẹ U+0301; with a variation selector
        // HarfBuzz leaves the cluster undecomposed, and nothing composes with é.
        #expect(ShapingNormalizer.normalize("\u{00E9}\u{0323}") { _ in true }.map(\.scalar) == ["\u{1EB9}", "\u{0301}"])
        let result = ShapingNormalizer.normalize("\u{00E9}\u{0323}\u{FE00}") { _ in true }
        #expect(result.map(\.scalar) == ["\u{00E9}", "\u{0323}", "\u{FE00}"])
    }

    @Test func keepsHangulJamoApartFromMarks() {
        // Only marks recompose, so a syllable decomposed for a following mark stays in jamo.
        let result = ShapingNormalizer.normalize("\u{AC01}\u{0301}") { _ in true }
        #expect(result.map(\.scalar) == ["\u{1100}", "\u{1161}", "\u{11A8}", "\u{0301}"])
        // The Hangul shaper's mode keeps what the font has.
        let kept = ShapingNormalizer.normalize("\u{AC01}\u{0301}", mode: .none) { _ in true }
        #expect(kept.map(\.scalar) == ["\u{AC01}", "\u{0301}"])
    }

    @Test func decomposesEverythingWithoutShortCircuit() {
        // The Indic shaper's mode: U+0929 DEVANAGARI LETTER NNNA = U+0928 U+093C, and recomposed
        // since the font has it; U+0958 QA stays apart (a composition exclusion).
        let nnna = ShapingNormalizer.normalize("\u{0929}", mode: .composedDiacriticsWithoutShortCircuit) { _ in true }
        #expect(nnna.map(\.scalar) == ["\u{0928}", "\u{093C}"])
        let qa = ShapingNormalizer.normalize("\u{0958}\u{093F}", mode: .composedDiacriticsWithoutShortCircuit) { _ in true }
        #expect(qa.map(\.scalar) == ["\u{0915}", "\u{093C}", "\u{093F}"])
    }

    @Test func fallsBackToTheSpaceGlyphForSpacesTheFontLacks() {
        let ascii: (Unicode.Scalar) -> Bool = { $0.isASCII }
        let spaces = ShapingNormalizer.normalize("a\u{2009}b\u{2003}c\u{202F}d\u{1680}", hasGlyph: ascii)
        #expect(spaces.map(\.scalar) == ["a", "\u{2009}", "b", "\u{2003}", "c", "\u{202F}", "d", "\u{1680}"])
        #expect(spaces.map(\.glyphScalar) == ["a", " ", "b", " ", "c", " ", "d", "\u{1680}"])
        #expect(spaces.map(\.spaceFallback) == [nil, .emFraction(5), nil, .emFraction(1), nil, .narrow, nil, nil])
        // U+2000 EN QUAD decomposes to U+2002 EN SPACE where the font has that.
        #expect(ShapingNormalizer.normalize("\u{2000}") { $0 == "\u{2002}" }.map(\.scalar) == ["\u{2002}"])
        // Without a U+0020 there is no fallback.
        #expect(ShapingNormalizer.normalize("\u{2009}") { _ in false }.first?.spaceFallback == nil)
    }

    @Test func spaceFallbackAdvancesFollowHarfBuzz() {
        // _hb_ot_shape_fallback_spaces, for a 2048-unit em, a 512-unit space, digits 1139 wide
        // and a full stop 569 wide.
        let advances: [Unicode.Scalar: Int] = ["0": 1139, ".": 569]
        func advance(_ space: Unicode.Scalar) -> Int? {
            SpaceFallback(space)?.advance(scale: 2048, spaceAdvance: 512) { advances[$0] }
        }
        #expect(advance("\u{2003}") == 2048)
        #expect(advance("\u{2002}") == 1024)
        #expect(advance("\u{2004}") == 683)
        #expect(advance("\u{2009}") == 410)
        #expect(advance("\u{200A}") == 128)
        #expect(advance("\u{205F}") == 455)
        #expect(advance("\u{2007}") == 1139)
        #expect(advance("\u{2008}") == 569)
        #expect(advance("\u{202F}") == 256)
        #expect(advance("\u{00A0}") == 512)
        #expect(advance("\u{1680}") == nil)
    }

    @Test func showsANonBreakingHyphenTheFontLacksAsAHyphen() {
        let result = ShapingNormalizer.normalize("a\u{2011}b") { $0 != "\u{2011}" }
        #expect(result.map(\.glyphScalar) == ["a", "\u{2010}", "b"])
        #expect(result.map(\.scalar) == ["a", "\u{2011}", "b"])
    }

    @Test func mirrorsInRightToLeftRunsWhereTheFontHasTheMirror() {
        let mirrored = ShapingNormalizer.normalize("(\u{05D0})", direction: .rightToLeft) { _ in true }
        #expect(mirrored.map(\.scalar) == [")", "\u{05D0}", "("])
        // hb_ot_mirror_chars: only where the font has the mirror; `)` still becomes `(`.
        let halfMirrored = ShapingNormalizer.normalize("(\u{05D0})", direction: .rightToLeft) { $0 != ")" }
        #expect(halfMirrored.map(\.scalar) == ["(", "\u{05D0}", "("])
        #expect(ShapingNormalizer.normalize("(a)") { _ in true }.map(\.scalar) == ["(", "a", ")"])
    }

    @Test func clustersAreGraphemeStarts() {
        let result = ShapingNormalizer.normalize("a\u{00E9}\u{0323}b👍🏽") { UnicodeData.canonicalDecomposition(of: $0) == nil }
        #expect(result.map(\.scalar) == ["a", "e", "\u{0323}", "\u{0301}", "b", "👍", "🏽"])
        #expect(result.map(\.cluster) == [0, 1, 1, 1, 3, 4, 4])
    }

    /// A font of harfbuzz-normalization.tsv: its em and the advance of each character it has.
    private struct ReferenceFont {
        let unitsPerEm: Int
        let advances: [Unicode.Scalar: Int]
    }

    @Test func matchesHarfBuzz() throws {
        // Scripts/harfbuzz-normalization-reference.py: HarfBuzz's glyphs (as the characters of
        // fonts without GSUB or GPOS), clusters and the advances of fallback spaces.
        var fonts: [Substring: ReferenceFont] = [:]
        var failures: [String] = []
        var shaped = 0
        for line in try UnicodeFixtures.lines("harfbuzz-normalization.tsv") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields[0] == "font", fields.count >= 3, let unitsPerEm = Int(fields[2]) {
                var advances: [Unicode.Scalar: Int] = [:]
                for entry in fields.dropFirst(3) {
                    let parts = entry.split(separator: ":")
                    if let code = UInt32(parts[0], radix: 16), let scalar = Unicode.Scalar(code), let advance = Int(parts[1]) {
                        advances[scalar] = advance
                    }
                }
                fonts[fields[1]] = ReferenceFont(unitsPerEm: unitsPerEm, advances: advances)
                continue
            }
            guard fields[0] == "shape", fields.count == 8, let font = fonts[fields[1]] else { continue }
            shaped += 1
            var text = ""
            text.unicodeScalars.append(contentsOf: UnicodeFixtures.scalars(fromHex: fields[4]))
            let result = ShapingNormalizer.normalize(
                Substring(text), direction: fields[3] == "rtl" ? .rightToLeft : .leftToRight,
                mode: fields[2] == "Hang" ? .none : .composedDiacritics) { font.advances[$0] != nil }
            let glyphs = result.map { font.advances[$0.glyphScalar] != nil ? $0.glyphScalar.value : 0 }
            let expectedGlyphs = fields[5].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let clusters = fields[6].split(separator: " ").compactMap { Int($0) }
            // Clusters are UAX #29 grapheme clusters, which keep a Hangul jamo sequence whole;
            // HarfBuzz's own rule (marks, joiners, modifiers continue a cluster) splits it.
            let hasJamo = text.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) }
            var matches = glyphs == expectedGlyphs && (hasJamo || result.map(\.cluster) == clusters)
            if fields[7] != "-" {
                let notdefAdvance = 500
                let advances = result.map { scalar -> Int in
                    let own = font.advances[scalar.glyphScalar] ?? notdefAdvance
                    return scalar.spaceFallback?.advance(scale: font.unitsPerEm, spaceAdvance: own) { font.advances[$0] } ?? own
                }
                matches = matches && advances == fields[7].split(separator: " ").compactMap { Int($0) }
            }
            if !matches { failures.append("\(fields[1]) \(fields[4]) → \(glyphs.map { String($0, radix: 16) }) \(result.map(\.cluster))") }
        }
        #expect(shaped > 2500)
        #expect(failures.isEmpty, "\(failures.count) of \(shaped): \(failures.prefix(8))")
    }
}
