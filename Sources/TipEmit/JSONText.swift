import TipLayout
import TipModel

extension JSON {
    /// The pretty-printed text of the layout tree: two-space indentation, `": "` between key and
    /// value, no final newline, numbers through ``NumberFormat`` (at most three decimals).
    /// Arrays of scalars, and objects whose values are scalars or such arrays, are written on one
    /// line (`{ "x": 0, "y": 6 }`, `{ "dismiss": ["tap"], "autoDismissAfter": 4 }`); everything
    /// else, and the outermost object, puts one member per line.
    public func rendered() -> String {
        var out = OutputBytes()
        writePretty(into: &out, indent: 0)
        return out.text
    }

    /// Appends the pretty text of this value as it reads at `indent` inside a larger document
    /// (an object at indent 0 always takes one member per line).
    func writePretty(into out: inout OutputBytes, indent: Int) {
        var writer = JSONTextWriter(pretty: true)
        writer.write(self, indent: indent, into: &out)
    }

    /// The compact text as UTF-8: no whitespace, members in order, numbers exact (a double
    /// prints as its shortest round-tripping form; integral ones without a fraction; non-finite
    /// ones as `null`).
    public var compactUTF8: [UInt8] {
        var out = OutputBytes()
        var writer = JSONTextWriter(pretty: false)
        writer.write(self, indent: 0, into: &out)
        return out.bytes
    }

    /// The compact text (see ``compactUTF8``).
    public var compactText: String { String(decoding: compactUTF8, as: UTF8.self) }

    /// True for scalars and arrays of scalars: what a one-line pretty object may hold.
    fileprivate var isFlat: Bool {
        switch self {
        case .array(let elements): elements.allSatisfy(\.isScalar)
        default: isScalar
        }
    }
}

extension JSON: CustomStringConvertible {
    /// The compact text.
    public var description: String { compactText }
}

/// Writes JSON text in one pass over the value, walking containers with an explicit stack (no
/// recursion, so any depth is safe), in time linear in the text written.
private struct JSONTextWriter {
    /// What an open container holds.
    private enum Items {
        case elements([JSON])
        case members([JSONMember])

        var count: Int {
            switch self {
            case .elements(let elements): elements.count
            case .members(let members): members.count
            }
        }
    }

    /// One open array or object: what is left to write and how.
    private struct Frame {
        let items: Items
        var next = 0
        /// The indentation of the line holding the container's opening bracket.
        let indent: Int
        /// Pretty, one element per line.
        let multiline: Bool

        var isObject: Bool {
            if case .members = items { return true }
            return false
        }
    }

    let pretty: Bool
    private var stack: [Frame] = []

    init(pretty: Bool) { self.pretty = pretty }

    /// Appends `root` to `out`, its first line indented by `indent` (pretty text only).
    mutating func write(_ root: JSON, indent: Int, into out: inout OutputBytes) {
        open(root, indent: indent, into: &out)
        while let top = stack.last {
            guard top.next < top.items.count else {
                close(top, into: &out)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            if top.next > 0 { out.write(",") }
            if top.multiline {
                out.write("\n")
                out.indent(top.indent + 2)
            } else if pretty && (top.next > 0 || top.isObject) {
                out.write(" ")
            }
            let indent = top.multiline ? top.indent + 2 : top.indent
            switch top.items {
            case .elements(let elements):
                open(elements[top.next], indent: indent, into: &out)
            case .members(let members):
                out.writeQuoted(members[top.next].key)
                out.write(pretty ? ": " : ":")
                open(members[top.next].value, indent: indent, into: &out)
            }
        }
    }

    /// Writes a scalar or an empty container whole; for any other container writes its opening
    /// bracket and pushes it.
    private mutating func open(_ value: JSON, indent: Int, into out: inout OutputBytes) {
        switch value {
        case .null: out.write("null")
        case .bool(let flag): out.write(flag ? "true" : "false")
        case .integer(let integer): out.write(String(integer))
        case .number(let number) where pretty: out.write(number: number)
        case .number(let number): out.write(Self.exactText(number))
        case .string(let string): out.writeQuoted(string)
        case .array(let elements) where elements.isEmpty: out.write("[]")
        case .object(let members) where members.isEmpty: out.write("{}")
        case .array(let elements):
            out.write("[")
            let multiline = pretty && !elements.allSatisfy(\.isScalar)
            stack.append(Frame(items: .elements(elements), indent: indent, multiline: multiline))
        case .object(let members):
            out.write("{")
            let multiline = pretty && (indent == 0 || !members.allSatisfy(\.value.isFlat))
            stack.append(Frame(items: .members(members), indent: indent, multiline: multiline))
        }
    }

    private func close(_ frame: Frame, into out: inout OutputBytes) {
        if frame.multiline {
            out.write("\n")
            out.indent(frame.indent)
        } else if pretty && frame.isObject {
            out.write(" ")
        }
        out.write(frame.isObject ? "}" : "]")
    }

    /// A double as exact JSON: integral values without a fraction, non-finite values as `null`.
    private static func exactText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
        return String(number)
    }
}
