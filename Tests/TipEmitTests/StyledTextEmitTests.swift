import Foundation
import Testing
import TipLayout
@testable import TipEmit
import TipModel
import TipStyle

/// A styled line in the outputs: its runs in the JSON, its `<tspan>`s in the
/// SVG; a plain line exactly as before.
@Suite struct StyledTextEmitTests {
    static let regular = TipFont(family: TipFont.systemFamily, size: 12.5, weight: .bold)

    /// The small tooltip of ``JSONWriterTests`` with a line of three runs: plain, italic, code.
    static var styledTooltip: TipTooltip {
        var tooltip = JSONWriterTests.smallTooltip
        tooltip.text.lines = [TipLine(
            text: "a <b> c", x: 16.0004, baseline: 19.5, width: 30,
            runs: [
                TipRun(text: "a ", x: 0, width: 10, font: regular),
                TipRun(text: "<b>", x: 10, width: 12.34567, font: TipFont(family: TipFont.systemFamily, size: 12.5, weight: .bold, italic: true)),
                TipRun(text: " c", x: 22.34567, width: 7.65433, font: TipFont(family: TipFont.systemFamily, size: 12.5, weight: .bold, monospaced: true)),
            ])]
        return tooltip
    }

    @Test func theJSONWritesARunALineAndTheNewFontKeysOnlyWhenTrue() throws {
        let json = JSONWriter.write(LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(Self.styledTooltip)]))
        #expect(json.contains("""
                    "runs": [
                      { "text": "a ", "x": 0, "width": 10, "font": { "family": "system", "size": 12.5, "weight": "bold" } },
                      { "text": "<b>", "x": 10, "width": 12.346, "font": { "family": "system", "size": 12.5, "weight": "bold", "italic": true } },
                      { "text": " c", "x": 22.346, "width": 7.654, "font": { "family": "system", "size": 12.5, "weight": "bold", "monospaced": true } }
                    ]
        """))
        let plain = JSONWriter.write(LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(JSONWriterTests.smallTooltip)]))
        #expect(!plain.contains("runs") && !plain.contains("italic") && !plain.contains("monospaced"))
        #expect(plain.contains(#"{ "text": "Hi", "x": 16, "baseline": 19.5, "width": 8.123 }"#))
    }

    @Test func theSVGDrawsEachRunAsATspanWithItsFace() throws {
        let svg = SVGWriter.component(.tooltip(Self.styledTooltip))
        // The runs stand inline: no white space of the markup's between them.
        #expect(svg.contains(#"xml:space="preserve"><tspan x="16" textLength="10" lengthAdjust="spacingAndGlyphs">a </tspan><tspan"#))
        let parsed = try #require(ParsedSVG(svg))
        let spans = parsed.all("tspan")
        #expect(spans.map(\.text) == ["a ", "<b>", " c"])
        #expect(spans.map { $0.attributes["x"] } == ["16", "26", "38.346"])
        #expect(spans[1].attributes["font-style"] == "italic" && spans[1].attributes["font-weight"] == nil)
        #expect(spans[2].attributes["font-family"] == SVGStyle.monospacedFamilies)
        #expect(spans[1].attributes["textLength"] == "12.346")
        let text = try #require(parsed.all("text").first)
        #expect(text.attributes["textLength"] == nil)
        #expect(!SVGWriter.component(.tooltip(JSONWriterTests.smallTooltip)).contains("tspan"))
    }
}
