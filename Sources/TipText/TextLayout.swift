/// How lines are broken.
public enum WrapMode: Sendable {
    /// Unicode line breaking: between words for Latin, between characters for CJK; a word wider
    /// than the line breaks between grapheme clusters.
    case word
    /// Between any two grapheme clusters.
    case character
}

/// Where an ellipsis replaces text that does not fit.
public enum TruncationMode: Sendable {
    case head, middle, tail
}

/// What to do with text that needs more lines than allowed.
public struct TextLayoutOptions: Hashable, Sendable {
    /// Line width limit in points; nil means no limit (lines end only at hard breaks).
    public var maxWidth: Double?
    public var wrap: WrapMode
    /// Maximum number of lines; 0 is unlimited.
    public var maxLines: Int
    /// If set, the last allowed line of overflowing text ends (or starts, or breaks) with "…".
    /// If nil, overflowing lines are clipped (dropped).
    public var truncation: TruncationMode?

    /// Creates options.
    public init(maxWidth: Double?, wrap: WrapMode = .word, maxLines: Int = 0, truncation: TruncationMode? = nil) {
        self.maxWidth = maxWidth
        self.wrap = wrap
        self.maxLines = maxLines
        self.truncation = truncation
    }
}

/// One laid-out line: its text (without the break) and its advance width.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var width: Double

    /// Creates a line.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

/// Breaks text into lines (contract placeholder: replaced by the real implementation).
public enum TextLayout {
    /// Lays `text` out in `font` under `options`. `\n` is a hard break. Never loops forever,
    /// whatever the width (even 0: every line then holds at least one grapheme cluster).
    public static func lines(
        of text: String,
        in font: FontRequest,
        options: TextLayoutOptions,
        measurer: some TextMeasurer
    ) -> [TextLine] {
        [TextLine(text: text, width: measurer.width(of: text[...], in: font))]
    }
}
