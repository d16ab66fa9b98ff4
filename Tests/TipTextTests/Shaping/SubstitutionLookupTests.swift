import Testing
@testable import TipText

/// The glyph of a letter in ``TestFont``.
func g(_ letter: Character) -> Int { TestFont.glyph(letter) }

/// Each GSUB lookup type on a font made for the test (``TestFont``): glyph g is 100 + 10 g
/// units wide and the letters a… are glyphs 1…, so a substitution shows in the glyphs and widths.
@Suite struct SubstitutionLookupTests {
    typealias Blob = OpenTypeBlob
    static let latin = ShapingRequest(script: .latin, direction: .leftToRight)

    static func shape(_ text: Substring, features: [(tag: String, lookups: [Int])], lookups: [Blob],
                      glyphClasses: [Int]? = nil, request: ShapingRequest = latin) throws -> [Int] {
        var font = TestFont()
        font.tables["GSUB"] = .layoutTable(features: features, lookups: lookups)
        if let glyphClasses { font.tables["GDEF"] = .glyphDefinitions(classes: glyphClasses) }
        return try font.face().shape(text, request).map(\.glyph)
    }

    @Test func singleSubstitutionByDeltaAndByList() throws {
        let delta = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(2)])])
        #expect(try Self.shape("abc", features: [("ccmp", [0])], lookups: [delta]) == [g("c"), g("b"), g("c")])
        let list = Blob.lookup(1, [Blob([.u16(2), .offset16(.coverage([g("a"), g("c")])), .u16(2), .u16(30), .u16(31)])])
        #expect(try Self.shape("abc", features: [("ccmp", [0])], lookups: [list]) == [30, g("b"), 31])
    }

    @Test func multipleSubstitutionWritesEveryGlyphAndDeletesOnEmpty() throws {
        let sequence = Blob([.u16(3), .u16(30), .u16(31), .u16(32)])
        let empty = Blob([.u16(0)])
        let lookup = Blob.lookup(2, [Blob([.u16(1), .offset16(.coverage([g("a"), g("b")])), .u16(2), .offset16(sequence), .offset16(empty)])])
        var font = TestFont()
        font.tables["GSUB"] = .layoutTable(features: [("ccmp", [0])], lookups: [lookup])
        let shaped = try font.face().shape("abc", Self.latin)
        #expect(shaped.map(\.glyph) == [30, 31, 32, g("c")])
        #expect(shaped.map(\.cluster) == [0, 0, 0, 2])
    }

    @Test func alternateSubstitutionTakesTheFirstAlternate() throws {
        let lookup = Blob.lookup(3, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(1), .offset16(Blob([.u16(2), .u16(33), .u16(34)]))])])
        #expect(try Self.shape("ab", features: [("calt", [0])], lookups: [lookup]) == [33, g("b")])
    }

    /// "fi" → glyph 35, "ffi" → 36; the longer ligature is listed first, as fonts do.
    static let ligatures = Blob.lookup(4, [Blob([
        .u16(1), .offset16(.coverage([g("f")])), .u16(1),
        .offset16(Blob([.u16(2), .offset16(Blob([.u16(36), .u16(3), .u16(g("f")), .u16(g("i"))])),
                        .offset16(Blob([.u16(35), .u16(2), .u16(g("i"))]))])),
    ])])

    @Test func ligaturesJoinComponentsAndFollowTheLigaturesSetting() throws {
        #expect(try Self.shape("fix", features: [("liga", [0])], lookups: [Self.ligatures]) == [35, g("x")])
        #expect(try Self.shape("ffix", features: [("liga", [0])], lookups: [Self.ligatures]) == [36, g("x")])
        var off = Self.latin
        off.ligatures = false
        #expect(try Self.shape("fix", features: [("liga", [0])], lookups: [Self.ligatures], request: off) == [g("f"), g("i"), g("x")])
        // Required ligatures apply either way.
        #expect(try Self.shape("fix", features: [("rlig", [0])], lookups: [Self.ligatures], request: off) == [35, g("x")])
    }

    @Test func aLigatureTakesItsFirstClusterAndSkipsWhatTheFlagsIgnore() throws {
        var font = TestFont()
        font.tables["GSUB"] = .layoutTable(features: [("liga", [0])], lookups: [Self.ligatures])
        let shaped = try font.face().shape("fi", Self.latin)
        #expect(shaped.map(\.cluster) == [0])
        // With IgnoreMarks, a mark between the components (glyph of "m", GDEF class 3) stays after the ligature.
        let ignoring = Blob.lookup(4, flags: 0x8, [Blob([
            .u16(1), .offset16(.coverage([g("f")])), .u16(1), .offset16(Blob([.u16(1), .offset16(Blob([.u16(35), .u16(2), .u16(g("i"))]))])),
        ])])
        var classes = Array(repeating: 1, count: 40)
        classes[g("m")] = 3
        #expect(try Self.shape("fmi", features: [("liga", [0])], lookups: [ignoring], glyphClasses: classes) == [35, g("m")])
        #expect(try Self.shape("fmi", features: [("liga", [0])], lookups: [Self.ligatures], glyphClasses: classes)
            == [g("f"), g("m"), g("i")])
    }

    /// Context format 3: "a b" → the a becomes glyph 30 through a nested single substitution.
    @Test func contextAndChainedContextApplyNestedLookupsAtMatchedPositions() throws {
        let single = Blob.lookup(1, [Blob([.u16(2), .offset16(.coverage([g("a"), g("b")])), .u16(2), .u16(30), .u16(31)])])
        let context = Blob.lookup(5, [Blob([.u16(3), .u16(2), .u16(1), .offset16(.coverage([g("a")])), .offset16(.coverage([g("b")])),
                                             .u16(1), .u16(0)])])
        #expect(try Self.shape("abab", features: [("calt", [1])], lookups: [single, context]) == [g("a"), 31, g("a"), 31])
        // Chained format 3: b after "x", before "y".
        let chain = Blob.lookup(6, [Blob([
            .u16(3), .u16(1), .offset16(.coverage([g("x")])), .u16(1), .offset16(.coverage([g("b")])),
            .u16(1), .offset16(.coverage([g("y")])), .u16(1), .u16(0), .u16(0),
        ])])
        #expect(try Self.shape("xbybxb", features: [("calt", [1])], lookups: [single, chain])
            == [g("x"), 31, g("y"), g("b"), g("x"), g("b")])
    }

    @Test func contextFormatsOneAndTwoMatchGlyphsAndClasses() throws {
        let single = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(20)])])
        // Format 1: a followed by c.
        let byGlyph = Blob.lookup(5, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(1),
                                             .offset16(Blob([.u16(1), .offset16(Blob([.u16(2), .u16(1), .u16(g("c")), .u16(0), .u16(0)]))]))])])
        #expect(try Self.shape("acab", features: [("calt", [1])], lookups: [single, byGlyph]) == [g("a") + 20, g("c"), g("a"), g("b")])
        // Format 2: class 1 = {a}, class 2 = {b, c}; rule: class 1 then class 2.
        let classes = Blob.classes(first: g("a"), [1, 2, 2])
        let classRule = Blob([.u16(2), .u16(1), .u16(2), .u16(0), .u16(0)])
        let byClass = Blob.lookup(5, [Blob([.u16(2), .offset16(.coverage([g("a")])), .offset16(classes), .u16(2), .null,
                                             .offset16(Blob([.u16(1), .offset16(classRule)]))])])
        #expect(try Self.shape("abad", features: [("calt", [1])], lookups: [single, byClass]) == [g("a") + 20, g("b"), g("a"), g("d")])
    }

    @Test func reverseChainingSubstitutesFromTheEnd() throws {
        // Each a before a b becomes glyph 30; read right to left, so "aab" changes only the last a.
        let reverse = Blob.lookup(8, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(0), .u16(1), .offset16(.coverage([g("b")])),
                                             .u16(1), .u16(30)])])
        #expect(try Self.shape("aab", features: [("calt", [0])], lookups: [reverse]) == [g("a"), 30, g("b")])
    }

    @Test func extensionLookupsResolveToTheirSubtables() throws {
        let single = Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(5)])
        let extensionLookup = Blob.lookup(7, [Blob([.u16(1), .u16(1), .offset32(single)])])
        #expect(try Self.shape("a", features: [("ccmp", [0])], lookups: [extensionLookup]) == [g("a") + 5])
    }
}
