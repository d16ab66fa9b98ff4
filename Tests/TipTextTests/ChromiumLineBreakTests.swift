import Foundation
import Testing
@testable import TipText

/// Line breaks against headless Chromium, recorded by Scripts/chromium-linebreaks.py with the
/// same font subsets, widths and texts.
@Suite struct ChromiumLineBreakTests {
    struct Recording: Decodable {
        struct Case: Decodable {
            let font: String
            let face: Int
            let width: Double
            let mode: String
            let text: String
            let lines: [String]
        }
        let fontSize: Double
        let cases: [Case]
    }

    @Test func linesBreakWhereChromiumBreaksThem() throws {
        let recording = try JSONDecoder().decode(Recording.self, from: Data(Fixtures.text("chromium-linebreaks.json").utf8))
        #expect(recording.cases.count == 11)
        #expect(Set(recording.cases.map(\.mode)) == ["wordWrap", "charWrap"])
        for recorded in recording.cases {
            let face = try FontFace(data: Fixtures.fontData(recorded.font), faceIndex: recorded.face)
            let measurer = FontTextMeasurer(families: [FontFamily(name: "Fixture", faces: [(400, face)])])
            let options = TextLayoutOptions(maxWidth: recorded.width, wrap: recorded.mode == "charWrap" ? .character : .word)
            let lines = TextLayout.lines(
                of: recorded.text, in: FontRequest(family: "Fixture", size: recording.fontSize),
                options: options, measurer: measurer)
            #expect(lines.count > 1, "\(recorded.text)")
            #expect(lines.map(\.text) == recorded.lines, "\(recorded.font)#\(recorded.face) \(recorded.mode) \(recorded.width)")
            #expect(lines.allSatisfy { $0.width <= recorded.width })
            #expect(measurer.runs(of: recorded.text[...], in: FontRequest(family: "Fixture", size: 17))
                .allSatisfy { $0.face == face.displayName })
        }
    }
}
