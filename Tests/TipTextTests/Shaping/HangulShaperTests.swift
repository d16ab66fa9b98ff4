import Testing
@testable import TipText

/// The Hangul shaper: conjoining jamo compose into the precomposed syllable the font has, a
/// syllable the font lacks is written as its jamo, jamo left apart get `ljmo`/`vjmo`/`tjmo`,
/// and `calt` does not reach them (HarfBuzz 13+).
@Suite struct HangulShaperTests {
    static let leading: Unicode.Scalar = "\u{1100}", vowel: Unicode.Scalar = "\u{1161}", trailing: Unicode.Scalar = "\u{11A8}"

    @Test func jamoComposeIntoTheSyllableTheFontHasAndSyllablesItLacksDecompose() {
        let all: (Unicode.Scalar) -> Bool = { _ in true }
        #expect(HangulComposition.compose([Self.leading, Self.vowel], hasGlyph: all) == ["가"])
        #expect(HangulComposition.compose([Self.leading, Self.vowel, Self.trailing], hasGlyph: all) == ["각"])
        #expect(HangulComposition.compose(["가", Self.trailing], hasGlyph: all) == ["각"])
        let onlyJamo: (Unicode.Scalar) -> Bool = { (0x1100...0x11FF).contains($0.value) }
        #expect(HangulComposition.compose(["각"], hasGlyph: onlyJamo) == [Self.leading, Self.vowel, Self.trailing])
        #expect(HangulComposition.compose([Self.leading, Self.vowel], hasGlyph: onlyJamo) == [Self.leading, Self.vowel])
        #expect(HangulComposition.features(of: [Self.leading, Self.vowel, Self.trailing, Self.leading])
            == [.leading, .vowel, .trailing, nil])
    }

    @Test func contextualAlternatesSkipJamoAndJamoFeaturesApply() throws {
        // Glyph 30 = L, 31 = V; `calt` turns a and L into glyph 35; `ljmo` turns L into 36.
        var font = TestFont()
        font.characters = [(Self.leading, 30), (Self.vowel, 31)]
        let calt = OpenTypeBlob.lookup(1, [OpenTypeBlob([.u16(2), .offset16(.coverage([g("a"), 30])), .u16(2), .u16(35), .u16(35)])])
        let ljmo = OpenTypeBlob.lookup(1, [OpenTypeBlob([.u16(1), .offset16(.coverage([30])), .u16(6)])])
        font.tables["GSUB"] = .layoutTable(features: [("calt", [0]), ("ljmo", [1])], lookups: [calt, ljmo])
        let glyphs = try font.face().shape("a\u{1100}\u{1161}", ShapingRequest(script: .hangul, direction: .leftToRight)).map(\.glyph)
        #expect(glyphs == [35, 36, 31])
    }
}
