extension UnicodeScript {
    /// The ISO 15924 code, `Latn`, `Deva`, `Zyyy` for Common.
    var iso15924Code: String {
        let codes = UnicodeTables.iso15924Codes
        return Int(rawValue) < codes.count ? codes[Int(rawValue)] : "Zzzz"
    }

    /// Whether the script is Common, Inherited or Unknown: characters that take the script of the
    /// text around them (UAX #24) and select no OpenType script of their own.
    var isShared: Bool { self == .common || self == .inherited || self == .unknown }

    /// The OpenType script tags HarfBuzz tries for the script, in order
    /// (`hb_ot_tags_from_script_and_language`): the Indic scripts' version-3 and version-2 tags
    /// before the old one (`dev3`, `dev2`, `deva`; Myanmar `mym2`, `mymr`), `kana` for Hiragana
    /// and Katakana, the space-padded `lao `, `yi  `, `nko `, `vai `, else the ISO 15924 code in
    /// lower case (`latn`, `hang`, `hani`, `arab`, `hebr`, `thai`). Empty for Common, Inherited and
    /// Unknown: HarfBuzz gives a buffer of them no script, so it uses
    /// ``fallbackOpenTypeTags`` only. Those are tried after these tags in any case.
    var openTypeTags: [String] {
        if isShared { return [] }
        if let indic = Self.indicTags[self] {
            return self == .myanmar ? [indic + "2", oldOpenTypeTag] : [indic + "3", indic + "2", oldOpenTypeTag]
        }
        return [oldOpenTypeTag]
    }

    /// The script tags HarfBuzz falls back to, in order, when a font has none of ``openTypeTags``
    /// (`hb_ot_layout_table_select_script`): `DFLT`, then the misspelt `dflt`, then `latn`.
    static let fallbackOpenTypeTags = ["DFLT", "dflt", "latn"]

    /// The first three letters of the new-style tags of the scripts that have them.
    private static let indicTags: [UnicodeScript: String] = [
        .bengali: "bng", .devanagari: "dev", .gujarati: "gjr", .gurmukhi: "gur", .kannada: "knd",
        .malayalam: "mlm", .oriya: "ory", .tamil: "tml", .telugu: "tel", .myanmar: "mym",
    ]

    /// The tag of OpenType's first script list (HarfBuzz's `hb_ot_old_tag_from_script`).
    private var oldOpenTypeTag: String {
        switch self {
        case .hiragana: "kana"
        case .lao: "lao "
        case .yi: "yi  "
        case .nko: "nko "
        case .vai: "vai "
        default: iso15924Code.lowercased()
        }
    }

    /// The direction the script is written in horizontally, as HarfBuzz's
    /// `hb_script_get_horizontal_direction` gives it: right to left for Arabic, Hebrew, Syriac,
    /// Thaana, N'Ko, Adlam and the other scripts of its list; nil for Old Hungarian, Old Italic,
    /// Runic and Tifinagh, written either way; left to right for every other script, Common and
    /// Inherited included.
    var horizontalDirection: TextDirection? {
        switch self {
        case .arabic, .hebrew, .syriac, .thaana, .cypriot, .kharoshthi, .phoenician, .nko, .lydian,
             .avestan, .imperialAramaic, .inscriptionalPahlavi, .inscriptionalParthian, .oldSouthArabian,
             .oldTurkic, .samaritan, .mandaic, .meroiticCursive, .meroiticHieroglyphs, .manichaean,
             .mendeKikakui, .nabataean, .oldNorthArabian, .palmyrene, .psalterPahlavi, .hatran, .adlam,
             .hanifiRohingya, .oldSogdian, .sogdian, .elymaic, .chorasmian, .yezidi, .oldUyghur:
            .rightToLeft
        case .oldHungarian, .oldItalic, .runic, .tifinagh:
            nil
        default:
            .leftToRight
        }
    }
}
