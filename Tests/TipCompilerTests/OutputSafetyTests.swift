import Foundation
import Testing
import TipCompiler
import TipEmit
import TipLayout
#if canImport(FoundationXML)
import FoundationXML
import TipPipeline
#endif

/// No user text — tooltip text, tag items, font families — can break out of its JSON string or
/// its SVG attribute or element, whatever characters it holds.
@Suite struct OutputSafetyTests {
    /// Markup, quotes, entities, CDATA and comment ends, and control characters.
    static let payload = #"\"><script>alert(1)</script><!-- --> ]]> &amp; &#0; ' \u{1}\u{7}\u{1B}\u{7F}\u{FFFE}\u{2028}\\"#

    /// What `payload` means once the `.tip` escapes are decoded.
    static let decodedPayload = "\"><script>alert(1)</script><!-- --> ]]> &amp; &#0; ' \u{1}\u{7}\u{1B}\u{7F}\u{FFFE}\u{2028}\\"

    static let source = """
        tooltip Tip { text: "\(payload)"; font: "\(payload)" 15 }
        tags Chips { items: ["\(payload)", "plain"]; tag { font: "\(payload)" 13 } }

        """

    static func layout() throws -> LayoutDocument {
        let result = Compilation(loader: HostileInputTests.NoFiles()).compile(path: "payload.tip", bytes: Array(source.utf8))
        // The family is unknown: a warning, and the built-in metrics measure it.
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.layout)
    }

    @Test func jsonStringsRoundTripExactly() throws {
        let json = JSONWriter.write(try Self.layout())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var strings: [String] = []
        Self.collectStrings(object, into: &strings)
        #expect(strings.contains(Self.decodedPayload))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!json.contains("\u{2028}"))
    }

    @Test(arguments: [false, true])
    func svgParsesBackWithOnlyDrawingElements(sheet: Bool) throws {
        let layout = try Self.layout()
        let documents = sheet ? [SVGWriter.sheet(layout)] : layout.components.map { SVGWriter.component($0.model) }
        for svg in documents {
            let parsed = try #require(SVGOutline(svg), "not well-formed:\n\(svg)")
            let drawing: Set<String> = ["svg", "title", "g", "defs", "path", "rect", "text", "tspan", "filter", "feDropShadow", "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode", "clipPath", "line", "desc", "pattern", "circle"]
            #expect(parsed.elementNames.isSubset(of: drawing), "\(parsed.elementNames.subtracting(drawing))")
            #expect(!parsed.attributes.keys.contains { $0.lowercased().hasPrefix("on") })
            // The family stays one quoted CSS string inside its attribute, ahead of the fallbacks.
            let families = parsed.attributes["font-family", default: []]
            #expect(families.contains { $0.hasPrefix("'\"><script>alert(1)</script><!-- --> ]]> &amp; &#0; ") }, "\(families)")
            #expect(parsed.text.contains("<script>"))
        }
    }

    private static func collectStrings(_ value: Any, into strings: inout [String]) {
        switch value {
        case let string as String: strings.append(string)
        case let array as [Any]: for item in array { collectStrings(item, into: &strings) }
        case let object as [String: Any]: for key in object.keys.sorted() { collectStrings(object[key]!, into: &strings) }
        default: break
        }
    }
}

/// The element names, attribute values (by name) and character data of an XML document.
private struct SVGOutline {
    var elementNames: Set<String> = []
    var attributes: [String: [String]] = [:]
    var text = ""

    init?(_ svg: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse() else { return nil }
        self = collector.outline
    }

    private init() {}

    private final class Collector: NSObject, XMLParserDelegate {
        var outline = SVGOutline()

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            outline.elementNames.insert(elementName)
            for (name, value) in attributes { outline.attributes[name, default: []].append(value) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            outline.text += string
        }
    }
}
