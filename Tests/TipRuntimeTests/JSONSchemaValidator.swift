import Foundation

/// A JSON value read strictly (booleans are not numbers), for the schema validator.
indirect enum JSONInstance: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONInstance])
    case object([String: JSONInstance])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONInstance].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONInstance].self)) }
    }

    /// Parses JSON bytes.
    static func parse(_ data: Data) throws -> JSONInstance {
        try JSONDecoder().decode(JSONInstance.self, from: data)
    }

    /// The JSON Schema type names this value has (`integer` numbers are also `number`).
    var typeNames: [String] {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

/// A JSON Schema (draft 2020-12) validator for exactly the keywords `tip-layout.schema.json`
/// uses: `type`, `properties`, `required`, `additionalProperties` (boolean), `items`, `enum`,
/// `const`, `pattern`, `minimum`, `maximum`, `oneOf`, `anyOf` and `$ref` to `#/$defs/…`.
/// Annotations (`$schema`, `$id`, `title`, `description`, `$defs`) are ignored; any other keyword
/// is reported as unsupported, so the schema cannot silently rely on something unchecked.
struct JSONSchemaValidator {
    /// The whole schema (for `$ref`).
    let root: JSONInstance
    /// Every `pattern` of the schema, compiled once.
    private let patterns: [String: Regex<AnyRegexOutput>]

    init(root: JSONInstance) {
        self.root = root
        var patterns: [String: Regex<AnyRegexOutput>] = [:]
        var pending = [root]
        while let schema = pending.popLast() {
            switch schema {
            case .object(let members):
                if case .string(let pattern)? = members["pattern"] { patterns[pattern] = try? Regex(pattern) }
                pending += members.values
            case .array(let elements):
                pending += elements
            default:
                break
            }
        }
        self.patterns = patterns
    }

    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let maximumDepth = 200

    /// Every violation of the schema by `instance`, each as "`/json/pointer`: what is wrong".
    func errors(in instance: JSONInstance) -> [String] {
        var errors: [String] = []
        check(instance, against: root, at: "", depth: 0, errors: &errors)
        return errors
    }

    private func check(_ instance: JSONInstance, against schema: JSONInstance, at pointer: String, depth: Int, errors: inout [String]) {
        guard depth < Self.maximumDepth else {
            errors.append("\(pointer): schema nesting too deep (a $ref cycle?)")
            return
        }
        guard case .object(let keywords) = schema else {
            errors.append("\(pointer): schema is not an object")
            return
        }
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
            switch keyword {
            case "type":
                let allowed: [String]
                switch value {
                case .string(let name): allowed = [name]
                case .array(let names): allowed = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
                default: allowed = []
                }
                if Set(allowed).isDisjoint(with: instance.typeNames) {
                    errors.append("\(pointer): expected \(allowed.joined(separator: " or ")), found \(instance.typeNames[0])")
                }
            case "properties":
                guard case .object(let members) = instance, case .object(let properties) = value else { continue }
                for (name, subschema) in properties.sorted(by: { $0.key < $1.key }) {
                    if let member = members[name] {
                        check(member, against: subschema, at: pointer + "/" + name, depth: depth + 1, errors: &errors)
                    }
                }
            case "required":
                guard case .object(let members) = instance, case .array(let names) = value else { continue }
                for case .string(let name) in names where members[name] == nil {
                    errors.append("\(pointer): missing required key '\(name)'")
                }
            case "additionalProperties":
                guard case .object(let members) = instance, value == .bool(false) else { continue }
                guard case .object(let properties)? = keywords["properties"] else { continue }
                for name in members.keys.sorted() where properties[name] == nil {
                    errors.append("\(pointer): unexpected key '\(name)'")
                }
            case "items":
                guard case .array(let elements) = instance else { continue }
                for (index, element) in elements.enumerated() {
                    check(element, against: value, at: pointer + "/\(index)", depth: depth + 1, errors: &errors)
                }
            case "enum":
                if case .array(let options) = value, !options.contains(instance) {
                    errors.append("\(pointer): value not in enum")
                }
            case "const":
                if instance != value { errors.append("\(pointer): value is not the constant") }
            case "pattern":
                guard case .string(let text) = instance, case .string(let pattern) = value else { continue }
                if (try? patterns[pattern]?.firstMatch(in: text)) == nil {
                    errors.append("\(pointer): '\(text)' does not match \(pattern)")
                }
            case "minimum":
                if case .number(let number) = instance, case .number(let bound) = value, number < bound {
                    errors.append("\(pointer): \(number) is below the minimum \(bound)")
                }
            case "maximum":
                if case .number(let number) = instance, case .number(let bound) = value, number > bound {
                    errors.append("\(pointer): \(number) is above the maximum \(bound)")
                }
            case "oneOf", "anyOf":
                guard case .array(let alternatives) = value else { continue }
                let outcomes = alternatives.map { alternative in
                    var inner: [String] = []
                    check(instance, against: alternative, at: pointer, depth: depth + 1, errors: &inner)
                    return inner
                }
                let matches = outcomes.filter(\.isEmpty).count
                if keyword == "oneOf" ? matches != 1 : matches == 0 {
                    errors.append("\(pointer): matches \(matches) of the \(keyword) alternatives")
                    // Explain with the alternative that came closest (the first of the best).
                    if matches == 0, let closest = outcomes.min(by: { $0.count < $1.count }) { errors += closest }
                }
            case "$ref":
                guard case .string(let reference) = value, let target = resolve(reference) else {
                    errors.append("\(pointer): unresolvable $ref")
                    continue
                }
                check(instance, against: target, at: pointer, depth: depth + 1, errors: &errors)
            default:
                errors.append("\(pointer): unsupported schema keyword '\(keyword)'")
            }
        }
    }

    /// The schema at `#/$defs/NAME`.
    private func resolve(_ reference: String) -> JSONInstance? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), case .object(let top) = root, case .object(let definitions)? = top["$defs"] else {
            return nil
        }
        return definitions[String(reference.dropFirst(prefix.count))]
    }
}
