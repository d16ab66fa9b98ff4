import Testing
@testable import TipText

@Suite struct OpenTypeReaderTests {
    @Test func readsNamesMetricsAndCollections() throws {
        let dejavu = try FontFace(data: Fixtures.fontData("DejaVuSans-subset.ttf"))
        #expect(dejavu.familyName == "DejaVu Sans")
        #expect(dejavu.subfamilyName == "Book")
        #expect(dejavu.unitsPerEm == 2048)
        #expect(dejavu.weight == 400)
        let collection = try Fixtures.fontData("NotoSansCJK-subset.ttc")
        #expect(try FontFace.faceCount(data: collection) == 2)
        let japanese = try FontFace(data: collection, faceIndex: 0)
        let korean = try FontFace(data: collection, faceIndex: 1)
        #expect(japanese.familyName == "Noto Sans CJK JP")
        #expect(korean.familyName == "Noto Sans CJK KR")
        #expect(korean.unitsPerEm == 1000)
        #expect(korean.glyph(for: "안") != nil)
        #expect(dejavu.glyph(for: "안") == nil)
        #expect(throws: FontError.faceIndexOutOfRange(index: 2, count: 2)) {
            try FontFace(data: collection, faceIndex: 2)
        }
        #expect(throws: FontError.faceIndexOutOfRange(index: 1, count: 1)) {
            try FontFace(data: Fixtures.fontData("DejaVuSans-subset.ttf"), faceIndex: 1)
        }
    }

    @Test func glyphsPastTheLastMetricReuseItsAdvance() throws {
        let face = try FontFace(data: Fixtures.fontData("LiberationSans-subset.ttf"))
        #expect(face.familyName == "TipFixture Sans L")
        let space = try #require(face.glyph(for: " "))
        #expect(face.advance(of: space) > 0)
        #expect(face.advance(of: UInt16(face.glyphCount)) == 0)
        // Every glyph has an advance, and glyphs at the end of hmtx share the last one.
        let advances = (0..<face.glyphCount).map { face.advance(of: UInt16($0)) }
        #expect(advances.allSatisfy { $0 >= 0 })
    }

    @Test func emptyAndGarbageDataAreErrors() {
        #expect(throws: FontError.empty) { try FontFace(data: []) }
        #expect(throws: FontError.notAFont) { try FontFace(data: Array("not a font at all".utf8)) }
        #expect(throws: FontError.notAFont) { try FontFace(data: [0, 1]) }
        #expect(throws: FontError.self) { try FontFace(data: [0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]) }
    }

    /// Every prefix of every fixture font (stepping through the file) either reads or throws,
    /// and a face that reads measures text without trapping.
    @Test(arguments: ["DejaVuSans-subset.ttf", "LiberationSans-subset.ttf", "NotoSansCJK-subset.ttc"])
    func truncatedFontsNeverTrap(file: String) throws {
        let data = try Fixtures.fontData(file)
        var failures = 0
        for length in stride(from: 0, to: data.count, by: 97) {
            do {
                let face = try FontFace(data: Array(data.prefix(length)))
                exercise(face)
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0)
    }

    /// Bytes overwritten at pseudo-random places (a fixed linear congruential sequence).
    @Test(arguments: ["DejaVuSans-subset.ttf", "LiberationSans-subset.ttf", "NotoSansCJK-subset.ttc"])
    func corruptedFontsNeverTrap(file: String) throws {
        let original = try Fixtures.fontData(file)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var exercised = 0
        for _ in 0..<300 {
            var data = original
            for _ in 0..<8 { data[next() % data.count] = UInt8(truncatingIfNeeded: next()) }
            guard let face = try? FontFace(data: data, faceIndex: 0) else { continue }
            exercise(face)
            exercised += 1
        }
        // Most overwritten bytes land in glyph data the reader takes as it comes: the faces that
        // still parse are the ones that exercise the shaper, so they must be most of them.
        #expect(exercised >= 150, "only \(exercised) of 300 corrupted faces parsed")
    }

    private func exercise(_ face: FontFace) {
        let text: Substring = "AVATAR Type: Wave office 안녕 漢字 فِي עִבְרִית"
        for script in [UnicodeScript.latin, .hangul, .arabic, .hebrew] {
            let glyphs = face.shape(text, ShapingRequest(script: script, direction: script == .arabic ? .rightToLeft : .leftToRight))
            #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.cluster < text.count })
        }
    }
}
