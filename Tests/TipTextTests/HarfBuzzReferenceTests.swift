import Testing
@testable import TipText

/// Widths and extents against HarfBuzz, computed by Scripts/harfbuzz-reference.py from the same
/// subset files.
@Suite struct HarfBuzzReferenceTests {
    private func measurer(file: Substring, face: Substring) throws -> (FontTextMeasurer, FontRequest) {
        let data = try Fixtures.fontData(String(file))
        let index = try #require(Int(face))
        let fontFace = try FontFace(data: data, faceIndex: index)
        let family = FontFamily(name: "Reference", faces: [(400, fontFace)])
        return (FontTextMeasurer(families: [family]), FontRequest(family: "Reference", size: 17))
    }

    @Test func widthsEqualHarfBuzzWithinAHundredthOfAPoint() throws {
        let rows = try Fixtures.rows("harfbuzz-reference.tsv").filter { $0[0] == "width" }
        #expect(rows.count >= 30)
        var files: Set<String> = []
        for row in rows {
            let (measurer, font) = try measurer(file: row[1], face: row[2])
            let expected = try #require(Double(row[3]))
            let text = Fixtures.string(fromHex: row[4])
            let width = measurer.width(of: text[...], in: font)
            #expect(abs(width - expected) < 0.01, "\(row[1])#\(row[2]) \(text): \(width) vs HarfBuzz \(expected)")
            #expect(measurer.runs(of: text[...], in: font).allSatisfy { $0.face != MeasuredRun.builtin })
            files.insert("\(row[1])#\(row[2])")
        }
        #expect(files.count == 5)
    }

    @Test func lineMetricsEqualHarfBuzzFontExtents() throws {
        let rows = try Fixtures.rows("harfbuzz-reference.tsv").filter { $0[0] == "extents" }
        #expect(rows.count == 5)
        for row in rows {
            let (measurer, font) = try measurer(file: row[1], face: row[2])
            let metrics = measurer.metrics(of: font)
            let expected = try row[3...5].map { try #require(Double($0)) }
            #expect(abs(metrics.ascender - expected[0]) < 1e-9, "\(row[1])")
            #expect(abs(metrics.descender - expected[1]) < 1e-9, "\(row[1])")
            #expect(abs(metrics.lineGap - expected[2]) < 1e-9, "\(row[1])")
            #expect(abs(metrics.lineHeight - expected.reduce(0, +)) < 1e-9, "\(row[1])")
        }
    }

    @Test func kerningChangesTheLatinWidths() throws {
        for file in ["DejaVuSans-subset.ttf", "LiberationSans-subset.ttf"] {
            let face = try FontFace(data: Fixtures.fontData(file))
            let text: Substring = "AVATAR Type: Wave office"
            let glyphs = try text.unicodeScalars.map { try #require(face.glyph(for: $0)) }
            let plain = glyphs.map(face.advance(of:)).reduce(0, +)
            let kerned = face.shape(text, ShapingRequest(script: .latin, direction: .leftToRight)).map(\.advance).reduce(0, +)
            #expect(kerned < plain, "\(file): kerning must tighten AVATAR")
            let pair = face.shape("AV", ShapingRequest(script: .latin, direction: .leftToRight)).map(\.advance).reduce(0, +)
            #expect(pair < face.advance(of: glyphs[0]) + face.advance(of: glyphs[1]), "\(file): A V")
        }
    }
}
