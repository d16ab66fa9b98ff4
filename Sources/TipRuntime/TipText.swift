/// UIKit's font weights (`UIFont.Weight`), lightest first.
public enum TipFontWeight: String, Codable, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A font as laid out by `tipc`.
public struct TipFont: Codable, Hashable, Sendable {
    /// `"system"` for the system font, else a family name.
    public var family: String
    /// Point size.
    public var size: Double
    /// Weight.
    public var weight: TipFontWeight
    /// Whether it is italic (a run of `*emphasis*`; the JSON's `"italic": true`).
    public var italic: Bool
    /// Whether it is the system's monospaced font (a run of `` `code` ``; the JSON's
    /// `"monospaced": true`).
    public var monospaced: Bool

    /// Creates a font description.
    public init(family: String, size: Double, weight: TipFontWeight, italic: Bool = false, monospaced: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
    }

    /// Whether this is the system font (`family == "system"`).
    public var isSystem: Bool { family == "system" }

    private enum CodingKeys: String, CodingKey {
        case family, size, weight, italic, monospaced
    }

    /// Decodes a font; `italic` and `monospaced` are false when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decode(String.self, forKey: .family)
        size = try container.decode(Double.self, forKey: .size)
        weight = try container.decode(TipFontWeight.self, forKey: .weight)
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        monospaced = try container.decodeIfPresent(Bool.self, forKey: .monospaced) ?? false
    }

    /// Encodes a font as `tipc` writes it: `italic` and `monospaced` only when true.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        if italic { try container.encode(true, forKey: .italic) }
        if monospaced { try container.encode(true, forKey: .monospaced) }
    }
}

/// A part of a styled line in one font (inline Markdown: bold, italic, code).
public struct TipRun: Codable, Hashable, Sendable {
    /// Its text.
    public var text: String
    /// Where it starts, from the line's `x`.
    public var x: Double
    /// Its advance width.
    public var width: Double
    /// Its font.
    public var font: TipFont

    /// Creates a run.
    public init(text: String, x: Double, width: Double, font: TipFont) {
        self.text = text
        self.x = x
        self.width = width
        self.font = font
    }
}

/// `NSTextAlignment`: how a tooltip's lines sit in its text box (already applied to each
/// line's `x`).
public enum TipTextAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

/// One laid-out line of a tooltip: its text, left edge, baseline and advance width, absolute in
/// the component.
public struct TipLine: Codable, Hashable, Sendable {
    /// The characters on this line (a truncated last line ends with "…").
    public var text: String
    /// Left edge of the line.
    public var x: Double
    /// Baseline y.
    public var baseline: Double
    /// Advance width.
    public var width: Double
    /// Its parts in each font, left to right, when its text is styled; nil for plain text.
    public var runs: [TipRun]?

    /// Creates a line.
    public init(text: String, x: Double, baseline: Double, width: Double, runs: [TipRun]? = nil) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.runs = runs
    }
}

/// The text of a tooltip: its box, font, colour, alignment and lines.
public struct TipTextBlock: Codable, Hashable, Sendable {
    /// The text box: the bubble less padding and border.
    public var frame: TipRect
    /// The font.
    public var font: TipFont
    /// The text colour.
    public var color: TipDynamicColor
    /// The alignment the lines were placed with.
    public var alignment: TipTextAlignment
    /// Distance between baselines.
    public var lineHeight: Double
    /// The lines, top to bottom.
    public var lines: [TipLine]

    /// Creates a text block.
    public init(frame: TipRect, font: TipFont, color: TipDynamicColor, alignment: TipTextAlignment, lineHeight: Double, lines: [TipLine]) {
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lines = lines
    }
}
