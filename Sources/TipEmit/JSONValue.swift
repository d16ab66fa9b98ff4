import TipLayout

/// A JSON value whose objects keep their keys in the order they were written, so the text it
/// renders is the same bytes on every run and every machine.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, printed with ``NumberFormat/format(_:)``.
    case number(Double)
    /// A string, escaped for JSON and JavaScript.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: keys in the given order.
    case object([JSONMember])

    /// `transform(value)`, or `null` when `value` is nil.
    public static func optional<Wrapped>(_ value: Wrapped?, _ transform: (Wrapped) -> JSONValue) -> JSONValue {
        value.map(transform) ?? .null
    }

    /// The pretty-printed text: two-space indentation, `": "` between key and value, no final
    /// newline. Arrays of scalars, and objects whose values are scalars or such arrays, are written
    /// on one line (`{ "x": 0, "y": 6 }`, `{ "dismiss": ["tap"], "autoDismissAfter": 4 }`);
    /// everything else, and the outermost object, puts one member per line.
    public func rendered() -> String {
        var out = OutputBytes()
        render(into: &out, indent: 0)
        return out.text
    }

    /// True for values that hold no other value.
    private var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .string: true
        case .array, .object: false
        }
    }

    /// True for scalars and arrays of scalars: what a one-line object may hold.
    private var isFlat: Bool {
        switch self {
        case .array(let elements): elements.allSatisfy(\.isScalar)
        default: isScalar
        }
    }

    private func render(into out: inout OutputBytes, indent: Int) {
        switch self {
        case .null:
            out.write("null")
        case .bool(let value):
            out.write(value ? "true" : "false")
        case .number(let value):
            out.write(NumberFormat.format(value))
        case .string(let value):
            out.writeQuoted(value)
        case .array(let elements):
            if elements.allSatisfy(\.isScalar) {
                out.write("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { out.write(", ") }
                    element.render(into: &out, indent: indent)
                }
                out.write("]")
                return
            }
            out.write("[\n")
            for (index, element) in elements.enumerated() {
                out.indent(indent + 2)
                element.render(into: &out, indent: indent + 2)
                out.write(index == elements.count - 1 ? "\n" : ",\n")
            }
            out.indent(indent)
            out.write("]")
        case .object(let members):
            if members.isEmpty {
                out.write("{}")
            } else if indent > 0 && members.allSatisfy(\.value.isFlat) {
                out.write("{ ")
                for (index, member) in members.enumerated() {
                    if index > 0 { out.write(", ") }
                    out.writeQuoted(member.key)
                    out.write(": ")
                    member.value.render(into: &out, indent: indent)
                }
                out.write(" }")
            } else {
                out.write("{\n")
                for (index, member) in members.enumerated() {
                    out.indent(indent + 2)
                    out.writeQuoted(member.key)
                    out.write(": ")
                    member.value.render(into: &out, indent: indent + 2)
                    out.write(index == members.count - 1 ? "\n" : ",\n")
                }
                out.indent(indent)
                out.write("}")
            }
        }
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX`, U+2028 and U+2029 as `\u2028` and `\u2029` (so the text is
    /// also a valid JavaScript literal); everything else, non-ASCII included, kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return "\"" + text + "\"" }
        // Works on the UTF-8 bytes: every byte that matters is ASCII or starts U+2028/U+2029.
        let bytes = Array(text.utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case 0x08: out += "\\b".utf8
            case 0x0C: out += "\\f".utf8
            case 0x00..<0x20: out += ("\\u00" + hexByte(byte)).utf8
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                out += (bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8
                index += 2
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// False when no byte of `text` can start a character that ``quoted(_:)`` escapes: the
    /// common case, which then needs no scalar-by-scalar copy. (U+2028 and U+2029 start with
    /// 0xE2, as do other characters from U+2000 to U+2FFF; those take the full path.)
    static func mayNeedEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
        }
    }

    /// Two lower-case hex digits.
    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

/// One key and its value in a ``JSONValue/object(_:)``.
public struct JSONMember: Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
