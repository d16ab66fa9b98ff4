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
        var out = ""
        render(into: &out, indent: 0)
        return out
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

    private func render(into out: inout String, indent: Int) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .number(let value):
            out += NumberFormat.format(value)
        case .string(let value):
            out += JSONValue.quoted(value)
        case .array(let elements):
            if elements.allSatisfy(\.isScalar) {
                out += "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
                return
            }
            let inner = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                element.render(into: &out, indent: indent + 2)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
            } else if indent > 0 && members.allSatisfy(\.value.isFlat) {
                let pairs = members.map { JSONValue.quoted($0.key) + ": " + $0.value.rendered() }
                out += "{ " + pairs.joined(separator: ", ") + " }"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                out += "{\n"
                for (index, member) in members.enumerated() {
                    out += inner + JSONValue.quoted(member.key) + ": "
                    member.value.render(into: &out, indent: indent + 2)
                    out += index == members.count - 1 ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: indent) + "}"
            }
        }
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX`, U+2028 and U+2029 as `\u2028` and `\u2029` (so the text is
    /// also a valid JavaScript literal); everything else, non-ASCII included, kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + hexByte(UInt8(scalar.value))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
