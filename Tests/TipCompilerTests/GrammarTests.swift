import Foundation
import Testing
import TipSemantics

/// `Grammar/tip.tmLanguage.json`, the TextMate grammar: valid JSON, every regex compiles,
/// every include resolves, and a small tokenizer applying its rules gives the expected scopes.
@Suite struct GrammarTests {
    static let path = RepositoryFiles.root + "/Grammar/tip.tmLanguage.json"

    static func grammar() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every rule object of the grammar (top-level patterns, repository entries, nested patterns).
    static func rules(in grammar: [String: Any]) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var pending: [Any] = [grammar["patterns"] as Any, grammar["repository"] as Any]
        while let next = pending.popLast() {
            if let array = next as? [Any] {
                pending += array
            } else if let object = next as? [String: Any] {
                if object["match"] != nil || object["begin"] != nil || object["include"] != nil { found.append(object) }
                pending += Array(object.values)
            }
        }
        return found
    }

    @Test func identifiesTheLanguage() throws {
        let grammar = try Self.grammar()
        #expect(grammar["scopeName"] as? String == "source.tip")
        #expect(grammar["fileTypes"] as? [String] == ["tip"])
    }

    @Test func everyRegexCompiles() throws {
        let rules = Self.rules(in: try Self.grammar())
        var count = 0
        for rule in rules {
            for key in ["match", "begin", "end"] {
                guard let pattern = rule[key] as? String else { continue }
                #expect(throws: Never.self, "\(key): \(pattern)") { _ = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) }
                count += 1
            }
        }
        #expect(count >= 20)
    }

    @Test func everyIncludeResolves() throws {
        let grammar = try Self.grammar()
        let repository = try #require(grammar["repository"] as? [String: Any])
        let includes = Self.rules(in: grammar).compactMap { $0["include"] as? String }
        #expect(!includes.isEmpty)
        for include in includes {
            #expect(include.hasPrefix("#") && repository[String(include.dropFirst())] != nil, "\(include)")
        }
    }

    @Test func namedColoursAndEnumValuesAreConstants() throws {
        let tokenizer = try GrammarTokenizer(grammar: try Self.grammar())
        for word in NamedColors.names + PropertyTable.valueKeywords {
            let scopes = tokenizer.scopes(of: word, in: "x: \(word)")
            #expect(scopes.contains { $0.hasPrefix("support.constant") }, "\(word): \(scopes)")
        }
    }

    @Test func linesGetTheExpectedScopes() throws {
        let tokenizer = try GrammarTokenizer(grammar: try Self.grammar())
        let checks: [(line: String, token: String, scope: String)] = [
            ("let brand = #01B7FF // x", "#01B7FF", "constant.other.color.rgb-value.hex.tip"),
            ("let brand = #01B7FF // x", "// x", "comment.line.double-slash.tip"),
            ("let brand = #01B7FF // x", "let", "storage.type.tip"),
            ("let brand = #01B7FF // x", "brand", "variable.other.constant.tip"),
            ("let bad = #12345", "#12345", "invalid.illegal.color.tip"),
            ("import \"shared/brand.tip\"", "import", "keyword.control.import.tip"),
            ("import \"shared/brand.tip\"", "shared/brand.tip", "string.quoted.double.tip"),
            ("style Outlined : Bubble {", "Outlined", "entity.name.type.tip"),
            ("style Outlined : Bubble {", "Bubble", "entity.other.inherited-class.tip"),
            ("tooltip New {", "tooltip", "storage.type.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "arrow", "variable.other.property.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "edge", "variable.other.property.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "bottom", "support.constant.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "leading", "support.function.builtin.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "70.5", "constant.numeric.tip"),
            ("    arrow { edge: bottom; position: leading(70.5) }", "{", "punctuation.section.block.begin.tip"),
            ("    arrow.edge: top", "arrow.edge", "variable.other.property.tip"),
            ("    text: \"a\\n\\q\"", "\\n", "constant.character.escape.tip"),
            ("    text: \"a\\n\\q\"", "\\q", "invalid.illegal.escape.tip"),
            ("    text: \"emoji \\u{1F600}\"", "\\u{1F600}", "constant.character.escape.tip"),
            ("/* a /* b */ still */ width: 4s", "still", "comment.block.tip"),
            ("/* a /* b */ still */ width: 4s", "width", "variable.other.property.tip"),
            ("/* a /* b */ still */ width: 4s", "4", "constant.numeric.tip"),
            ("/* a /* b */ still */ width: 4s", "s", "keyword.other.unit.tip"),
            ("    dismiss: tap, after(250ms)", "tap", "support.constant.tip"),
            ("    dismiss: tap, after(250ms)", "after", "support.function.builtin.tip"),
            ("    dismiss: tap, after(250ms)", "ms", "keyword.other.unit.tip"),
            ("    dismiss: tap, after(250ms)", ",", "punctuation.separator.comma.tip"),
            ("    disappear: fade(0.2s) + scale(0.8)", "fade", "support.function.builtin.tip"),
            ("    disappear: fade(0.2s) + scale(0.8)", "+", "keyword.operator.combination.tip"),
            ("    emphasis: pulse", "pulse", "support.constant.tip"),
            ("    actions: [action(\"Learn more\", id: \"more\")]", "action", "support.function.builtin.tip"),
            ("    shadow { color: rgba(0, 0, 0, 0.3) }", "rgba", "support.function.builtin.tip"),
            ("    background: color(light: white, dark: black)", "color", "support.function.builtin.tip"),
            ("    font: 15 relativeTo(body)", "relativeTo", "support.function.builtin.tip"),
            ("    text: localized(\"blog.tip\")", "localized", "support.function.builtin.tip"),
            ("strings \"Texts/App.xcStrings\"", "strings", "storage.type.tip"),
            ("let strings = 1", "strings", "variable.other.constant.tip"),
            ("    font: \"Avenir\" 15 semibold", "semibold", "support.constant.tip"),
            ("    background: systemGray6", "systemGray6", "support.constant.color.tip"),
            ("    maxWidth: 50%", "%", "keyword.other.unit.tip"),
            ("    width: 12px", "12px", "invalid.illegal.number.tip"),
            ("    visible: true", "true", "constant.language.boolean.tip"),
            ("    tag { padding: 0 10 }", "tag", "keyword.other.tag.tip"),
            ("    spacing: gutter", "gutter", "variable.other.tip"),
        ]
        for check in checks {
            let scopes = tokenizer.scopes(of: check.token, in: check.line)
            #expect(scopes.contains(check.scope), "`\(check.token)` in `\(check.line)`: \(scopes)")
        }
    }
}

/// A minimal TextMate tokenizer for one line: at each position the leftmost match among the
/// current rules wins (the first rule on a tie; a `begin`/`end` rule's `end` before its inner
/// rules); `begin` pushes a rule whose inner patterns apply until its `end`.
struct GrammarTokenizer {
    final class Rule {
        var name: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
    }

    let topLevel: [Rule]

    init(grammar: [String: Any]) throws {
        let repository = grammar["repository"] as? [String: Any] ?? [:]
        var built: [String: Rule] = [:]
        func rule(_ object: [String: Any]) throws -> [Rule] {
            if let include = object["include"] as? String {
                let key = String(include.dropFirst())
                if let existing = built[key] { return existing.name == nil && existing.match == nil && existing.begin == nil ? existing.patterns : [existing] }
                let entry = Rule()
                built[key] = entry
                try fill(entry, from: repository[key] as? [String: Any] ?? [:])
                return entry.match == nil && entry.begin == nil && entry.name == nil ? entry.patterns : [entry]
            }
            let entry = Rule()
            try fill(entry, from: object)
            return [entry]
        }
        func captures(_ value: Any?) -> [Int: String] {
            var result: [Int: String] = [:]
            for (key, value) in value as? [String: Any] ?? [:] {
                if let index = Int(key), let name = (value as? [String: Any])?["name"] as? String { result[index] = name }
            }
            return result
        }
        func fill(_ entry: Rule, from object: [String: Any]) throws {
            entry.name = object["name"] as? String
            if let pattern = object["match"] as? String { entry.match = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) }
            if let pattern = object["begin"] as? String { entry.begin = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) }
            if let pattern = object["end"] as? String { entry.end = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) }
            entry.captures = captures(object["captures"])
            entry.beginCaptures = captures(object["beginCaptures"])
            entry.endCaptures = captures(object["endCaptures"])
            for pattern in object["patterns"] as? [[String: Any]] ?? [] { entry.patterns += try rule(pattern) }
        }
        var top: [Rule] = []
        for pattern in grammar["patterns"] as? [[String: Any]] ?? [] { top += try rule(pattern) }
        topLevel = top
    }

    /// The scopes of each UTF-16 unit of `line`.
    func tokenize(_ line: String) -> [[String]] {
        let text = line as NSString
        var scopes = Array(repeating: [String](), count: text.length)
        func mark(_ range: NSRange, _ scope: String?) {
            guard let scope, range.location != NSNotFound else { return }
            for index in range.location..<(range.location + range.length) { scopes[index].append(scope) }
        }
        func markCaptures(_ result: NSTextCheckingResult, _ names: [Int: String]) {
            for (index, name) in names where index < result.numberOfRanges { mark(result.range(at: index), name) }
        }
        var stack: [(rule: Rule, start: Int)] = []
        var position = 0
        while position <= text.length {
            let rules = stack.last?.rule.patterns ?? topLevel
            let searchRange = NSRange(location: position, length: text.length - position)
            var best: (result: NSTextCheckingResult, rule: Rule?)?
            if let open = stack.last, let end = open.rule.end?.firstMatch(in: line, range: searchRange) {
                best = (end, nil)
            }
            for rule in rules {
                guard let regex = rule.match ?? rule.begin, let result = regex.firstMatch(in: line, range: searchRange) else { continue }
                if best == nil || result.range.location < best!.result.range.location { best = (result, rule) }
            }
            guard let (result, rule) = best else { break }
            let matchEnd = result.range.location + result.range.length
            if let rule {
                if rule.match != nil {
                    mark(result.range, rule.name)
                    markCaptures(result, rule.captures)
                } else {
                    markCaptures(result, rule.beginCaptures)
                    stack.append((rule, result.range.location))
                }
            } else if let open = stack.popLast() {
                mark(NSRange(location: open.start, length: matchEnd - open.start), open.rule.name)
                markCaptures(result, open.rule.endCaptures)
            }
            position = max(matchEnd, result.range.length == 0 ? position + 1 : matchEnd)
        }
        for open in stack.reversed() { mark(NSRange(location: open.start, length: text.length - open.start), open.rule.name) }
        return scopes
    }

    /// The scopes shared by every unit of the last occurrence of `token` in `line`.
    func scopes(of token: String, in line: String) -> [String] {
        let range = (line as NSString).range(of: token, options: [.backwards], range: NSRange(location: 0, length: (line as NSString).length))
        guard range.location != NSNotFound, range.length > 0 else { return [] }
        let all = tokenize(line)[range.location..<(range.location + range.length)]
        return all.first.map { first in first.filter { scope in all.allSatisfy { $0.contains(scope) } } } ?? []
    }
}
