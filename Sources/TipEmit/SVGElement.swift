import TipLayout

/// One XML element of an SVG document: a name, attributes in the order given, and either
/// child elements or text. Every attribute value and every text is escaped when rendered, so
/// no user string can leave its attribute or element.
public struct SVGElement: Sendable {
    /// The element name (`rect`, `g`, …).
    public var name: String
    /// Attribute names and unescaped values, in output order.
    public var attributes: [SVGAttribute]
    /// Child elements (ignored when ``text`` is set).
    public var children: [SVGElement]
    /// Unescaped text content, if this element holds text.
    public var text: String?

    /// Creates an element with children.
    public init(_ name: String, _ attributes: [SVGAttribute] = [], children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = nil
    }

    /// Creates an element holding text.
    public init(_ name: String, _ attributes: [SVGAttribute] = [], text: String) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.text = text
    }

    /// The element as indented XML lines (two spaces a level), each ending with a newline.
    public func rendered(indent: Int = 0) -> String {
        var out = OutputBytes()
        render(into: &out, indent: indent)
        return out.text
    }

    /// Appends the element, as ``rendered(indent:)`` writes it.
    func render(into out: inout OutputBytes, indent: Int) {
        writeStart(into: &out, indent: indent)
        if let text {
            out.write(">")
            out.write(XMLText.escaped(text))
            out.write("</")
            out.write(name)
            out.write(">\n")
        } else if children.isEmpty {
            out.write("/>\n")
        } else {
            out.write(">\n")
            for child in children {
                child.render(into: &out, indent: indent + 2)
            }
            writeEnd(into: &out, indent: indent)
        }
    }

    /// Appends the start tag without its closing `>` (`<name attributes`), so an element's
    /// children can be written one by one, as they are made.
    func writeStart(into out: inout OutputBytes, indent: Int) {
        out.indent(indent)
        out.write("<")
        out.write(name)
        for attribute in attributes {
            out.write(" ")
            out.write(attribute.name)
            out.write("=\"")
            out.write(XMLText.escaped(attribute.value))
            out.write("\"")
        }
    }

    /// Appends the end tag `</name>` on its own line.
    func writeEnd(into out: inout OutputBytes, indent: Int) {
        out.indent(indent)
        out.write("</")
        out.write(name)
        out.write(">\n")
    }
}

/// One attribute of an ``SVGElement``.
public struct SVGAttribute: Sendable {
    /// The attribute name (a constant of this module, never user text).
    public var name: String
    /// The unescaped value.
    public var value: String

    /// A text attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A numeric attribute, written with ``NumberFormat``.
    public init(_ name: String, _ value: Double) {
        self.init(name, NumberFormat.format(value))
    }

    /// A list of numbers separated by spaces (`viewBox`, `stroke-dasharray`).
    public init(_ name: String, numbers: [Double]) {
        self.init(name, numbers.map(NumberFormat.format).joined(separator: " "))
    }
}
