/// The OpenType language system tags HarfBuzz tries for a BCP 47 language, in order (from
/// `hb_ot_tags_from_script_and_language`, for the languages of the scripts tipc shapes; a
/// language not listed here selects the default language system).
enum OpenTypeLanguage {
    /// The tags for `language` (`ko`, `zh-Hant`, `sr-Latn`); empty for nil or an unlisted one.
    static func tags(for language: String?) -> [String] {
        guard let language else { return [] }
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = subtags.first else { return [] }
        if primary == "zh" {
            let rest = Set(subtags.dropFirst())
            if rest.contains("hk") { return ["ZHH ", "ZHTM", "ZHT "] }
            if rest.contains("mo") { return ["ZHTM", "ZHT "] }
            if rest.contains("hant") || rest.contains("tw") { return ["ZHT ", "ZHTM"] }
            return ["ZHS "]
        }
        return tagsByLanguage[String(primary)] ?? []
    }

    private static let tagsByLanguage: [String: [String]] = [
        "ar": ["ARA "], "bg": ["BGR "], "ca": ["CAT "], "cs": ["CSY "], "da": ["DAN "], "de": ["DEU "],
        "el": ["ELL "], "en": ["ENG "], "es": ["ESP "], "fa": ["FAR "], "fi": ["FIN "], "fr": ["FRA "],
        "he": ["IWR "], "iw": ["IWR "], "hi": ["HIN "], "hu": ["HUN "], "id": ["IND "], "it": ["ITA "],
        "ja": ["JAN "], "ko": ["KOR "], "mk": ["MKD "], "mr": ["MAR "], "ms": ["MLY "], "ne": ["NEP "],
        "nl": ["NLD "], "nb": ["NOR "], "no": ["NOR "], "pl": ["PLK "], "pt": ["PTG "], "ro": ["ROM ", "MOL "],
        "ru": ["RUS "], "sa": ["SAN "], "sk": ["SKY "], "sr": ["SRB "], "sv": ["SVE "], "th": ["THA "],
        "tr": ["TRK "], "uk": ["UKR "], "ur": ["URD "], "vi": ["VIT "],
    ]
}
