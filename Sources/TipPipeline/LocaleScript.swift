/// Which locales tipc cannot lay out yet, by the script they are written in.
///
/// tipc lays text out left to right, one glyph per character with kerning, and that is right
/// for Latin, Cyrillic, Greek, CJK, Hangul and Thai. It is wrong for scripts written right to
/// left (their lines would come out reversed) and for the Indic and Southeast Asian scripts
/// whose letters are reordered and joined into conjuncts: a layout in those would be a layout
/// of text no user sees. A locale's script is its script subtag (`pa-Arab`, `sr-Latn`), else
/// the one its language is written in (the likely script of CLDR's likely subtags).
enum LocaleScript {
    /// Why tipc cannot lay out `locale`, or nil when it can.
    static func reasonCannotLayOut(_ locale: String) -> String? {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = subtags.first else { return nil }
        let explicitScript = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        guard let script = explicitScript ?? scriptOfLanguage[language] else { return nil }
        if let name = rightToLeft[script] { return "\(name) is written right to left, and tipc lays text out left to right only" }
        if let name = complexShaping[script] { return "\(name) needs its letters reordered and joined, which tipc does not do yet" }
        return nil
    }

    /// Scripts written right to left, by ISO 15924 code (lowercased).
    private static let rightToLeft: [String: String] = [
        "arab": "Arabic script", "hebr": "Hebrew script", "syrc": "Syriac script", "thaa": "Thaana script",
        "nkoo": "N'Ko script", "adlm": "Adlam script", "rohg": "Hanifi Rohingya script", "mand": "Mandaic script",
        "samr": "Samaritan script",
    ]

    /// Scripts that need reordering, conjuncts or stacking to be read.
    private static let complexShaping: [String: String] = [
        "deva": "Devanagari script", "beng": "Bengali script", "guru": "Gurmukhi script", "gujr": "Gujarati script",
        "orya": "Odia script", "taml": "Tamil script", "telu": "Telugu script", "knda": "Kannada script",
        "mlym": "Malayalam script", "sinh": "Sinhala script", "mymr": "Myanmar script", "khmr": "Khmer script",
        "tibt": "Tibetan script", "laoo": "Lao script", "java": "Javanese script", "bali": "Balinese script",
    ]

    /// The script of each language written in one of the scripts above by default (ISO 639
    /// codes, with Apple's `iw` for Hebrew).
    private static let scriptOfLanguage: [String: String] = [
        "ar": "arab", "fa": "arab", "ur": "arab", "ps": "arab", "sd": "arab", "ug": "arab", "ckb": "arab", "ks": "arab",
        "he": "hebr", "iw": "hebr", "yi": "hebr", "syr": "syrc", "dv": "thaa", "nqo": "nkoo",
        "hi": "deva", "mr": "deva", "ne": "deva", "sa": "deva", "kok": "deva", "mai": "deva", "bho": "deva", "doi": "deva",
        "bn": "beng", "as": "beng", "pa": "guru", "gu": "gujr", "or": "orya", "ta": "taml", "te": "telu", "kn": "knda",
        "ml": "mlym", "si": "sinh", "my": "mymr", "km": "khmr", "bo": "tibt", "dz": "tibt", "lo": "laoo",
    ]
}
