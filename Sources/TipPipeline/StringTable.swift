/// One strings table as read (``StringTableReader``): its source language, its locales and
/// each key's values, whether it came from a String Catalog (`.xcstrings`) or from `.strings`
/// files in `xx.lproj` folders.
public struct StringTable: Sendable {
    /// The language the keys were written in: a catalog's `sourceLanguage`, or the locale of
    /// the `.strings` file that names the table.
    public let sourceLanguage: String
    /// The source language first, then every other locale with at least one value, sorted.
    public let locales: [String]
    /// The keys in the order of the file: a catalog's in the order of its `strings` object; for
    /// `.strings` files, the named file's in its order, then those only other locales have
    /// (locale by locale, in the order of ``locales``, each in its file's order).
    public let keys: [String]
    /// The files read, the named one first (for `.strings` tables, then each other locale's,
    /// in the order of ``locales``): what a build that uses the table depends on.
    public let files: [String]
    private let entries: [String: StringEntry]

    init(sourceLanguage: String, locales: [String], keys: [String], files: [String], entries: [String: StringEntry]) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.keys = keys
        self.files = files
        self.entries = entries
    }

    /// The entry for `key`, or nil when the table has no such key.
    public func entry(for key: String) -> StringEntry? {
        entries[key]
    }
}

/// One key of a ``StringTable``: its value in each locale.
public struct StringEntry: Sendable {
    /// The comment for translators a catalog gives the key (nil for `.strings` files, whose
    /// comments are not kept).
    public let comment: String?
    /// False when a catalog marks the key `"shouldTranslate": false` (its text is the same in
    /// every language, so a locale without a value of its own is not a missing translation:
    /// the source language's value stands for it).
    public let shouldTranslate: Bool
    private let values: [String: StringValue]

    init(comment: String? = nil, shouldTranslate: Bool = true, values: [String: StringValue]) {
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.values = values
    }

    /// The value in `locale`, or nil when that locale has none (a missing translation). In the
    /// source language, a catalog key without any localization has the key itself as its
    /// value (what Xcode does with keys extracted from code); a key that has localizations but
    /// none in the source language has no source value.
    public func value(in locale: String) -> StringValue? {
        values[locale]
    }
}

/// What one locale gives a key.
public enum StringValue: Sendable, Equatable {
    /// A text, with its translation state (always ``TranslationState/translated`` for
    /// `.strings` files, which record none).
    case text(String, state: TranslationState)
    /// A text that varies (plural forms, devices, or substitutions whose parts vary): tipc does
    /// not lay these out, and the caller reports it. The kinds found, without repeats, in the
    /// order met reading the localization depth first: `["plural"]`, `["device", "plural"]`
    /// for plural forms inside device variations, `["substitutions", "plural"]` for a text with
    /// `%#@name@` parts that have plural forms.
    case variations([String])
}

/// A String Catalog's `state` of a text. A state tipc does not know is kept as
/// ``other(_:)``, so that a catalog written by a newer Xcode still reads.
public enum TranslationState: RawRepresentable, Hashable, Sendable {
    /// `new`: not translated yet (Xcode's state for a text just extracted).
    case new
    /// `translated`.
    case translated
    /// `needs_review`: translated, but the source changed or a translator asked for review.
    case needsReview
    /// `stale`: the key is no longer found in the code.
    case stale
    /// Any other state, as written.
    case other(String)

    /// The state a catalog writes as `rawValue`.
    public init(rawValue: String) {
        switch rawValue {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        default: self = .other(rawValue)
        }
    }

    /// The state as a catalog writes it.
    public var rawValue: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .other(let text): text
        }
    }
}
