import Foundation
import TipEmit

extension JSON {
    /// Reads JSON text with the project's one JSON model (booleans are not numbers).
    static func parse(_ data: Data) throws -> JSON { try JSON.parse(Array(data)) }

    /// The JSON Schema type names this value has (`integer` numbers are also `number`).
    var typeNames: [String] {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .integer: ["number", "integer"]
        case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    /// The number, if this is one.
    var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The members, sorted by key, if this is an object.
    var sortedMembers: [JSONMember]? {
        guard case .object(let members) = self else { return nil }
        return members.sorted { $0.key < $1.key }
    }
}

/// A JSON Schema (draft 2020-12) validator for exactly the keywords `tip-layout.schema.json`
/// uses: `type`, `properties`, `required`, `additionalProperties` (boolean), `items`, `enum`,
/// `const`, `pattern`, `minimum`, `maximum`, `oneOf`, `anyOf` and `$ref` to `#/$defs/…`.
/// Annotations (`$schema`, `$id`, `title`, `description`, `$defs`) are ignored; any other keyword
/// is reported as unsupported, so the schema cannot silently rely on something unchecked.
/// It also records which of the schema's declared properties an instance used (``usedProperties``),
/// so that a test can find properties the schema declares and nothing writes.
struct JSONSchemaValidator {
    /// The whole schema (for `$ref`).
    let root: JSON
    /// Every `pattern` of the schema, compiled once.
    private let patterns: [String: Regex<AnyRegexOutput>]

    init(root: JSON) {
        self.root = root
        var patterns: [String: Regex<AnyRegexOutput>] = [:]
        var pending = [root]
        while let schema = pending.popLast() {
            switch schema {
            case .object(let members):
                if let pattern = schema["pattern"]?.stringValue { patterns[pattern] = try? Regex(pattern) }
                pending += members.map(\.value)
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
    func errors(in instance: JSON) -> [String] {
        var used: Set<String> = []
        return errors(in: instance, usedProperties: &used)
    }

    /// ``errors(in:)``, adding to `used` the schema pointer (`#/$defs/tooltip/properties/icon`)
    /// of each declared property `instance` has where the schema matches it.
    func errors(in instance: JSON, usedProperties used: inout Set<String>) -> [String] {
        var errors: [String] = []
        check(instance, against: root, schemaPointer: "#", at: "", depth: 0, errors: &errors, used: &used)
        return errors
    }

    /// Every property the schema declares at or under `schemaPointer` (following no `$ref`), as
    /// the pointers ``errors(in:usedProperties:)`` records.
    func declaredProperties(under schemaPointer: String) -> Set<String> {
        let path = schemaPointer.split(separator: "/").dropFirst().map(String.init)
        guard let schema = path.reduce(Optional(root), { $0?[$1] }) else { return [] }
        var declared: Set<String> = []
        var pending = [(schema, schemaPointer)]
        while let (node, pointer) = pending.popLast() {
            guard let members = node.sortedMembers else { continue }
            for member in members {
                switch (member.key, member.value) {
                case ("properties", .object(let properties)):
                    for property in properties {
                        declared.insert(pointer + "/properties/" + property.key)
                        pending.append((property.value, pointer + "/properties/" + property.key))
                    }
                case ("items", let items):
                    pending.append((items, pointer + "/items"))
                case ("oneOf", .array(let alternatives)), ("anyOf", .array(let alternatives)):
                    pending += alternatives.enumerated().map { ($1, pointer + "/\(member.key)/\($0)") }
                default:
                    break
                }
            }
        }
        return declared
    }

    private func check(
        _ instance: JSON, against schema: JSON, schemaPointer: String, at pointer: String, depth: Int, errors: inout [String],
        used: inout Set<String>
    ) {
        guard depth < Self.maximumDepth else {
            errors.append("\(pointer): schema nesting too deep (a $ref cycle?)")
            return
        }
        guard let keywords = schema.sortedMembers else {
            errors.append("\(pointer): schema is not an object")
            return
        }
        for member in keywords where !Self.annotations.contains(member.key) {
            let (keyword, value) = (member.key, member.value)
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
                guard instance.isObject, let properties = value.sortedMembers else { continue }
                for property in properties {
                    if let member = instance[property.key] {
                        let declaration = schemaPointer + "/properties/" + property.key
                        used.insert(declaration)
                        check(
                            member, against: property.value, schemaPointer: declaration, at: pointer + "/" + property.key, depth: depth + 1,
                            errors: &errors, used: &used)
                    }
                }
            case "required":
                guard instance.isObject, case .array(let names) = value else { continue }
                for case .string(let name) in names where instance[name] == nil {
                    errors.append("\(pointer): missing required key '\(name)'")
                }
            case "additionalProperties":
                guard let members = instance.sortedMembers else { continue }
                let extra = members.filter { schema["properties"]?[$0.key] == nil }
                if value == .bool(false) {
                    for member in extra { errors.append("\(pointer): unexpected key '\(member.key)'") }
                } else if value.isObject {
                    for member in extra {
                        check(
                            member.value, against: value, schemaPointer: schemaPointer + "/additionalProperties", at: pointer + "/" + member.key,
                            depth: depth + 1, errors: &errors, used: &used)
                    }
                }
            case "items":
                guard case .array(let elements) = instance else { continue }
                for (index, element) in elements.enumerated() {
                    check(
                        element, against: value, schemaPointer: schemaPointer + "/items", at: pointer + "/\(index)", depth: depth + 1,
                        errors: &errors, used: &used)
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
                if let number = instance.numberValue, let bound = value.numberValue, number < bound {
                    errors.append("\(pointer): \(number) is below the minimum \(bound)")
                }
            case "maximum":
                if let number = instance.numberValue, let bound = value.numberValue, number > bound {
                    errors.append("\(pointer): \(number) is above the maximum \(bound)")
                }
            case "oneOf", "anyOf":
                guard case .array(let alternatives) = value else { continue }
                let outcomes = alternatives.enumerated().map { index, alternative in
                    var inner: [String] = []
                    var innerUsed: Set<String> = []
                    check(
                        instance, against: alternative, schemaPointer: schemaPointer + "/\(keyword)/\(index)", at: pointer, depth: depth + 1,
                        errors: &inner, used: &innerUsed)
                    return (errors: inner, used: innerUsed)
                }.map { outcome in
                    // Only an alternative that matches uses its properties.
                    if outcome.errors.isEmpty { used.formUnion(outcome.used) }
                    return outcome.errors
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
                check(instance, against: target, schemaPointer: reference, at: pointer, depth: depth + 1, errors: &errors, used: &used)
            default:
                errors.append("\(pointer): unsupported schema keyword '\(keyword)'")
            }
        }
    }

    /// The schema at `#/$defs/NAME`.
    private func resolve(_ reference: String) -> JSON? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["$defs"]?[String(reference.dropFirst(prefix.count))]
    }
}
