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

    /// Creates a font description.
    public init(family: String, size: Double, weight: TipFontWeight) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// Whether this is the system font (`family == "system"`).
    public var isSystem: Bool { family == "system" }
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

    /// Creates a line.
    public init(text: String, x: Double, baseline: Double, width: Double) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
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
