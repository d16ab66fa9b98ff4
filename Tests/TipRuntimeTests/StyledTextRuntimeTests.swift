import Foundation
import Testing
import TipEmit
import TipRuntime
import TipTestSupport

/// Styled text at run time: the runs of the JSON decode, the engine lays a
/// string with Markdown out as tipc does, and the canvas receives each run with its font.
@Suite(.readsGoldens) struct StyledTextRuntimeTests {
    @Test func runsDecodeWithTheirFonts() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/whats-new.json"))
        let tooltip = try #require(document.tooltip(named: "WhatsNew"))
        let titleRuns = try #require(tooltip.title?.lines.first?.runs)
        #expect(titleRuns.map(\.text) == ["New: ", "streak widgets"])
        #expect(titleRuns.map(\.font.weight) == [.semibold, .bold])
        let runs = tooltip.text.lines.compactMap(\.runs).flatMap { $0 }
        #expect(runs.contains { $0.text == "Widgets" && $0.font.weight == .bold && !$0.font.italic })
        #expect(runs.contains { $0.font.italic && $0.text.contains("writing") })
        #expect(runs.contains { $0.text == "/streak" && $0.font.monospaced && $0.font.isSystem })
        for line in tooltip.text.lines {
            guard let runs = line.runs else { continue }
            #expect(runs.map(\.text).joined() == line.text)
        }
    }

    @Test func aPlainFontDecodesAndEncodesWithoutTheNewKeys() throws {
        let font = try JSONDecoder().decode(TipFont.self, from: Data(#"{"family": "system", "size": 15, "weight": "bold"}"#.utf8))
        #expect(!font.italic && !font.monospaced)
        let encoded = String(decoding: try JSONEncoder().encode(font), as: UTF8.self)
        #expect(!encoded.contains("italic") && !encoded.contains("monospaced"))
        let code = try JSONDecoder().decode(
            TipFont.self, from: Data(#"{"family": "system", "size": 15, "weight": "regular", "italic": true, "monospaced": true}"#.utf8))
        #expect(code.italic && code.monospaced)
    }

    @Test func aRuntimeStringWithMarkdownIsLaidOutInRuns() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/whats-new.json"))
        let engine = TipLayoutEngine()
        let style = try document.tooltipStyle(named: "WhatsNew")
        let styled = engine.layout(style, title: "**Hi**", text: "Type `/new` to *start*")
        #expect(styled.title?.lines.first?.runs?.map(\.font.weight) == [.bold])
        let runs = try #require(styled.text.lines.first?.runs)
        #expect(runs.map(\.text) == ["Type ", "/new", " to ", "start"])
        let plain = engine.layout(style, title: "Hi", text: "Type /new to start")
        #expect(plain.text.lines.allSatisfy { $0.runs == nil })
        // Markup with a mistake, which tipc never lets through, is shown as written.
        let broken = engine.layout(style, text: "**a *b** c*")
        #expect(broken.text.lines.map(\.text).joined(separator: " ").contains("**a *b** c*"))
        #expect(broken.text.lines.allSatisfy { $0.runs == nil && $0.width.isFinite })
    }

    /// Records the text the painter hands the canvas, with each run's font.
    struct RunRecorder: ListeningCanvas {
        var runs: [String] = []
        mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor) {
            for run in line.runs ?? [] {
                runs.append("\(run.text) \(run.font.weight.rawValue)\(run.font.italic ? " italic" : "")\(run.font.monospaced ? " mono" : "")")
            }
        }
    }

    @Test func theCanvasGetsEveryRunWithItsFont() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/whats-new.json"))
        var canvas = RunRecorder()
        try #require(document.component(named: "WhatsNew")).draw(on: &canvas)
        #expect(canvas.runs.contains("streak widgets bold"))
        #expect(canvas.runs.contains("Widgets bold"))
        #expect(canvas.runs.contains("/streak regular mono"))
        #expect(canvas.runs.contains { $0.hasSuffix("regular italic") })
    }
}
