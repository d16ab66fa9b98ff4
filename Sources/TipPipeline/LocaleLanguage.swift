/// The language a locale's texts are measured in (``FontRequest/language``), as a BCP 47 tag:
/// the locale's name with `_` written `-` (`zh_Hans` is `zh-Hans`), the old `.lproj` names of
/// languages as their codes (`Japanese` is `ja`), and none for `Base`, which is no language.
enum LocaleLanguage {
    /// The BCP 47 tag of the locale `name` as a strings table names it, nil for `Base`.
    static func tag(of name: String) -> String? {
        if name == "Base" { return nil }
        return lprojNames[name] ?? String(name.map { $0 == "_" ? "-" : $0 })
    }

    /// The language names Xcode once gave `.lproj` folders.
    private static let lprojNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es", "Dutch": "nl",
    ]
}

extension Localization.Outcome {
    /// The language the texts laid out in `locale` are measured in: the source language's for
    /// the source layout (`locale` nil, or the source language) and for the pseudo-locale, whose
    /// texts are the source language's stretched; each other locale's own. Nil without a table.
    func language(of locale: String?) -> String? {
        let name = locale == nil || locale == Localization.pseudoLocale ? sourceLanguage : locale
        return name.flatMap(LocaleLanguage.tag)
    }
}
