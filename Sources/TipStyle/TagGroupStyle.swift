/// Everything about a tag group but its items, after inheritance and defaults: the input of
/// the tag layout, in `tipc` and in apps. Lengths are in points. ``init()`` holds the language's
/// defaults (docs/language.md, "Properties").
public struct TagGroupStyle: Hashable, Sendable {
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
    /// Whether a tag is something to tap (a button to VoiceOver, with a hit frame of at least
    /// 44 × 44 points), not text alone.
    public var tappable: Bool
    /// Whether VoiceOver reads it; nil: it does.
    public var accessibility: AccessibilityStyle?
    /// The lengths that scale with Dynamic Type (of ``TagGroupStyle/scalableLengths``), at
    /// their size at Large; nil: every length keeps its points.
    public var scaledLengths: ScaledLengths?

    /// The language's defaults: 375 wide, spacing 8, rows as tall as their tags, leading,
    /// left to right, no padding, clear, unlimited rows, tags that are text.
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
        tappable = false
        accessibility = nil
        scaledLengths = nil
    }

    /// Whether the tags' font or a length of the group scales with the content size category
    /// (then its layout differs from one text size to another).
    public var scales: Bool { tag.font.scales || scaledLengths != nil }

    /// The style at the content size category `category` with text drawn as `legibility`
    /// says: the tags' font and each scaled length at its size there, the font one weight
    /// heavier with Bold Text, everything else as it is.
    public func at(_ category: ContentSizeCategory, _ legibility: LegibilityWeight = .regular) -> TagGroupStyle {
        var sized = self
        sized.tag.font = tag.font.at(category, legibility)
        if let lengths = scaledLengths { lengths.apply(to: &sized, Self.scalableLengths, at: category) }
        return sized
    }

    /// The lengths of a tag group that may scale with Dynamic Type, by the names of the
    /// properties that write them: padding, spacing and the tags' padding and corner radius.
    public static let scalableLengths: [ScalableLength<TagGroupStyle>] =
        ScalableLength.padding("padding", \.padding) + ScalableLength.padding("tag.padding", \.tag.padding) + [
            ScalableLength("spacing.horizontal", \.horizontalSpacing), ScalableLength("spacing.vertical", \.verticalSpacing),
            ScalableLength("tag.cornerRadius", \.tag.cornerRadius),
        ]
}

extension TagGroupStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, horizontalSpacing, verticalSpacing, rowHeight, alignment, direction, maxRows, budget, padding, background, tag
        case tappable, accessibility, scaledLengths
    }

    /// Reads a style; `tappable` is false, `accessibility` the default and nothing scales but
    /// the font when absent.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Double.self, forKey: .width)
        horizontalSpacing = try container.decode(Double.self, forKey: .horizontalSpacing)
        verticalSpacing = try container.decode(Double.self, forKey: .verticalSpacing)
        rowHeight = try container.decode(RowHeight.self, forKey: .rowHeight)
        alignment = try container.decode(TagAlignment.self, forKey: .alignment)
        direction = try container.decode(LayoutDirection.self, forKey: .direction)
        maxRows = try container.decodeIfPresent(Int.self, forKey: .maxRows)
        budget = try container.decodeIfPresent(SizeBudget.self, forKey: .budget)
        padding = try container.decode(EdgeInsets.self, forKey: .padding)
        background = try container.decode(DynamicColor.self, forKey: .background)
        tag = try container.decode(TagStyle.self, forKey: .tag)
        tappable = try container.decodeIfPresent(Bool.self, forKey: .tappable) ?? false
        accessibility = try container.decodeIfPresent(AccessibilityStyle.self, forKey: .accessibility)
        scaledLengths = try container.decodeIfPresent(ScaledLengths.self, forKey: .scaledLengths)
    }

    /// Writes a style: `tappable` only when true, `accessibility` and `scaledLengths` only when set.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(horizontalSpacing, forKey: .horizontalSpacing)
        try container.encode(verticalSpacing, forKey: .verticalSpacing)
        try container.encode(rowHeight, forKey: .rowHeight)
        try container.encode(alignment, forKey: .alignment)
        try container.encode(direction, forKey: .direction)
        try container.encodeIfPresent(maxRows, forKey: .maxRows)
        try container.encodeIfPresent(budget, forKey: .budget)
        try container.encode(padding, forKey: .padding)
        try container.encode(background, forKey: .background)
        try container.encode(tag, forKey: .tag)
        if tappable { try container.encode(true, forKey: .tappable) }
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeIfPresent(scaledLengths, forKey: .scaledLengths)
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
    public var cornerRadius: CornerRadius
    /// Between the tag's edge and its text.
    public var padding: EdgeInsets

    /// The language's defaults: 17 pt system font in ``standardTextColor`` on clear, a gray 1 pt border,
    /// corner radius 10, padding `6 10`: with the group's automatic row height, 6 points above
    /// and below the text, as a UIButton insets its title (a 17 pt tag is 32.6 points tall).
    public init() {
        font = .standard
        ligatures = .normal
        textColor = TagStyle.standardTextColor
        background = .clear
        border = Border(color: DynamicColor(RGBAColor(red: 128, green: 128, blue: 128)), width: 1)
        cornerRadius = 10
        padding = EdgeInsets(vertical: 6, horizontal: 10)
    }

    /// The default text colour: UIKit's `label`, black in light and white in dark, so that a
    /// clear tag reads on the app's background in either.
    public static let standardTextColor = DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0), dark: RGBAColor(red: 255, green: 255, blue: 255))
}
