/// A reserved word of `.tip`.
public enum Keyword: String, Sendable, CaseIterable {
    /// `import "path.tip"`
    case `import`
    /// `let name = value`
    case `let`
    /// `style Name { … }`
    case style
    /// `tooltip Name { … }`
    case tooltip
    /// `tags Name { … }`
    case tags
    /// `tag { … }` inside a tag group (also accepted as a member name).
    case tag
    /// The boolean `true`.
    case `true`
    /// The boolean `false`.
    case `false`

    /// The keyword spelled by `bytes[start..<end]` (an identifier), if it is one, without
    /// building a `String`: a keyword is 3 to 7 ASCII bytes, so its bytes packed into one
    /// integer identify it.
    init?(spelling bytes: [UInt8], from start: Int, to end: Int) {
        guard end - start >= 3, end - start <= 7 else { return nil }
        let packed = PackedBytes.pack(bytes, from: start, to: end)
        guard let entry = Self.packedSpellings.first(where: { $0.packed == packed }) else { return nil }
        self = entry.keyword
    }

    /// Every keyword with its spelling packed.
    private static let packedSpellings = allCases.map { keyword in
        let spelling = Array(keyword.rawValue.utf8)
        return (packed: PackedBytes.pack(spelling, from: 0, to: spelling.count), keyword: keyword)
    }

    /// Whether this keyword opens a top-level declaration (`import let style tooltip tags`).
    public var startsDeclaration: Bool {
        switch self {
        case .import, .let, .style, .tooltip, .tags: true
        case .tag, .true, .false: false
        }
    }
}

/// What kind of token the lexer produced.
public enum TokenKind: Hashable, Sendable {
    /// `[A-Za-z_][A-Za-z0-9_]*` that is not a keyword; the name is in ``Token/value``.
    case identifier
    /// One of the ``Keyword``s.
    case keyword(Keyword)
    /// A finite number with its unit; see ``TokenValue/number(_:_:)``.
    case number
    /// A string literal; its decoded text is in ``Token/value``.
    case string
    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; the digits (without `#`) are in ``Token/value``.
    case hexColor
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `:`
    case colon
    /// `,`
    case comma
    /// `;`
    case semicolon
    /// `=`
    case equals
    /// `.` (in dotted property paths such as `arrow.edge`).
    case dot
    /// `+` (between the effects of an animation: `fade(0.2s) + scale(0.8)`).
    case plus
    /// One or more line ends (LF, CRLF, CR), or a block comment spanning a line end.
    case newline
    /// Text the lexer already reported as an error (bad number, colour, character or UTF-8).
    /// The parser skips it without reporting again.
    case invalid
    /// The end of the file; always the last token.
    case endOfFile

    /// Whether the token opens a bracketed region: `{`, `(` or `[`.
    var isOpener: Bool { self == .leftBrace || self == .leftParen || self == .leftBracket }
    /// Whether the token closes a bracketed region: `}`, `)` or `]`.
    var isCloser: Bool { self == .rightBrace || self == .rightParen || self == .rightBracket }
}

/// The decoded payload of a token.
public enum TokenValue: Hashable, Sendable {
    /// Punctuation, keywords, line ends and invalid tokens carry nothing.
    case none
    /// An identifier's name, a string's decoded text, or a colour's hex digits.
    case text(String)
    /// A number's value (finite) and unit.
    case number(Double, NumberUnit)
}

/// One token: its kind, byte range and decoded value.
public struct Token: Hashable, Sendable {
    /// What the token is.
    public let kind: TokenKind
    /// Offset of its first byte.
    public let start: Int
    /// Offset one past its last byte.
    public let end: Int
    /// Its decoded value, if it has one.
    public let value: TokenValue

    /// Creates a token.
    public init(_ kind: TokenKind, start: Int, end: Int, value: TokenValue = .none) {
        self.kind = kind
        self.start = start
        self.end = end
        self.value = value
    }

    /// The token's text payload (identifier name, string text, colour digits), or `""`.
    public var text: String {
        if case .text(let text) = value { return text }
        return ""
    }
}
