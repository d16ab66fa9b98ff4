import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: every element in document order
/// with its attributes and its own text.
struct ParsedSVG {
    /// One element.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    /// Elements in document order (start-tag order).
    var elements: [Element]

    /// Parses `text`; nil if it is not well-formed XML.
    init?(_ text: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else { return nil }
        elements = collector.elements
    }

    /// The elements named `name`.
    func all(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// Numbers of a space-separated attribute such as `viewBox`.
    static func numbers(_ attribute: String?) -> [Double] {
        (attribute ?? "").split(separator: " ").compactMap { Double($0) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        /// Indices of the open elements.
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last {
                elements[index].text += string
            }
        }
    }
}
