import Testing
@testable import TipText

@Suite struct FontTextMeasurerTests {
    private func measurer() throws -> FontTextMeasurer {
        let dejavu = try FontFace(data: Fixtures.fontData("DejaVuSans-subset.ttf"))
        let korean = try FontFace(data: Fixtures.fontData("NotoSansCJK-subset.ttc"), faceIndex: 1)
        return FontTextMeasurer(families: [
            FontFamily(name: "Brand", faces: [(400, dejavu)], fallbacks: ["CJK"]),
            FontFamily(name: "CJK", faces: [(400, korean)]),
        ])
    }

    @Test func fallsBackPerClusterAndReportsTheFaces() throws {
        let measurer = try measurer()
        let font = FontRequest(family: "Brand", size: 17)
        let text = "iOS 앱 개발 👨‍👩‍👧"[...]
        let runs = measurer.runs(of: text, in: font)
        #expect(runs.map(\.face) == ["DejaVu Sans Book", "Noto Sans CJK KR Regular", "DejaVu Sans Book",
                                     "Noto Sans CJK KR Regular", "DejaVu Sans Book", MeasuredRun.builtin])
        #expect(runs.map(\.text).joined() == text)
        let total = measurer.width(of: text, in: font)
        #expect(abs(runs.map(\.width).reduce(0, +) - total) < 1e-9)
        let advances = measurer.graphemeAdvances(of: text, in: font)
        #expect(advances.count == text.count)
        #expect(abs(advances.reduce(0, +) - total) < 1e-9)
        // The family's own line metrics, not the fallback's.
        let dejavu = try FontFace(data: Fixtures.fontData("DejaVuSans-subset.ttf"))
        #expect(measurer.metrics(of: font) == dejavu.metrics(size: 17))
    }

    @Test func theSystemFontAndUnknownFamiliesUseTheBuiltinMetrics() throws {
        let measurer = try measurer()
        let builtin = BuiltinTextMeasurer()
        for family in [nil, "Unknown"] {
            let font = FontRequest(family: family, size: 15, weight: 500)
            #expect(measurer.width(of: "Hello 안녕", in: font) == builtin.width(of: "Hello 안녕", in: font))
            #expect(measurer.metrics(of: font) == builtin.metrics(of: font))
            #expect(measurer.runs(of: "Hi", in: font).map(\.face) == [MeasuredRun.builtin])
        }
    }

    @Test func weightsMatchAsInCSS() {
        #expect(FontFamily.matchWeight(400, among: [300, 500, 700]) == 500)
        #expect(FontFamily.matchWeight(450, among: [300, 700]) == 300)
        #expect(FontFamily.matchWeight(600, among: [400, 800]) == 800)
        #expect(FontFamily.matchWeight(300, among: [400, 800]) == 400)
        #expect(FontFamily.matchWeight(200, among: [100, 400]) == 100)
        #expect(FontFamily.matchWeight(900, among: [400, 700]) == 700)
        #expect(FontFamily.matchWeight(400, among: []) == nil)
    }

    @Test func wrapsWithTheFontsWidths() throws {
        let measurer = try measurer()
        let font = FontRequest(family: "Brand", size: 17)
        let limit = measurer.width(of: "AVATAR Type:", in: font)
        let lines = TextLayout.lines(of: "AVATAR Type: Wave office", in: font,
                                     options: TextLayoutOptions(maxWidth: limit), measurer: measurer)
        #expect(lines.map(\.text) == ["AVATAR Type:", "Wave office"])
        #expect(lines[0].width == limit)
    }
}
