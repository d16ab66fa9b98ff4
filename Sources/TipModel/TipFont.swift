import TipStyle

/// A font as laid out: the JSON's `{"family": …, "size": …, "weight": …}`, with `"italic": true`
/// and `"monospaced": true` only where a styled run is.
public struct TipFont: Hashable, Sendable {
    /// ``systemFamily`` for the platform's UI font (SF Pro on iOS, measured with built-in
    /// stand-in metrics), else a family's name: declared with `font "Name" { … }` or found in
    /// the font folders. No declared family may take the system's name.
    public var family: String
    /// Point size.
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Whether it is italic (a run of `*emphasis*`, synthesised where the family has no italic
    /// face).
    public var italic: Bool
    /// Whether it is the system's monospaced font (a run of `` `code` ``; the family is then
    /// the system's).
    public var monospaced: Bool

    /// The family name of the system font.
    public static let systemFamily = FontStyle.systemFamilyName

    /// A font of `family` (``systemFamily``: the system font).
    public init(family: String, size: Double, weight: FontWeight, italic: Bool = false, monospaced: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
    }

    /// Whether this is the system font.
    public var isSystem: Bool { family == Self.systemFamily }

    /// The named family, nil for the system font.
    public var namedFamily: String? { isSystem ? nil : family }
}

extension TipFont: Codable {
    private enum CodingKeys: String, CodingKey {
        case family, size, weight, italic, monospaced
    }

    /// Reads a font; `italic` and `monospaced` are false when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decode(String.self, forKey: .family)
        size = try container.decode(Double.self, forKey: .size)
        weight = try container.decode(FontWeight.self, forKey: .weight)
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        monospaced = try container.decodeIfPresent(Bool.self, forKey: .monospaced) ?? false
    }

    /// Writes a font as `tipc` does: `italic` and `monospaced` only when true.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        if italic { try container.encode(true, forKey: .italic) }
        if monospaced { try container.encode(true, forKey: .monospaced) }
    }
}
