/// Everything about a tag group but its items, after inheritance and defaults: the input of
/// the tag layout, in `tipc` and in apps. Lengths are in points. ``init()`` holds the language's
/// defaults (docs/language.md, "Properties").
public struct TagGroupStyle: Hashable, Sendable, Codable {
    /// The container's width.
    public var width: Double
    /// Between tags in a row.
    public var horizontalSpacing: Double
    /// Between rows.
    public var verticalSpacing: Double
    public var rowHeight: RowHeight
    public var alignment: TagAlignment
    public var direction: LayoutDirection
    /// The most rows shown (≥ 1; the tags that do not fit become `+N`); nil is unlimited.
    public var maxRows: Int?
    /// The size the tag group may take in every locale and text size (checked by the build);
    /// nil: none.
    public var budget: SizeBudget?
    /// Between the container's edge and the rows.
    public var padding: EdgeInsets
    /// The container's fill.
    public var background: DynamicColor
    /// The style of every tag.
    public var tag: TagStyle

    /// The language's defaults: 375 wide, spacing 8, rows as tall as their tags, leading,
    /// left to right, no padding, clear, unlimited rows.
    public init() {
        width = 375
        horizontalSpacing = 8
        verticalSpacing = 8
        rowHeight = .auto
        alignment = .leading
        direction = .ltr
        maxRows = nil
        budget = nil
        padding = EdgeInsets(all: 0)
        background = .clear
        tag = TagStyle()
    }
}

/// The style of every tag in a group. Lengths are in points.
public struct TagStyle: Hashable, Sendable, Codable {
    public var font: FontStyle
    public var ligatures: Ligatures
    public var textColor: DynamicColor
    public var background: DynamicColor
    /// The tag's stroke; nil is none.
    public var border: Border?
    public var cornerRadius: Double
    /// Between the tag's edge and its text.
    public var padding: EdgeInsets

    /// The language's defaults: 17 pt system font in black on clear, a gray 1 pt border,
    /// corner radius 10, padding `6 10`: with the group's automatic row height, 6 points above
    /// and below the text, as a UIButton insets its title (a 17 pt tag is 32.6 points tall).
    public init() {
        font = .standard
        ligatures = .normal
        textColor = DynamicColor(RGBAColor(red: 0, green: 0, blue: 0))
        background = .clear
        border = Border(color: DynamicColor(RGBAColor(red: 128, green: 128, blue: 128)), width: 1)
        cornerRadius = 10
        padding = EdgeInsets(vertical: 6, horizontal: 10)
    }
}
