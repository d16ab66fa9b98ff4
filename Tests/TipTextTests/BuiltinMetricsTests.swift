import Foundation
import Testing
@testable import TipText

@Suite struct BuiltinMetricsTests {
    let measurer = BuiltinTextMeasurer()

    private func width(_ text: String, size: Double = 1, weight: Int = 400) -> Double {
        measurer.width(of: text[...], in: FontRequest(size: size, weight: weight))
    }

    @Test func widthsMatchTheGeneratedFixture() throws {
        let rows = try Fixtures.rows("builtin-widths.tsv")
        #expect(rows.count > 100)
        for row in rows {
            let weight = try #require(Int(row[0]))
            let em = try #require(Double(row[1]))
            let text = Fixtures.string(fromHex: row[2])
            #expect(abs(width(text, weight: weight) - em) < 1e-12, "\(text) weight \(weight)")
            #expect(abs(width(text, size: 17, weight: weight) - em * 17) < 1e-9, "\(text) at 17")
        }
    }

    @Test func weightsDifferWhereTheFontsDiffer() throws {
        let rows = try Fixtures.rows("builtin-widths.tsv")
        let strings = Set(rows.map { String($0[2]) }).sorted()
        for hex in strings {
            let text = Fixtures.string(fromHex: hex[...])
            let fontWidths = rows.filter { $0[2] == hex }.map { String($0[1]) }
            let measured = [100, 200, 300, 400, 500, 600, 700, 800, 900].map { width(text, weight: $0) }
            #expect(Set(fontWidths).count == Set(measured).count, "\(text)")
        }
        let latin = [100, 200, 300, 400, 500, 600, 700, 800, 900].map { width("NSiOS", weight: $0) }
        #expect(Set(latin).count == 9)
    }

    @Test func verticalMetricsAreInters() throws {
        let values = Dictionary(uniqueKeysWithValues: try Fixtures.rows("builtin-vertical.tsv").map {
            (String($0[0]), Double($0[1]) ?? .nan)
        })
        let upm = try #require(values["unitsPerEm"])
        let metrics = measurer.metrics(of: FontRequest(size: 17))
        #expect(abs(metrics.ascender - (values["ascender"] ?? 0) / upm * 17) < 1e-12)
        #expect(abs(metrics.descender - (values["descender"] ?? 0) / upm * 17) < 1e-12)
        #expect(abs(metrics.lineHeight - ((values["ascender"] ?? 0) + (values["descender"] ?? 0)
            + (values["lineGap"] ?? 0)) / upm * 17) < 1e-12)
        print("Inter 17 pt regular line height: \(metrics.lineHeight); NSiOS at 15 medium: \(width("NSiOS", size: 15, weight: 500))")
    }

    @Test func cjkCharactersAreOneEmAndHangulSyllablesShareAnAdvance() {
        #expect(width("漢") == 1)
        #expect(width("あ") == 1)
        #expect(width("。") == 1)
        #expect(width("가") == width("힣"))
        #expect(abs(width("안녕하세요") - 5 * width("가")) < 1e-12)
    }

    @Test func marksJoinersAndEmojiFollowTheFallbackRules() {
        #expect(width("e\u{301}") == width("e"))
        #expect(width("\u{200D}\u{FE0F}\u{200B}") == 0)
        #expect(width("😀") == 1)
        #expect(width("👨‍👩‍👧") == 1)
        #expect(width("👍🏽") == 1)
        #expect(width("🇯🇵") == 1)
    }

    @Test func familyIsIgnoredAndWeightsAreRoundedAndClamped() {
        let system = FontRequest(size: 15, weight: 500)
        let named = FontRequest(family: "Avenir", size: 15, weight: 500)
        #expect(measurer.width(of: "Hello", in: system) == measurer.width(of: "Hello", in: named))
        #expect(width("Hello", weight: 520) == width("Hello", weight: 500))
        #expect(width("Hello", weight: -5) == width("Hello", weight: 100))
        #expect(width("Hello", weight: 5000) == width("Hello", weight: 900))
    }

    @Test func clusterAdvancesSumToTheWidth() {
        let text = "Hello, 世界! 안녕 👨‍👩‍👧 e\u{301}"
        let font = FontRequest(size: 17)
        let advances = measurer.graphemeAdvances(of: text[...], in: font)
        #expect(advances.count == text.count)
        #expect(abs(advances.reduce(0, +) - measurer.width(of: text[...], in: font)) < 1e-9)
    }

    /// ASCII text (measured a byte a cluster, without segmenting) and text with a carriage
    /// return or a scalar past ASCII (segmented) alike: one advance per `Character`, each that
    /// character's width exactly.
    @Test func everyClusterIsMeasuredAsItsOwnText() {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let extras = ["\r\n", "\r", "e\u{301}", "한", "\u{200D}", "👍🏽"]
        for round in 0..<400 {
            var text = ""
            for _ in 0..<next(40) {
                // Every ASCII byte, controls and DEL included; past round 200, now and then more.
                text += round >= 200 && next(10) == 0
                    ? extras[next(extras.count)] : String(Unicode.Scalar(UInt8(next(0x80))))
            }
            for weight in [400, 700] {
                let font = FontRequest(size: 15, weight: weight)
                let expected = text.map { measurer.width(of: String($0)[...], in: font) }
                #expect(measurer.graphemeAdvances(of: text[...], in: font) == expected, "\(Array(text.unicodeScalars))")
            }
        }
    }
}

/// The generated built-in tables (`swift run generate-builtin-metrics`, which reads the full
/// fonts with this repository's OpenType reader) agree with the reader on the fixture subsets
/// of the same fonts, including the values only the generator reads.
@Suite struct BuiltinTablesAgreeWithTheReaderTests {
    @Test func advancesAndVerticalMetricsMatchTheSubsets() throws {
        let inter = try FontFace(data: Fixtures.fontData("Inter-Regular-subset.otf"))
        let collection = try Fixtures.fontData("NotoSansCJK-subset.ttc")
        let japanese = try FontFace(data: collection, faceIndex: 0)
        let korean = try FontFace(data: collection, faceIndex: 1)
        let builtin = BuiltinTextMeasurer()
        let vertical = try Dictionary(uniqueKeysWithValues: Fixtures.rows("builtin-vertical.tsv").map { (String($0[0]), Int($0[1]) ?? -1) })
        #expect(inter.unitsPerEm == vertical["unitsPerEm"])
        #expect(inter.verticalMetrics == VerticalMetrics(
            ascender: vertical["ascender"] ?? -1, descender: vertical["descender"] ?? -1, lineGap: vertical["lineGap"] ?? -1))
        #expect(builtin.metrics(of: FontRequest(size: 17)) == inter.metrics(size: 17))

        var checked = 0
        for code in UInt32(0x20)...UInt32(0xFFFF) {
            guard let scalar = Unicode.Scalar(code), !scalar.properties.isDefaultIgnorableCodePoint,
                  ![.nonspacingMark, .enclosingMark, .control].contains(scalar.properties.generalCategory) else { continue }
            let expected: Double
            if let glyph = inter.glyph(for: scalar) {
                expected = Double(inter.advance(of: glyph)) / Double(inter.unitsPerEm)
            } else if UnicodeData.script(of: scalar) == .hangul, let glyph = korean.glyph(for: scalar) {
                expected = Double(korean.advance(of: glyph)) / Double(korean.unitsPerEm)
            } else if let glyph = japanese.glyph(for: scalar) {
                expected = Double(japanese.advance(of: glyph)) / Double(japanese.unitsPerEm)
            } else {
                continue
            }
            let em = builtin.width(of: String(scalar)[...], in: FontRequest(size: 1))
            #expect(abs(em - expected) < 1e-12, "U+\(String(code, radix: 16, uppercase: true))")
            checked += 1
        }
        #expect(checked > 150)
    }

    /// The generator's last fallback: a code point no face maps and no class covers gets Inter's
    /// `OS/2` xAvgCharWidth.
    @Test func unmappedCodePointsTakeInterAverageWidth() throws {
        let inter = try FontFace(data: Fixtures.fontData("Inter-Regular-subset.otf"))
        let average = try #require(inter.averageCharacterWidth)
        let unassigned: Unicode.Scalar = "\u{378}"
        #expect(inter.glyph(for: unassigned) == nil)
        let em = BuiltinTextMeasurer().width(of: String(unassigned)[...], in: FontRequest(size: 1))
        #expect(abs(em - Double(average) / Double(inter.unitsPerEm)) < 1e-12)
    }

    /// The generator names the font versions (name ID 5) in the tables' header and picks the
    /// CJK weight files by their usWeightClass.
    @Test func versionAndWeightClassAreRead() throws {
        let samples = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/fonts")
        let dejavu = try FontFace(data: [UInt8](Data(contentsOf: samples.appendingPathComponent("DejaVuSans-Latin.ttf"))))
        let bold = try FontFace(data: [UInt8](Data(contentsOf: samples.appendingPathComponent("DejaVuSans-Bold-Latin.ttf"))))
        #expect(dejavu.versionString == "Version 2.37")
        #expect((dejavu.weight, bold.weight) == (400, 700))
        // The subsets were made without name ID 5.
        #expect(try FontFace(data: Fixtures.fontData("Inter-Regular-subset.otf")).versionString == "")
    }
}
