/// A Swift name made from a `.tip` name: a file's stem becomes an UpperCamelCase type name, a
/// component's name a lowerCamelCase member name.
///
/// The text is cut into words at every character that cannot be part of a Swift identifier and
/// at every `_` (`new-badge`, `new_badge` and `new badge` are the words `new` and `badge`); a
/// word keeps its own capitals (`NewBadge` stays one word). Letters and digits are kept,
/// non-ASCII letters included (Unicode's XID_Continue, all of which Swift accepts). Then:
/// - a type name capitalises the first letter of every word: `new-badge-outline` →
///   `NewBadgeOutline`;
/// - a member name lowers the capitals that start the first word and capitalises the first
///   letter of every other word: `NewBadge` → `newBadge`, `URLPreview` → `urlPreview`, `HTTP2`
///   → `http2`, `welcome_back` → `welcomeBack`;
/// - a name that would start with a digit is prefixed with `_`: `2fa` → `_2fa`;
/// - a Swift keyword is written in backticks where it is declared and used: `` `default` ``.
///
/// Text without a letter or a digit (`_`, `--`) makes no name.
public struct SwiftIdentifier: Hashable, Comparable, Sendable {
    /// The identifier without backticks: what two names are told apart by.
    public let name: String

    /// The identifier as Swift source writes it: in backticks when it is a keyword
    /// (``SwiftKeywords``).
    public var spelling: String {
        SwiftKeywords.needingBackticks.contains(name) ? "`" + name + "`" : name
    }

    /// The UpperCamelCase type name made from `text`, a file's stem; nil when `text` has no
    /// letter or digit.
    public static func typeName(_ text: String) -> SwiftIdentifier? {
        let words = words(of: text)
        guard !words.isEmpty else { return nil }
        return SwiftIdentifier(joining: words.map(capitalized))
    }

    /// The lowerCamelCase member name made from `text`, a component's name; nil when `text` has
    /// no letter or digit.
    public static func memberName(_ text: String) -> SwiftIdentifier? {
        let words = words(of: text)
        guard let first = words.first else { return nil }
        return SwiftIdentifier(joining: [lowercasingLeadingCapitals(first)] + words.dropFirst().map(capitalized))
    }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool {
        lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars)
    }

    /// The identifier spelt by `words`, prefixed with `_` when it would not start as an
    /// identifier must (with a digit or a combining mark).
    private init(joining words: [String]) {
        let joined = words.joined()
        let startsAsIdentifier = joined.unicodeScalars.first.map(Self.startsIdentifier) ?? false
        name = startsAsIdentifier ? joined : "_" + joined
    }

    /// The runs of identifier characters of `text` other than `_`.
    private static func words(of text: String) -> [String] {
        text.unicodeScalars
            .split { !continuesIdentifier($0) || $0 == "_" }
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// `word` with its first character in upper case.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `word` with the capitals it starts with in lower case, except the last of several that
    /// a lower-case letter follows, which starts the next word (`URLPreview` → `urlPreview`).
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = characters.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
        return characters[..<capitals].map { $0.lowercased() }.joined() + String(characters[capitals...])
    }

    /// Whether `scalar` may start a Swift identifier: an ASCII letter, `_`, or a non-ASCII
    /// XID_Start character.
    private static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIILetter(scalar) || scalar == "_" : scalar.properties.isXIDStart
    }

    /// Whether `scalar` may continue a Swift identifier: an ASCII letter, digit or `_`, or a
    /// non-ASCII XID_Continue character.
    private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" : scalar.properties.isXIDContinue
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
