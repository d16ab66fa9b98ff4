import Testing
@testable import TipText

/// Each GPOS lookup type that changes advances, on a font made for the test (``TestFont``:
/// glyph g is 100 + 10 g units wide, the letters a… are glyphs 1…).
@Suite struct PositioningLookupTests {
    typealias Blob = OpenTypeBlob

    static func advances(_ text: Substring, lookups: [Blob], feature: String = "kern", glyphClasses: [Int]? = nil,
                         direction: TextDirection = .leftToRight) throws -> [Int] {
        var font = TestFont()
        font.tables["GPOS"] = .layoutTable(features: [(feature, Array(lookups.indices))], lookups: lookups)
        if let glyphClasses { font.tables["GDEF"] = .glyphDefinitions(classes: glyphClasses) }
        // A right-to-left run is shaped as Hebrew (a Latin one would be turned to its native direction).
        return try font.face().shape(text, ShapingRequest(script: direction == .leftToRight ? .latin : .hebrew, direction: direction))
            .map(\.advance)
    }

    static func plain(_ letter: Character) -> Int { 100 + 10 * g(letter) }

    @Test func singleAdjustmentAddsToTheAdvance() throws {
        // Format 1, XAdvance (value format 0x4) -7 for a and b; format 2, one value each.
        let format1 = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("a"), g("b")])), .u16(0x4), .u16(0xFFF9)])])
        #expect(try Self.advances("abc", lookups: [format1]) == [Self.plain("a") - 7, Self.plain("b") - 7, Self.plain("c")])
        let format2 = Blob.lookup(1, [Blob([.u16(2), .offset16(.coverage([g("a"), g("c")])), .u16(0x4), .u16(2), .u16(5), .u16(9)])])
        #expect(try Self.advances("abc", lookups: [format2]) == [Self.plain("a") + 5, Self.plain("b"), Self.plain("c") + 9])
    }

    @Test func pairAdjustmentByGlyphsAndByClasses() throws {
        // Format 1: a then v: -30 on a.
        let pairSet = Blob([.u16(1), .u16(g("v")), .u16(0xFFE2)])
        let byGlyph = Blob.lookup(2, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0), .u16(1), .offset16(pairSet)])])
        #expect(try Self.advances("avav", lookups: [byGlyph]) == [Self.plain("a") - 30, Self.plain("v"), Self.plain("a") - 30, Self.plain("v")])
        // Format 2: class 1 = {a}, second classes: class 1 = {v}; -40 on the first glyph, +4 on the second.
        let classes1 = Blob.classes(first: g("a"), [1])
        let classes2 = Blob.classes(first: g("v"), [1])
        let byClass = Blob.lookup(2, [Blob([.u16(2), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0x4), .offset16(classes1),
                                             .offset16(classes2), .u16(2), .u16(2),
                                             .u16(0), .u16(0), .u16(0), .u16(0), .u16(0), .u16(0), .u16(0xFFD8), .u16(4)])])
        #expect(try Self.advances("av", lookups: [byClass]) == [Self.plain("a") - 40, Self.plain("v") + 4])
    }

    @Test func pairAdjustmentLooksPastMarksTheLookupIgnores() throws {
        var classes = Array(repeating: 1, count: 40)
        classes[g("m")] = 3
        let pairSet = Blob([.u16(1), .u16(g("v")), .u16(0xFFE2)])
        let lookup = Blob.lookup(2, flags: 0x8, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0), .u16(1), .offset16(pairSet)])])
        let advances = try Self.advances("amv", lookups: [lookup], glyphClasses: classes)
        // The mark is zeroed after positioning (the default shaper's rule); a kerns with v.
        #expect(advances == [Self.plain("a") - 30, 0, Self.plain("v")])
    }

    @Test func cursiveAttachmentJoinsExitToEntry() throws {
        // a: exit at x 80; b: entry at x 10. Left to right, a's advance becomes 80 and b's shrinks by 10.
        let anchor = { (x: Int) in Blob([.u16(1), .u16(x), .u16(0)]) }
        let cursive = Blob.lookup(3, [Blob([.u16(1), .offset16(.coverage([g("a"), g("b")])), .u16(2),
                                             .null, .offset16(anchor(80)), .offset16(anchor(10)), .null])])
        #expect(try Self.advances("ab", lookups: [cursive], feature: "curs") == [80, Self.plain("b") - 10])
        // Right to left: the previous glyph's advance shrinks by its exit x, the current one's becomes its entry x.
        #expect(try Self.advances("ab", lookups: [cursive], feature: "curs", direction: .rightToLeft) == [Self.plain("a") - 80, 10])
    }

    @Test func chainedContextPositioningAppliesNestedAdjustments() throws {
        let single = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("b")])), .u16(0x4), .u16(50)])])
        let chain = Blob.lookup(8, [Blob([.u16(3), .u16(1), .offset16(.coverage([g("a")])), .u16(1), .offset16(.coverage([g("b")])),
                                           .u16(0), .u16(1), .u16(0), .u16(0)])])
        var font = TestFont()
        font.tables["GPOS"] = .layoutTable(features: [("kern", [1])], lookups: [single, chain])
        let advances = try font.face().shape("abcb", ShapingRequest(script: .latin, direction: .leftToRight)).map(\.advance)
        #expect(advances == [Self.plain("a"), Self.plain("b") + 50, Self.plain("c"), Self.plain("b")])
    }
}
