/// Which locales tipc cannot lay out yet, by the script they are written in.
///
/// tipc shapes text as HarfBuzz does (TipText's OpenType shaper): Latin, Cyrillic, Greek, CJK,
/// Hangul, Thai and Lao, the scripts written right to left (Arabic joined, Hebrew, Syriac…)
/// and Devanagari (reordered, with conjuncts) are measured as they are drawn. The other Indic
/// and Southeast Asian scripts, whose letters are reordered and joined by shapers tipc does not
/// have yet, would be measured as text no user sees. A locale's script is its script subtag
/// (`bn-Beng`, `sr-Latn`), else the one its language is written in (the likely script of CLDR's
/// likely subtags).
enum LocaleScript {
    /// Why tipc cannot lay out `locale`, or nil when it can.
    static func reasonCannotLayOut(_ locale: String) -> String? {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = subtags.first else { return nil }
        let explicitScript = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        guard let script = explicitScript ?? scriptOfLanguage[language] else { return nil }
        if let name = complexShaping[script] { return "\(name) needs its letters reordered and joined, which tipc does not do yet" }
        return nil
    }

    /// Scripts that need reordering, conjuncts or stacking to be read, which tipc does not shape
    /// yet, by ISO 15924 code (lowercased).
    private static let complexShaping: [String: String] = [
        "beng": "Bengali script", "guru": "Gurmukhi script", "gujr": "Gujarati script",
        "orya": "Odia script", "taml": "Tamil script", "telu": "Telugu script", "knda": "Kannada script",
        "mlym": "Malayalam script", "sinh": "Sinhala script", "mymr": "Myanmar script", "khmr": "Khmer script",
        "tibt": "Tibetan script", "java": "Javanese script", "bali": "Balinese script",
    ]

    /// The script of each language written in one of the scripts above by default (ISO 639 codes).
    private static let scriptOfLanguage: [String: String] = [
        "bn": "beng", "as": "beng", "pa": "guru", "gu": "gujr", "or": "orya", "ta": "taml", "te": "telu", "kn": "knda",
        "ml": "mlym", "si": "sinh", "my": "mymr", "km": "khmr", "bo": "tibt", "dz": "tibt",
    ]
}
