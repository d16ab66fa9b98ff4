/// The look of every action button of a tooltip (the language's `action { … }` block), as a
/// tag group's ``TagStyle`` is of every tag. Lengths are in points.
public struct ActionStyle: Hashable, Sendable, Codable {
    public var font: FontStyle
    public var textColor: DynamicColor
    public var background: DynamicColor
    public var cornerRadius: CornerRadius
    /// Between a button's edge and its title.
    public var padding: EdgeInsets
    /// Between the buttons of a row.
    public var horizontalSpacing: Double
    /// Between the buttons of a column, and between the text (or the icon) and the first row.
    public var verticalSpacing: Double

    /// Creates an action style; the defaults are the language's: `subheadline` semibold on a
    /// fifth of white, corner radius 8, padding `6 12`, 8 points apart.
    public init(
        font: FontStyle = ActionStyle.standardFont, textColor: DynamicColor, background: DynamicColor = ActionStyle.standardBackground,
        cornerRadius: CornerRadius = 8, padding: EdgeInsets = EdgeInsets(vertical: 6, horizontal: 12), horizontalSpacing: Double = 8,
        verticalSpacing: Double = 8
    ) {
        self.font = font
        self.textColor = textColor
        self.background = background
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A button's font unless one is written: `subheadline` (15 points at the default text
    /// size, scaling with it), semibold.
    public static let standardFont = FontStyle(size: TextStyle.subheadline.size(at: .standard), weight: .semibold, relativeTo: .subheadline)
    /// A button's fill unless one is written: white at 20 % (`#FFFFFF33`), a lighter patch of
    /// any coloured bubble.
    public static let standardBackground = DynamicColor(RGBAColor(red: 255, green: 255, blue: 255, alpha: 0x33))
    /// The most actions a tooltip shows.
    public static let maximumCount = 4

    /// The lengths of an action button that may scale with Dynamic Type, by the names of the
    /// properties of `action { … }` that write them.
    public static let scalableLengths: [ScalableLength<ActionStyle>] = ScalableLength.padding("padding", \.padding) + [
        ScalableLength("cornerRadius", \.cornerRadius), ScalableLength("spacing.horizontal", \.horizontalSpacing),
        ScalableLength("spacing.vertical", \.verticalSpacing),
    ]
}
