import TipEmit

/// Reads an Xcode String Catalog (`.xcstrings`, Xcode 15 and later: format versions 1.0 and
/// 1.1) into a ``StringTable``:
///
/// ```
/// {"sourceLanguage": "en", "version": "1.0", "strings": {
///   "welcome.title": {"comment": "…", "localizations": {
///     "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
///     "ko": {"variations": {"plural": {"one": {"stringUnit": …}, "other": {"stringUnit": …}}}}}}}}
/// ```
///
/// A localization is a `stringUnit`, or `variations` (kinds such as `plural` or `device`, each
/// case a `stringUnit` or `variations` again), or a `stringUnit` with `substitutions` whose
/// `variations` fill its `%#@name@` parts. Members tipc does not use (`extractionState`,
/// `argNum`, …) are skipped, so are unknown ones; those it uses must have their JSON type, and
/// a mistake is reported with its key path (`strings."welcome".localizations.ko.stringUnit`).
/// A `stringUnit` without `state` is `translated`. An object of names read one by one
/// (`strings`, `localizations`, `variations` and their kinds, `substitutions`) that has a name
/// twice is an error: the JSON reader keeps both, and which one Xcode would take is not known.
struct StringCatalogParser {
    private let path: String
    private var locales: Set<String> = []

    /// The table of the catalog at `path`, whose bytes are `bytes`.
    static func table(of bytes: [UInt8], path: String) -> Result<StringTable, StringTableError> {
        var parser = StringCatalogParser(path: path)
        do throws(StringTableError) {
            return .success(try parser.readTable(bytes))
        } catch {
            return .failure(error)
        }
    }

    private init(path: String) { self.path = path }

    private mutating func readTable(_ bytes: [UInt8]) throws(StringTableError) -> StringTable {
        let text = try StringTableText.decode(bytes, path: path, allowsUTF16: false).get()
        let json: JSON
        do throws(JSONParseError) {
            json = try JSON.parse(text.utf8)
        } catch {
            let message = StringTableMessages.notJSON(path, error.message, atByte: error.offset + text.skippedBytes)
            throw StringTableError(path: path, message: message, offset: error.offset, in: text.utf8)
        }
        guard json.isObject else { throw wrongType(json, at: [], expected: "an object") }
        if let version = json["version"] {
            guard let written = version.stringValue else { throw wrongType(version, at: [.member("version")], expected: "a string") }
            guard written.split(separator: ".", omittingEmptySubsequences: false).first == "1" else {
                throw StringTableError(path: path, message: StringTableMessages.unsupportedVersion(path, written))
            }
        }
        let sourceLanguage = try sourceLanguage(json["sourceLanguage"])
        guard let strings = json["strings"] else {
            throw StringTableError(path: path, message: StringTableMessages.missing(path, "strings", in: ""))
        }
        var keys: [String] = []
        var entries: [String: StringEntry] = [:]
        for member in try members(of: strings, at: [.member("strings")]) {
            keys.append(member.key)
            entries[member.key] = try entry(member.key, member.value, sourceLanguage: sourceLanguage)
        }
        let others = locales.subtracting([sourceLanguage]).sorted()
        return StringTable(sourceLanguage: sourceLanguage, locales: [sourceLanguage] + others, keys: keys, files: [path], entries: entries)
    }

    /// The locale the `sourceLanguage` member names.
    private func sourceLanguage(_ json: JSON?) throws(StringTableError) -> String {
        guard let json else { throw StringTableError(path: path, message: StringTableMessages.missing(path, "sourceLanguage", in: "")) }
        guard let locale = json.stringValue else { throw wrongType(json, at: [.member("sourceLanguage")], expected: "a string") }
        guard LocaleIdentifier.isPlausible(locale) else {
            throw StringTableError(path: path, message: StringTableMessages.notALocale(locale, "`\(path)`: `sourceLanguage` is"))
        }
        return locale
    }

    /// The entry of `key`, the value of `strings` member `key`.
    private mutating func entry(_ key: String, _ json: JSON, sourceLanguage: String) throws(StringTableError) -> StringEntry {
        let keyPath: [KeyPathComponent] = [.member("strings"), .key(key)]
        guard json.isObject else { throw wrongType(json, at: keyPath, expected: "an object") }
        var comment: String?
        if let written = json["comment"] {
            guard let text = written.stringValue else { throw wrongType(written, at: keyPath + [.member("comment")], expected: "a string") }
            comment = text
        }
        var shouldTranslate = true
        if let written = json["shouldTranslate"] {
            guard case .bool(let flag) = written else {
                throw wrongType(written, at: keyPath + [.member("shouldTranslate")], expected: "`true` or `false`")
            }
            shouldTranslate = flag
        }
        var values: [String: StringValue] = [:]
        if let localizations = json["localizations"] {
            let localizationsPath = keyPath + [.member("localizations")]
            for member in try members(of: localizations, at: localizationsPath) {
                guard LocaleIdentifier.isPlausible(member.key) else {
                    let place = "`\(path)`: `\(Self.text(of: localizationsPath))` names the locale"
                    throw StringTableError(path: path, message: StringTableMessages.notALocale(member.key, place))
                }
                values[member.key] = try localization(member.value, at: localizationsPath + [.member(member.key)])
                locales.insert(member.key)
            }
        }
        if values.isEmpty {
            // A key extracted from code and never localized: the key is its source text.
            values[sourceLanguage] = .text(key, state: .translated)
            locales.insert(sourceLanguage)
        }
        return StringEntry(comment: comment, shouldTranslate: shouldTranslate, values: values)
    }

    /// The value of one localization.
    private func localization(_ json: JSON, at keyPath: [KeyPathComponent]) throws(StringTableError) -> StringValue {
        guard json.isObject else { throw wrongType(json, at: keyPath, expected: "an object") }
        var kinds = VariationKinds()
        if let variations = json["variations"] {
            try collectVariations(variations, at: keyPath + [.member("variations")], into: &kinds)
        }
        if let substitutions = json["substitutions"] {
            let substitutionsPath = keyPath + [.member("substitutions")]
            kinds.add("substitutions")
            for member in try members(of: substitutions, at: substitutionsPath) {
                let substitutionPath = substitutionsPath + [.member(member.key)]
                guard member.value.isObject else { throw wrongType(member.value, at: substitutionPath, expected: "an object") }
                if let variations = member.value["variations"] {
                    try collectVariations(variations, at: substitutionPath + [.member("variations")], into: &kinds)
                }
            }
        }
        var unit: StringValue?
        if let written = json["stringUnit"] { unit = try stringUnit(written, at: keyPath + [.member("stringUnit")]) }
        if !kinds.ordered.isEmpty { return .variations(kinds.ordered) }
        guard let unit else { throw StringTableError(path: path, message: StringTableMessages.noValue(path, Self.text(of: keyPath))) }
        return unit
    }

    /// Checks a `variations` object, adding the kinds it and its cases have to `kinds`.
    private func collectVariations(_ json: JSON, at keyPath: [KeyPathComponent], into kinds: inout VariationKinds) throws(StringTableError) {
        let byKind = try members(of: json, at: keyPath)
        guard !byKind.isEmpty else { throw StringTableError(path: path, message: StringTableMessages.empty(path, Self.text(of: keyPath))) }
        for kind in byKind {
            kinds.add(kind.key)
            let kindPath = keyPath + [.member(kind.key)]
            let cases = try members(of: kind.value, at: kindPath)
            guard !cases.isEmpty else { throw StringTableError(path: path, message: StringTableMessages.empty(path, Self.text(of: kindPath))) }
            for variant in cases {
                let casePath = kindPath + [.member(variant.key)]
                guard variant.value.isObject else { throw wrongType(variant.value, at: casePath, expected: "an object") }
                let nested = variant.value["variations"]
                let unit = variant.value["stringUnit"]
                guard nested != nil || unit != nil else {
                    throw StringTableError(path: path, message: StringTableMessages.noValue(path, Self.text(of: casePath)))
                }
                if let nested { try collectVariations(nested, at: casePath + [.member("variations")], into: &kinds) }
                if let unit { _ = try stringUnit(unit, at: casePath + [.member("stringUnit")]) }
            }
        }
    }

    /// The text of a `stringUnit`.
    private func stringUnit(_ json: JSON, at keyPath: [KeyPathComponent]) throws(StringTableError) -> StringValue {
        guard json.isObject else { throw wrongType(json, at: keyPath, expected: "an object") }
        guard let value = json["value"] else {
            throw StringTableError(path: path, message: StringTableMessages.missing(path, "value", in: Self.text(of: keyPath)))
        }
        guard let text = value.stringValue else { throw wrongType(value, at: keyPath + [.member("value")], expected: "a string") }
        guard let state = json["state"] else { return .text(text, state: .translated) }
        guard let written = state.stringValue else { throw wrongType(state, at: keyPath + [.member("state")], expected: "a string") }
        return .text(text, state: TranslationState(rawValue: written))
    }

    /// The members of the object `json` at `keyPath`, each key once.
    private func members(of json: JSON, at keyPath: [KeyPathComponent]) throws(StringTableError) -> [JSONMember] {
        guard case .object(let members) = json else { throw wrongType(json, at: keyPath, expected: "an object") }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw StringTableError(path: path, message: StringTableMessages.duplicateMember(path, member.key, in: Self.text(of: keyPath)))
        }
        return members
    }

    private func wrongType(_ json: JSON, at keyPath: [KeyPathComponent], expected: String) -> StringTableError {
        let message = StringTableMessages.wrongType(path, Self.text(of: keyPath), is: Self.kind(of: json), not: expected)
        return StringTableError(path: path, message: message)
    }

    /// What `json` is, for a message: `a string`, `an array`…
    private static func kind(of json: JSON) -> String {
        switch json {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The kinds of variation a localization has, each once, in the order met (a set beside
    /// the list, so that a hostile catalog with thousands of kinds is not read in quadratic time).
    private struct VariationKinds {
        private(set) var ordered: [String] = []
        private var seen: Set<String> = []

        mutating func add(_ kind: String) {
            if seen.insert(kind).inserted { ordered.append(kind) }
        }
    }

    /// One step of a key path: a member with a fixed name or a locale, written bare unless it
    /// needs quotes, or a key of `strings`, always quoted.
    private enum KeyPathComponent {
        case member(String)
        case key(String)
    }

    /// A key path as messages write it: `strings."welcome".localizations.ko.stringUnit`.
    private static func text(of keyPath: [KeyPathComponent]) -> String {
        keyPath.map { component in
            switch component {
            case .key(let key):
                return "\"\(StringTableMessages.quoted(key))\""
            case .member(let name):
                let bare = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
                return bare ? name : "\"\(StringTableMessages.quoted(name))\""
            }
        }.joined(separator: ".")
    }
}
