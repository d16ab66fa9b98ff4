/// A JSON value: the one model of the layout-tree writer (rendered pretty, see
/// ``rendered()``) and of the language server (parsed with ``parse(_:)``, written compact with
/// ``compactText``).
///
/// Objects keep their members in the order they were written, so the text is the same bytes on
/// every run and every machine. Integers are kept apart from other numbers so request ids and
/// positions round-trip exactly.
public enum JSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object; members in order (a key written twice keeps both, lookups find the first).
    case object([JSONMember])

    /// The member called `key` of an object, or nil (also for values that are not objects).
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this is one (a number with no fractional part counts).
    public var integerValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value.rounded() == value && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Whether this is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// True for values that hold no other value.
    var isScalar: Bool {
        switch self {
        case .null, .bool, .integer, .number, .string: true
        case .array, .object: false
        }
    }

    /// Structural equality; an integer equals the same value written as a number.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): Double(a) == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Hashes consistently with ``==(_:_:)`` (an integer hashes as the same number).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(Double(value))
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let elements): hasher.combine(elements)
        case .object(let members): hasher.combine(members)
        }
    }
}

/// One key and its value in a ``JSON/object(_:)``.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSON

    /// Creates a member.
    public init(_ key: String, _ value: JSON) {
        self.key = key
        self.value = value
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// An object with the members in the order written.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(elements.map { JSONMember($0.0, $0.1) })
    }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
