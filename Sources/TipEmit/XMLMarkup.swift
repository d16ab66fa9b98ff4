import TipModel

/// XML markup written straight into the output, piece by piece, as the SVG writers make it:
/// no element tree, no string per attribute. Element and attribute names are literals of this
/// module; every other text is escaped with ``XMLText`` on its way in, so no user string can
/// leave its attribute or element. Elements are indented two spaces a level, one per line.
extension OutputBytes {
    /// Starts the start tag of `name` on a new line indented by `indent`: `<name`, to be
    /// followed by attributes and then ``closeStartTag()``, ``closeEmptyTag()`` or
    /// ``writeContent(_:closing:)``.
    mutating func openTag(_ name: StaticString, indent: Int) {
        self.indent(indent)
        append(UInt8(ascii: "<"))
        write(literal: name)
    }

    /// Ends a start tag whose children follow: `>` and a newline.
    mutating func closeStartTag() {
        write(literal: ">\n")
    }

    /// Ends an element that has no content: `/>` and a newline.
    mutating func closeEmptyTag() {
        write(literal: "/>\n")
        flushIfFull()
    }

    /// Ends a start tag with `text` (escaped) as the element's content and its end tag.
    mutating func writeContent(_ text: String, closing name: StaticString) {
        append(UInt8(ascii: ">"))
        XMLText.write(escaping: text, into: &self)
        write(literal: "</")
        write(literal: name)
        write(literal: ">\n")
        flushIfFull()
    }

    /// The end tag `</name>` on its own line.
    mutating func closeTag(_ name: StaticString, indent: Int) {
        self.indent(indent)
        write(literal: "</")
        write(literal: name)
        write(literal: ">\n")
        flushIfFull()
    }

    /// ` name="value"`, `value` escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        attribute(name) { XMLText.write(escaping: value, into: &$0) }
    }

    /// ` name="value"` for a literal value of this module, which needs no escaping.
    mutating func attribute(_ name: StaticString, literal value: StaticString) {
        attribute(name) { $0.write(literal: value) }
    }

    /// ` name="number"`, the number as ``NumberFormat`` writes it.
    mutating func attribute(_ name: StaticString, _ number: Double) {
        attribute(name) { $0.write(number: number) }
    }

    /// ` name="…"` with the value `writeValue` appends, which must escape what needs it.
    mutating func attribute(_ name: StaticString, _ writeValue: (inout OutputBytes) -> Void) {
        append(UInt8(ascii: " "))
        write(literal: name)
        write(literal: "=\"")
        writeValue(&self)
        append(UInt8(ascii: "\""))
    }

    /// Numbers separated by single spaces (`viewBox`).
    mutating func write(numbers: Double...) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { append(UInt8(ascii: " ")) }
            write(number: number)
        }
    }
}
