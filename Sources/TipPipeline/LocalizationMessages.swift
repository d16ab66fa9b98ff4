/// The words of the localization diagnostics (E060–E065, W005).
enum LocalizationMessages {
    static func unreadable(_ error: StringTableError) -> String {
        guard let location = error.location else { return error.message }
        return "\(error.message) (\(error.path):\(location.line):\(location.column))"
    }

    static func noTable(_ key: String) -> String { "`localized(\"\(key)\")` needs a strings table" }
    static let declareTable = "declare one at the top of a file: `strings \"Localizable.xcstrings\"`"
    static func unknownKey(_ key: String) -> String { "the strings table has no key `\(key)`" }

    static func noSourceText(_ key: String, locale: String) -> String {
        "`\(key)` has no text in the strings table's source language `\(locale)`"
    }

    static func variations(_ key: String, kinds: [String], locale: String) -> String {
        "`\(key)` has \(kinds.joined(separator: " and ")) variations in `\(locale)`: tipc lays out one text per locale, so a key it lays out must have a plain text"
    }

    static func unknownLocale(_ locale: String, available: [String]) -> String {
        "the strings table has no locale `\(locale)` (it has \(available.map { "`\($0)`" }.joined(separator: ", ")))"
    }

    static func cannotLayOut(_ locale: String, reason: String) -> String {
        "tipc cannot lay out `\(locale)` yet: \(reason)"
    }

    static let sourceCannotBeLaidOut = "the source language is laid out as every component's default, so this table cannot be used yet"

    static func layOutOthers(_ locales: [String]) -> String {
        guard !locales.isEmpty else { return "the table has no other locale tipc can lay out yet" }
        return "lay out the others by naming them: `--locales \(locales.joined(separator: ","))`"
    }

    static func missingTranslation(_ key: String, locales: [String]) -> String {
        let names = locales.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(key)` is not translated into \(names): the source language's text is shown there"
    }
}
