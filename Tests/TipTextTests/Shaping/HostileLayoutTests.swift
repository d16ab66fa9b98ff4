import Testing
@testable import TipText

/// Malformed GSUB and GPOS tables: offsets out of range, lookups that call themselves, counts
/// far past the data, glyph explosions. Shaping must end, stay bounded and never trap.
@Suite struct HostileLayoutTests {
    typealias Blob = OpenTypeBlob
    static let latin = ShapingRequest(script: .latin, direction: .leftToRight)

    static func shape(_ text: Substring, gsub: Blob? = nil, gpos: Blob? = nil) throws -> [ShapedGlyph] {
        var font = TestFont()
        font.tables["GSUB"] = gsub
        font.tables["GPOS"] = gpos
        return try font.face().shape(text, latin)
    }

    @Test func aContextLookupThatAppliesItselfEnds() throws {
        // Context format 3 over "a" whose record applies lookup 0 (itself) at the a, forever.
        let recursive = Blob.lookup(5, [Blob([.u16(3), .u16(1), .u16(1), .offset16(.coverage([g("a")])), .u16(0), .u16(0)])])
        let text = Substring(String(repeating: "a", count: 200))
        #expect(try Self.shape(text, gsub: .layoutTable(features: [("ccmp", [0])], lookups: [recursive])).count == 200)
        let positioning = Blob.lookup(7, [Blob([.u16(3), .u16(1), .u16(1), .offset16(.coverage([g("a")])), .u16(0), .u16(0)])])
        #expect(try Self.shape(text, gpos: .layoutTable(features: [("kern", [0])], lookups: [positioning])).count == 200)
    }

    @Test func mutuallyRecursiveMultiplicationStaysBounded() throws {
        // Lookup 1 turns a into "a a"; lookup 0 applies lookup 1 then itself at the first glyph:
        // unchecked, the text would double 64 levels deep.
        let double = Blob.lookup(2, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(1), .offset16(Blob([.u16(2), .u16(g("a")), .u16(g("a"))]))])])
        let context = Blob.lookup(5, [Blob([.u16(3), .u16(1), .u16(2), .offset16(.coverage([g("a")])), .u16(0), .u16(1), .u16(0), .u16(0)])])
        let glyphs = try Self.shape("aaaa", gsub: .layoutTable(features: [("ccmp", [0])], lookups: [context, double]))
        #expect(glyphs.count <= 16384 && glyphs.count >= 4)
        #expect(glyphs.allSatisfy { $0.cluster < 4 })
    }

    @Test func offsetsAndCountsPastTheTableMatchNothing() throws {
        // A lookup list claiming 60,000 lookups, a coverage claiming 60,000 glyphs, a subtable
        // offset past the end, an unknown lookup type and format: the text comes out unchanged.
        let hugeCoverage = Blob([.u16(1), .u16(60000), .u16(g("a"))])
        let lookups = [
            Blob.lookup(1, [Blob([.u16(2), .offset16(hugeCoverage), .u16(60000), .u16(7)])]),
            Blob([.u16(1), .u16(0), .u16(3), .u16(0xFFF0), .u16(0xFFFF), .u16(2)]),
            Blob.lookup(42, [Blob([.u16(1), .offset16(.coverage([g("a")]))])]),
            Blob.lookup(4, [Blob([.u16(9), .offset16(.coverage([g("a")]))])]),
        ]
        var table = Blob.layoutTable(features: [("ccmp", [0, 1, 2, 3, 500])], lookups: lookups)
        let glyphs = try Self.shape("abc", gsub: table).map(\.glyph)
        #expect(glyphs.count == 3)
        table.fields[4] = .offset16(Blob([.u16(60000), .u16(8)]))
        #expect(try Self.shape("abc", gsub: table).map(\.glyph) == [g("a"), g("b"), g("c")])
    }

    @Test func everyTruncationOfALayoutTableShapesWithoutHarm() throws {
        let ligature = Blob.lookup(4, [Blob([.u16(1), .offset16(.coverage([g("f")])), .u16(1),
                                             .offset16(Blob([.u16(1), .offset16(Blob([.u16(35), .u16(2), .u16(g("i"))]))]))])])
        let chain = Blob.lookup(6, [Blob([.u16(3), .u16(1), .offset16(.coverage([g("x")])), .u16(1), .offset16(.coverage([g("f")])),
                                           .u16(1), .offset16(.coverage([g("i")])), .u16(1), .u16(0), .u16(0)])])
        let bytes = Blob.layoutTable(features: [("liga", [0]), ("calt", [1])], lookups: [ligature, chain]).bytes
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0...bytes.count {
            var damaged = Array(bytes.prefix(length))
            if !damaged.isEmpty {
                // And one byte changed at a position of a seeded sequence.
                state = state &* 6364136223846793005 &+ 1442695040888963407
                damaged[Int(state >> 33) % damaged.count] = UInt8(truncatingIfNeeded: state >> 13)
            }
            for table in [Array(bytes.prefix(length)), damaged] {
                var font = TestFont()
                font.tables["GSUB"] = Blob([.raw(table)])
                font.tables["GPOS"] = Blob([.raw(table)])
                #expect(try font.face().shape("xfifi", Self.latin).count <= 5)
            }
        }
    }
}
