/// The look of a tooltip's title: the text above its `text` (the message), as a TipKit tip has.
/// The title shares the tooltip's paragraph settings (alignment, line breaks, line spacing,
/// ligatures) and has its own font, colour and number of lines. Lengths are in points.
public struct TitleStyle: Hashable, Sendable, Codable {
    public var font: FontStyle
    public var textColor: DynamicColor
    /// The most lines the title shows; 0 is unlimited.
    public var numberOfLines: Int
    /// Between the title's last line and the message's first (the language's `titleSpacing`).
    public var spacing: Double

    /// Creates a title style; the defaults are the language's: `headline`, unlimited lines,
    /// 4 points above the message.
    public init(font: FontStyle = TitleStyle.standardFont, textColor: DynamicColor, numberOfLines: Int = 0, spacing: Double = TitleStyle.standardSpacing) {
        self.font = font
        self.textColor = textColor
        self.numberOfLines = numberOfLines
        self.spacing = spacing
    }

    /// A title's font unless one is written: the `headline` text style (17 points semibold at
    /// the default text size, scaling with it), as TipKit sets a tip's title.
    public static let standardFont = FontStyle(textStyle: .headline)
    /// The message's font under a title unless one is written: the `subheadline` text style
    /// (15 points regular, scaling), as TipKit sets a tip's message. A tooltip without a title
    /// keeps the language's 17-point default.
    public static let messageFont = FontStyle(textStyle: .subheadline)
    /// The space between title and message unless `titleSpacing` is written.
    public static let standardSpacing = 4.0
}
