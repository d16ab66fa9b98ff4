import Foundation
import Testing
@testable import TipText

/// tipc's glyphs and glyph positions against HarfBuzz's, glyph by glyph:
/// `Tests/Fixtures/text/harfbuzz-positions.tsv`, made by Scripts/harfbuzz-positions-reference.py
/// with uharfbuzz from the shaping corpus's fonts, holds strings whose marks GPOS attaches
/// (Arabic harakat, also on lam-alef ligatures; Hebrew points; Devanagari signs; Thai tone
/// marks over vowels; stacked Latin, Cyrillic and Greek marks), each one script run shaped
/// whole in one face with its script and direction and HarfBuzz's default features, in font
/// units. A string is exact when every glyph's id, cluster, advance, x offset and y offset
/// equal HarfBuzz's. Clusters are compared as tipc reports them, as grapheme clusters (Swift's
/// `Character`s): HarfBuzz's cluster (the scalar offset of the glyph's first character) is
/// turned into the index of the `Character` holding that scalar. (HarfBuzz's clusters can be
/// finer: it does not join an Indic conjunct across a virama into one cluster as rule GB9c
/// does, so in "स्क" it gives क a cluster of its own, which is inside tipc's one grapheme.)
/// The suite prints a table per group (`harfbuzz-positions` lines) and, for a string that
/// differs, both glyph lists (clusters as grapheme indices).
@Suite struct HarfBuzzPositionTests {
    /// One glyph as the fixture writes it (`glyph:cluster:x_advance:x_offset:y_offset`).
    struct Glyph: Equatable, CustomStringConvertible {
        var glyph: Int
        var cluster: Int
        var advance: Int
        var xOffset: Int
        var yOffset: Int

        var description: String { "\(glyph):\(cluster):\(advance):\(xOffset):\(yOffset)" }
    }

    /// How many strings and glyphs of a group were compared, and how many were exact.
    struct Tally {
        var strings = 0
        var exactStrings = 0
        var glyphs = 0
        var exactGlyphs = 0
    }

    @Test func everyGlyphIsWhereHarfBuzzPutsIt() throws {
        let rows = try Fixtures.rows("harfbuzz-positions.tsv")
        #expect(rows.count >= 500)
        var faces: [Substring: FontFace] = [:]
        var tallies: [Substring: Tally] = [:]
        var groups: [Substring] = []
        for row in rows {
            try #require(row.count == 8, "malformed row \(row.joined(separator: "\t"))")
            let (id, group, faceName, scriptCode, direction) = (row[0], row[1], row[2], row[3], row[4])
            let text = Fixtures.string(fromHex: row[6])
            if faces[faceName] == nil {
                let parts = faceName.split(separator: "#")
                faces[faceName] = try FontFace(data: Fixtures.data(atFixturePath: String(parts[0])), faceIndex: try #require(Int(parts[1])))
            }
            let script = try #require(UnicodeScript.allCases.first { $0.iso15924Code == scriptCode }, "script \(scriptCode)")
            let request = ShapingRequest(script: script, direction: direction == "rtl" ? .rightToLeft : .leftToRight)
            let graphemeOfScalar = text.enumerated().flatMap { index, character in repeatElement(index, count: character.unicodeScalars.count) }
            let expected = try row[7].split(separator: " ").map { try Self.glyph($0, graphemeOfScalar: graphemeOfScalar) }
            let actual = faces[faceName]!.shape(text[...], request).map { shaped in
                Glyph(glyph: shaped.glyph, cluster: shaped.cluster, advance: shaped.advance, xOffset: shaped.xOffset, yOffset: shaped.yOffset)
            }
            if tallies[group] == nil { groups.append(group) }
            tallies[group, default: Tally()].strings += 1
            tallies[group, default: Tally()].glyphs += expected.count
            tallies[group, default: Tally()].exactGlyphs += zip(expected, actual).filter { $0 == $1 }.count
            if actual == expected {
                tallies[group, default: Tally()].exactStrings += 1
            } else {
                Issue.record("""
                    \(id) [\(faceName)] \(text)
                      HarfBuzz \(expected.map(\.description).joined(separator: " "))
                      tipc     \(actual.map(\.description).joined(separator: " "))
                    """)
            }
        }
        print(Self.table(groups.map { ($0, tallies[$0]!) }))
    }

    /// The glyph a fixture field gives, its cluster turned from a scalar offset into a grapheme index.
    private static func glyph(_ field: Substring, graphemeOfScalar: [Int]) throws -> Glyph {
        let values = try field.split(separator: ":").map { try #require(Int($0), "glyph field \(field)") }
        try #require(values.count == 5 && graphemeOfScalar.indices.contains(values[1]), "glyph field \(field)")
        return Glyph(glyph: values[0], cluster: graphemeOfScalar[values[1]], advance: values[2], xOffset: values[3], yOffset: values[4])
    }

    /// The table of `tallies` and their total, each line starting with "harfbuzz-positions".
    private static func table(_ tallies: [(Substring, Tally)]) -> String {
        let total = tallies.reduce(into: Tally()) { sum, entry in
            sum.strings += entry.1.strings
            sum.exactStrings += entry.1.exactStrings
            sum.glyphs += entry.1.glyphs
            sum.exactGlyphs += entry.1.exactGlyphs
        }
        let lines = (tallies + [("all", total)]).map { name, tally in
            let percent = tally.strings == 0 ? 100 : Double(tally.exactStrings) * 100 / Double(tally.strings)
            return "harfbuzz-positions \(name): \(tally.exactStrings) of \(tally.strings) strings exact "
                + "(\(String(format: "%.1f", percent)) %), \(tally.exactGlyphs) of \(tally.glyphs) glyphs"
        }
        return lines.joined(separator: "\n")
    }
}
