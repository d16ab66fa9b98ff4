import TipStyle

/// A part of a styled line in one font (inline Markdown: bold, italic, code).
public struct TipRun: Codable, Hashable, Sendable {
    /// Its text.
    public var text: String
    /// Where it starts, from the line's `x`.
    public var x: Double
    /// Its advance width (trailing spaces that hang count for nothing).
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

/// One laid-out line of text: its characters, left edge, baseline and advance width, absolute
/// in the component.
public struct TipLine: Codable, Hashable, Sendable {
    /// The characters on the line (a truncated line ends with "…").
    public var text: String
    /// Left edge.
    public var x: Double
    /// Baseline y.
    public var baseline: Double
    /// Advance width.
    public var width: Double
    /// The faces that measured the line, in order of first use (font file faces by "Family
    /// Subfamily", or "built-in"); nil for the system font, whose lines the built-in metrics
    /// measure.
    public var measuredWith: [String]?
    /// The line's parts in each font, left to right, when its text is styled (inline
    /// Markdown); nil for a line of plain text, all in its block's font.
    public var runs: [TipRun]?

    /// Creates a line.
    public init(text: String, x: Double, baseline: Double, width: Double, measuredWith: [String]? = nil, runs: [TipRun]? = nil) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.measuredWith = measuredWith
        self.runs = runs
    }
}

/// A text of a tooltip — its message or its title: its box, font, colour, alignment and lines.
public struct TipTextBlock: Codable, Hashable, Sendable {
    /// The text box: the bubble less padding and border.
    public var frame: TipRect
    /// The font.
    public var font: TipFont
    /// The text colour.
    public var color: DynamicColor
    /// The alignment the lines were placed with (already applied to each line's `x`).
    public var alignment: TextAlignment
    /// Distance between baselines: the font's line height plus `lineSpacing`.
    public var lineHeight: Double
    /// The lines, top to bottom.
    public var lines: [TipLine]
    /// The text as the file writes it, its Markdown included: kept for a title, so that a
    /// tooltip laid out again with other text keeps it (nil for the message, which the caller
    /// gives).
    public var written: String?

    /// Creates a text block.
    public init(
        frame: TipRect, font: TipFont, color: DynamicColor, alignment: TextAlignment, lineHeight: Double, lines: [TipLine],
        written: String? = nil
    ) {
        self.written = written
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lines = lines
    }
}
