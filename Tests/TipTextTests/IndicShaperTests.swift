import Testing
@testable import TipText

/// The Indic shaper (Devanagari) against HarfBuzz 15: its character table, its syllables, and
/// whole syllables shaped with the Noto Sans Devanagari subset.
@Suite struct IndicShaperTests {
    /// HarfBuzz's `hb-ot-shaper-indic-table.cc` for U+0900–U+097F, U+1CD0–U+1CFF and
    /// U+A8E0–U+A8FF, one entry per character: category (s SM, v V, c C, r Ra, m M, n N,
    /// y Symbol, h H, x X, a A, p PLACEHOLDER) and position (S SMVD, C BASE_C, A AFTER_SUB,
    /// L PRE_M, B BELOW_C, X END), copied from its `_(category, position)` entries.
    private static let harfBuzzTable: [(UInt32, String)] = [
        (0x0900, """
        sS sS sS sS vC vC vC vC vC vC vC vC vC vC vC vC vC vC vC vC vC cC cC cC cC cC cC cC cC cC cC cC cC cC cC cC \
        cC cC cC cC cC cC cC cC cC cC cC cC rC cC cC cC cC cC cC cC cC cC mA mA nX yS mA mL mA mA mA mA mA mA mA mA \
        mA mA mA mA mA hB mL mA xX aS aS sS sS mA mA mA cC cC cC cC cC cC cC cC vC vC mA mA xX xX pC pC pC pC pC pC \
        pC pC pC pC xX xX vC vC vC vC vC vC cC cC cC cC cC cC cC cC
        """),
        (0x1CD0, """
        aS aS aS xX aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS yS yS yS yS aS yS yS yS yS cC cC \
        aS cC cC aS aS aS pC xX xX xX xX xX
        """),
        (0xA8E0, "aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS aS yS yS yS yS yS yS xX xX xX xX xX xX vC mA"),
    ]

    private static func code(_ properties: IndicProperties) -> String {
        let categories: [IndicCategory: Character] = [
            .syllableModifier: "s", .vowel: "v", .consonant: "c", .ra: "r", .matra: "m", .nukta: "n", .symbol: "y",
            .halant: "h", .other: "x", .vedicSign: "a", .placeholder: "p",
        ]
        let positions: [IndicPosition: Character] = [
            .syllableModifierOrVedic: "S", .baseConsonant: "C", .afterSubjoined: "A", .preMatra: "L", .belowConsonant: "B", .end: "X",
        ]
        return String([categories[properties.category] ?? "?", positions[properties.position] ?? "?"])
    }

    @Test func propertiesMatchHarfBuzzsTable() throws {
        for (start, entries) in Self.harfBuzzTable {
            for (offset, expected) in entries.split(separator: " ").enumerated() {
                let scalar = try #require(Unicode.Scalar(start + UInt32(offset)))
                #expect(Self.code(IndicProperties(scalar)) == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        #expect(IndicProperties("\u{200C}").category == .zeroWidthNonJoiner)
        #expect(IndicProperties("\u{200D}").category == .zeroWidthJoiner)
        #expect(IndicProperties("\u{25CC}") == IndicProperties(category: .dottedCircle, position: .baseConsonant))
        #expect(IndicProperties("5") == IndicProperties(category: .placeholder, position: .baseConsonant))
        #expect(IndicProperties(" ") == IndicProperties(category: .other, position: .end))
    }

    private func syllables(_ text: String) -> [IndicSyllables.Syllable] {
        IndicSyllables.syllables(of: text.unicodeScalars.map { IndicProperties($0).category })
    }

    @Test func syllablesFollowHarfBuzzsMachine() {
        typealias Syllable = IndicSyllables.Syllable
        // क्षि: consonant, halant, consonant, matra.
        #expect(syllables("\u{0915}\u{094D}\u{0937}\u{093F}") == [Syllable(kind: .consonant, range: 0..<4)])
        // र्क: Ra and halant start the syllable of the consonant after them.
        #expect(syllables("\u{0930}\u{094D}\u{0915}") == [Syllable(kind: .consonant, range: 0..<3)])
        // Halant and ZWNJ end a syllable.
        #expect(syllables("\u{0915}\u{094D}\u{200C}\u{0937}") == [
            Syllable(kind: .consonant, range: 0..<3), Syllable(kind: .consonant, range: 3..<4),
        ])
        // A ZWJ after a halant keeps the conjunct in one syllable.
        #expect(syllables("\u{0915}\u{094D}\u{200D}\u{0937}") == [Syllable(kind: .consonant, range: 0..<4)])
        // अं: a vowel and its bindu; ऽं: an avagraha (a symbol) and a bindu; १ं: a digit is a placeholder.
        #expect(syllables("\u{0905}\u{0902}") == [Syllable(kind: .vowel, range: 0..<2)])
        #expect(syllables("\u{093D}\u{0902}") == [Syllable(kind: .symbol, range: 0..<2)])
        #expect(syllables("\u{0967}\u{0902}") == [Syllable(kind: .standalone, range: 0..<2)])
        // कि ि: the second matra follows a space, so it is a broken cluster.
        #expect(syllables("\u{0915}\u{093F} \u{093F}") == [
            Syllable(kind: .consonant, range: 0..<2), Syllable(kind: .nonIndic, range: 2..<3), Syllable(kind: .broken, range: 3..<4),
        ])
    }

    @Test func syllableSerialsRunFromOneToFifteen() {
        let glyph = GlyphInfo(glyph: 1, scalar: " ", cluster: 0, mask: 1, properties: .base, character: [], spaceFallback: nil)
        var info = [GlyphInfo](repeating: glyph, count: 16)
        IndicInitialReordering.setUpSyllables(&info)
        #expect(info.map { $0.syllable >> 4 } == Array(1...15) + [1])
        #expect(info.allSatisfy { $0.syllable & 0x0F == IndicSyllables.Kind.nonIndic.rawValue })
    }

    /// Glyph ids and advances HarfBuzz 15 (uharfbuzz 0.57) gives with
    /// Tests/Fixtures/ShapingFonts/NotoSansDevanagari-shaping.ttf, from
    /// `hb.shape(font, buffer)` with the buffer's properties guessed (Devanagari, left to right).
    /// nil stands for a joiner, which HarfBuzz hides behind the space glyph (3) and tipc keeps
    /// as the font's glyph, both zero wide.
    private static let harfBuzzShapes: [(text: String, glyphs: [Int?], advances: [Int])] = [
        // र्क: Ra and halant become the reph (181), which final reordering moves after क.
        ("\u{0930}\u{094D}\u{0915}", [25, 181], [762, 0]),
        // कि: the pre-base matra is reordered before क.
        ("\u{0915}\u{093F}", [607, 25], [259, 762]),
        // र्कि: both: matra first, then क, then the reph.
        ("\u{0930}\u{094D}\u{0915}\u{093F}", [631, 25, 652], [259, 762, 0]),
        // क्ष and द्ध: conjunct ligatures (akhn, and half plus pres).
        ("\u{0915}\u{094D}\u{0937}", [179], [712]),
        ("\u{0926}\u{094D}\u{0927}", [531], [791]),
        // क्षि: the matra goes before the whole conjunct.
        ("\u{0915}\u{094D}\u{0937}\u{093F}", [610, 179], [259, 712]),
        // स्त्री: half form of स, then त with the below-base Ra, then ी.
        ("\u{0938}\u{094D}\u{0924}\u{094D}\u{0930}\u{0940}", [215, 269, 68], [389, 552, 259]),
        // कर्म: a reph in the second syllable, after म.
        ("\u{0915}\u{0930}\u{094D}\u{092E}", [25, 50, 181], [762, 598, 0]),
        // हिन्दी: the matra stays with ह; न्द is a half form and द.
        ("\u{0939}\u{093F}\u{0928}\u{094D}\u{0926}\u{0940}", [607, 61, 202, 42, 653], [259, 531, 309, 520, 259]),
        // क्‌ष (ZWNJ) keeps the explicit halant; क्‍ष (ZWJ) asks for the half form of क.
        ("\u{0915}\u{094D}\u{200C}\u{0937}", [25, 81, nil, 59], [762, 0, 0, 578]),
        ("\u{0915}\u{094D}\u{200D}\u{0937}", [183, nil, 59], [603, 0, 578]),
        // ि alone: a broken cluster, shown on a dotted circle.
        ("\u{093F}", [67, 134], [259, 510]),
        // अा and र्इ: vowel constraints put a dotted circle before the sign (and under the reph).
        ("\u{0905}\u{093E}", [9, 134, 66], [764, 510, 259]),
        ("\u{0930}\u{094D}\u{0907}", [134, 181, 11], [510, 0, 491]),
    ]

    @Test func syllablesShapeAsHarfBuzzShapesThem() throws {
        let face = try FontFace(data: Fixtures.data(atFixturePath: "ShapingFonts/NotoSansDevanagari-shaping.ttf"))
        for (text, glyphs, advances) in Self.harfBuzzShapes {
            let shaped = face.shape(text[...], ShapingRequest(script: .devanagari, direction: .leftToRight))
            let hex = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            #expect(zip(shaped, glyphs).map { $1 == nil ? nil : $0.glyph } == glyphs, "\(hex)")
            #expect(shaped.count == glyphs.count, "\(hex)")
            #expect(shaped.map(\.advance) == advances, "\(hex)")
        }
    }

    @Test func devanagariUsesTheIndicShaperUnlessTheFontsScriptIsDefaultOrDev3() {
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: "dev2") == .indic)
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: "deva") == .indic)
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: nil) == .indic)
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: "DFLT") == .standard)
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: "latn") == .standard)
        #expect(ComplexShaper(script: .devanagari, chosenScriptTag: "dev3") == .standard)
    }
}

extension IndicShaperTests {
    @Test func consonantPositionsComeFromTheFontsForms() throws {
        let face = try FontFace(data: Fixtures.data(atFixturePath: "ShapingFonts/NotoSansDevanagari-shaping.ttf")).shaping
        let plan = ShapePlan(substitution: face.substitution, positioning: face.positioning, hasLegacyKerning: false,
                             script: .devanagari, direction: .leftToRight, language: nil, ligatures: true)
        #expect(plan.shaper == .indic)
        #expect(plan.substitutionScriptTag == "dev2")
        let indic = IndicPlan(plan: plan, face: face)
        #expect(!indic.isOldSpecification)
        let virama = try #require(indic.viramaGlyph)
        let ra = try Int(#require(face.glyph(for: "\u{0930}")))
        let ka = try Int(#require(face.glyph(for: "\u{0915}")))
        // Noto's dev2 `rphf` ligates Ra + halant into the reph. Its `blwf` is a chained rule with
        // lookahead, which HarfBuzz's zero-context test does not see, and it has no `vatu`,
        // `pstf` or `pref`: every consonant stays a base candidate (its below-base Ra comes from
        // `rkrf`, a global feature).
        #expect(indic.wouldSubstitute("rphf", [ra, virama]))
        #expect(!indic.wouldSubstitute("rphf", [ka, virama]))
        #expect(!indic.wouldSubstitute("blwf", [virama, ra]))
        #expect(indic.consonantPosition(of: ra, virama: virama) == .baseConsonant)
        #expect(indic.consonantPosition(of: ka, virama: virama) == .baseConsonant)
        #expect(indic.rphf != 0 && indic.half != 0 && indic.blwf != 0)
    }
}

extension IndicShaperTests {
    /// HarfBuzz's `per_syllable` matching: the input of a per-syllable lookup stops at the
    /// current glyph's syllable; context is held to it only when it starts at the current glyph.
    @Test func perSyllableLookupsMatchWithinTheCurrentSyllable() {
        func glyph(_ id: Int, syllable: UInt8) -> GlyphInfo {
            var info = GlyphInfo(glyph: id, scalar: "a", cluster: 0, mask: 1, properties: .base, character: [], spaceFallback: nil)
            info.syllable = syllable
            return info
        }
        let buffer = GlyphBuffer([glyph(1, syllable: 0x10), glyph(2, syllable: 0x10), glyph(3, syllable: 0x20)])
        var application = LookupApplication(buffer: buffer, table: LayoutTable(.empty, extensionType: 7),
                                            definitions: GlyphDefinitions(.empty), isSubstitution: false, isRightToLeft: false)
        application.settings = .init(mask: 1, perSyllable: true)
        #expect(application.matchInput(count: 2) { _, _ in true } == [0, 1])
        #expect(application.matchInput(count: 3) { _, _ in true } == nil)
        #expect(application.matchLookahead(count: 1, from: 1) { _, glyph in glyph.glyph == 2 })
        // Lookahead from the end of a longer input is not held to the syllable.
        #expect(application.matchLookahead(count: 1, from: 2) { _, glyph in glyph.glyph == 3 })
        // Lookahead right after a one-glyph input is.
        application.buffer.index = 1
        #expect(!application.matchLookahead(count: 1, from: 2) { _, glyph in glyph.glyph == 3 })
        application.settings.perSyllable = false
        #expect(application.matchInput(count: 2) { _, _ in true } == [1, 2])
    }
}
