import Foundation
import Testing
import TipLayout
import TipSemantics
@testable import TipEmit
import TipStyle

@Suite("SVG writer")
struct SVGWriterTests {
    /// Writes the sample SVGs to `$TIP_EMIT_PREVIEW_DIR` when it is set, for looking at them
    /// (e.g. `rsvg-convert`); always checks that each is well-formed.
    @Test("every sample SVG is well-formed XML")
    func wellFormed() throws {
        let document = SampleLayouts.document()
        var files = [("sheet.svg", SVGWriter.sheet(document))]
        for (index, component) in document.components.enumerated() {
            files.append(("component-\(index).svg", SVGWriter.component(component.model)))
        }
        let previewDirectory = ProcessInfo.processInfo.environment["TIP_EMIT_PREVIEW_DIR"]
        for (name, svg) in files {
            #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "))
            #expect(svg.hasSuffix("</svg>\n"))
            #expect(ParsedSVG(svg) != nil, "\(name) is not well-formed")
            if let previewDirectory {
                try svg.write(toFile: previewDirectory + "/" + name, atomically: true, encoding: .utf8)
            }
        }
    }
}

@Suite("SVG escaping")
struct SVGEscapingTests {
    @Test("hostile text, names and families round-trip through XMLParser and inject nothing")
    func hostileRoundTrip() throws {
        let svg = SVGWriter.component(.tooltip(SampleLayouts.hostile()))
        let parsed = try #require(ParsedSVG(svg))
        #expect(parsed.elements.map(\.name) == ["svg", "title", "g", "path", "text"])
        #expect(parsed.all("svg").count == 1)
        #expect(parsed.elements.allSatisfy { $0.attributes["onload"] == nil })
        #expect(parsed.all("title").first?.text == SampleLayouts.hostileName)
        // Characters XML 1.0 forbids (U+0001, U+001F, U+FFFF) become U+FFFD; the rest survives.
        let expected = SampleLayouts.hostileText
            .replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
            .replacingOccurrences(of: "\u{1F}", with: "\u{FFFD}")
            .replacingOccurrences(of: "\u{FFFF}", with: "\u{FFFD}")
        let text = try #require(parsed.all("text").first)
        #expect(text.text == expected)
        #expect(text.attributes["font-family"] == #"'Evil\'); } <x a="b"> \\ \a ', "# + SVGStyle.fallbackFamilies)
    }

    @Test("escaping covers markup, quotes, line ends and forbidden characters")
    func escapedForm() {
        #expect(XMLText.escaped(#"<a href="x">&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
        #expect(XMLText.escaped("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(XMLText.escaped("\u{0}\u{8}\u{1F}\u{FFFE}\u{FFFF}") == String(repeating: "\u{FFFD}", count: 5))
        #expect(XMLText.escaped("\u{7F}\u{2028}新着👩‍👩‍👧") == "\u{7F}\u{2028}新着👩‍👩‍👧")
        #expect(XMLText.escaped("]]>") == "]]&gt;")
    }
}

@Suite("SVG drawing")
struct SVGDrawingTests {
    static func root(_ svg: String) throws -> ParsedSVG.Element {
        try #require(ParsedSVG(svg)?.all("svg").first)
    }

    @Test("the viewBox is the frame when nothing is drawn outside it")
    func plainViewBox() throws {
        var tooltip = SampleLayouts.greeting(shadow: nil)
        tooltip.bubble.stroke = nil
        tooltip.bubble.strokeWidth = 0
        let root = try Self.root(SVGWriter.component(.tooltip(tooltip)))
        #expect(root.attributes["viewBox"] == "0 0 177 90.9")
        #expect(root.attributes["width"] == "177")
        #expect(root.attributes["height"] == "90.9")
    }

    @Test("a border lies inside the frame (the layout insets the outline), so the viewBox does not grow")
    func borderMargin() throws {
        let root = try Self.root(SVGWriter.component(.tooltip(SampleLayouts.greeting(shadow: nil))))
        #expect(root.attributes["viewBox"] == "0 0 177 90.9")
        #expect(root.attributes["width"] == "177")
        #expect(root.attributes["height"] == "90.9")
    }

    @Test("a shadow grows the viewBox by its offset and three standard deviations, in whole points")
    func shadowMargin() throws {
        // Shadow radius 6 (σ 3, so 9 of blur), offset (0, 3); the border stays inside:
        // left 9, top 9 − 3 = 6, right 9, bottom 9 + 3 = 12.
        let svg = SVGWriter.component(.tooltip(SampleLayouts.greeting()))
        let parsed = try #require(ParsedSVG(svg))
        let root = try #require(parsed.all("svg").first)
        #expect(root.attributes["viewBox"] == "-9 -6 195 108.9")
        #expect(root.attributes["width"] == "195")
        #expect(root.attributes["height"] == "108.9")
        let filter = try #require(parsed.all("filter").first)
        #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
        let region = ["x", "y", "width", "height"].compactMap { filter.attributes[$0] }.joined(separator: " ")
        #expect(region == root.attributes["viewBox"])
        #expect(parsed.all("feGaussianBlur").first?.attributes["stdDeviation"] == "3")
        #expect(parsed.all("feOffset").first?.attributes["dy"] == "3")
        #expect(parsed.all("feFlood").first?.attributes["flood-opacity"] == "0.251")
        #expect(parsed.all("path").first?.attributes["filter"] == "url(#c0-shadow)")
    }

    @Test("a sharp shadow offset to the left needs no blur and widens only the left margin")
    func sharpShadowMargin() throws {
        var tooltip = SampleLayouts.greeting(shadow: Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)), radius: 0, x: -4.5, y: 0))
        tooltip.bubble.strokeWidth = 1
        let parsed = try #require(ParsedSVG(SVGWriter.component(.tooltip(tooltip))))
        // The stroke stays inside; the shadow reaches 4.5 further left, rounded up to 5.
        #expect(parsed.all("svg").first?.attributes["viewBox"] == "-5 0 182 90.9")
        #expect(parsed.all("feGaussianBlur").isEmpty)
        #expect(parsed.all("feOffset").first?.attributes["in"] == "SourceAlpha")
    }

    @Test("the bubble is the layout's path with its fill, border and round joins; opacity on the group")
    func bubbleAttributes() throws {
        var tooltip = SampleLayouts.greeting(shadow: nil)
        tooltip.bubble.fill = DynamicColor(RGBAColor(red: 1, green: 183, blue: 255, alpha: 128))
        tooltip.opacity = 0.25
        let parsed = try #require(ParsedSVG(SVGWriter.component(.tooltip(tooltip))))
        let path = try #require(parsed.all("path").first)
        #expect(path.attributes["d"] == tooltip.bubble.path.svgData)
        #expect(path.attributes["fill"] == "#01B7FF")
        #expect(path.attributes["fill-opacity"] == "0.502")
        #expect(path.attributes["stroke"] == "#FFFFFF")
        #expect(path.attributes["stroke-width"] == "2")
        #expect(path.attributes["stroke-linejoin"] == "miter")
        #expect(path.attributes["stroke-miterlimit"] == "10")
        #expect(path.attributes["filter"] == nil)
        #expect(parsed.all("g").first?.attributes["opacity"] == "0.25")
    }

    @Test("each line is one text element at its x and baseline, stretched to its measured width")
    func textLines() throws {
        let tooltip = SampleLayouts.greeting()
        let parsed = try #require(ParsedSVG(SVGWriter.component(.tooltip(tooltip))))
        let texts = parsed.all("text")
        #expect(texts.map(\.text) == tooltip.text.lines.map(\.text))
        let first = try #require(texts.first)
        #expect(first.attributes["x"] == "18")
        #expect(first.attributes["y"] == "34.2")
        #expect(first.attributes["textLength"] == "139.6")
        #expect(first.attributes["lengthAdjust"] == "spacingAndGlyphs")
        #expect(first.attributes["font-size"] == "17")
        #expect(first.attributes["font-weight"] == "400")
        #expect(first.attributes["font-family"] == SVGStyle.fallbackFamilies)
        #expect(first.attributes["fill"] == "#FFFFFF")
        #expect(first.attributes["text-anchor"] == nil)
    }

    @Test("tags: the container background, then each pill inset by half its border, then its text")
    func tags() throws {
        let tags = SampleLayouts.keywords()
        let parsed = try #require(ParsedSVG(SVGWriter.component(.tags(tags))))
        #expect(parsed.all("svg").first?.attributes["viewBox"] == "0 0 320 68")
        let rects = parsed.all("rect")
        #expect(rects.count == tags.tags.count + 1)
        #expect(rects.first?.attributes["fill"] == "#AAAAAA")
        // NSiOS: frame (0, 0, 65.1, 30), border 1, radius 15.
        let pill = rects[1]
        #expect(["x", "y", "width", "height", "rx"].map { pill.attributes[$0] ?? "" } == ["0.5", "0.5", "64.1", "29", "14.5"])
        #expect(pill.attributes["fill"] == "none")
        #expect(pill.attributes["stroke"] == "#800080")
        #expect(pill.attributes["stroke-width"] == "1")
        #expect(parsed.all("text").map(\.text) == tags.tags.map(\.text))
        #expect(parsed.all("text").first?.attributes["font-weight"] == "500")
    }

    @Test("a fully transparent tag container draws no background")
    func clearContainer() throws {
        var tags = SampleLayouts.keywords()
        tags.background = .clear
        let parsed = try #require(ParsedSVG(SVGWriter.component(.tags(tags))))
        #expect(parsed.all("rect").count == tags.tags.count)
    }

    @Test("two writes of the same component are byte-identical")
    func deterministic() {
        for component in SampleLayouts.document().components {
            #expect(SVGWriter.component(component.model) == SVGWriter.component(component.model))
        }
    }
}
