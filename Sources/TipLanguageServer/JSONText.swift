import TipEmit

/// Compact JSON text: no whitespace, keys in order, strings escaped.
extension JSON {
    /// The value as compact JSON text.
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the text to `out`, walking containers with an explicit stack rather than recursion.
    private func write(into out: inout String) {
        enum Step {
            case value(JSON)
            case literal(String)
        }
        var steps: [Step] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case .literal(let text):
                out += text
            case .value(let value):
                switch value {
                case .null: out += "null"
                case .bool(let flag): out += flag ? "true" : "false"
                case .integer(let integer): out += String(integer)
                case .number(let number): out += JSON.numberText(number)
                case .string(let string): out += JSONValue.quoted(string)
                case .array(let elements):
                    var pending: [Step] = [.literal("[")]
                    for (index, element) in elements.enumerated() {
                        if index > 0 { pending.append(.literal(",")) }
                        pending.append(.value(element))
                    }
                    pending.append(.literal("]"))
                    steps.append(contentsOf: pending.reversed())
                case .object(let members):
                    var pending: [Step] = [.literal("{")]
                    for (index, member) in members.enumerated() {
                        var key = index > 0 ? "," : ""
                        key += JSONValue.quoted(member.key)
                        pending.append(.literal(key + ":"))
                        pending.append(.value(member.value))
                    }
                    pending.append(.literal("}"))
                    steps.append(contentsOf: pending.reversed())
                }
            }
        }
    }

    /// A double as JSON: integral values without a fraction, non-finite values as `null`.
    private static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
        return String(number)
    }
}

extension JSON: CustomStringConvertible {
    /// The compact JSON text.
    public var description: String { text }
}
