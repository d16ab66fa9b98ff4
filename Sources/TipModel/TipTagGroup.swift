import TipStyle

/// A laid-out tag group: a background and its tags, placed in rows.
public struct TipTagGroup: Hashable, Sendable {
    /// The JSON `kind` of a tag group.
    public static let kind = "tags"

    /// The component's name.
    public var name: String
    /// The group's size.
    public var size: TipSize
    /// Background colour (may be fully transparent).
    public var background: DynamicColor
    /// Padding between the group's edges and its tags.
    public var padding: EdgeInsets
    /// Number of rows shown.
    public var rows: Int
    /// Number of items hidden by `maxRows` (counted by the overflow tag).
    public var hiddenCount: Int
    /// The tags, in placement order (the `+N` overflow tag last).
    public var tags: [TipTag]
    /// What VoiceOver reads of it: its tags, in reading order.
    public var accessibility: TipAccessibility

    /// Creates a tag group.
    public init(
        name: String, size: TipSize, background: DynamicColor, padding: EdgeInsets, rows: Int, hiddenCount: Int, tags: [TipTag],
        accessibility: TipAccessibility = TipAccessibility(elements: [])
    ) {
        self.name = name
        self.size = size
        self.background = background
        self.padding = padding
        self.rows = rows
        self.hiddenCount = hiddenCount
        self.tags = tags
        self.accessibility = accessibility
    }

    /// The tags that show items, in placement order: every tag but the `+N` one.
    public var itemTags: ArraySlice<TipTag> { hiddenCount > 0 ? tags.dropLast() : tags[...] }

    /// The tags whose text is cut with "…" because they are wider than the group.
    public var cutTags: [TipTag] { itemTags.filter(\.overflow) }
}

extension TipTagGroup: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, kind, size, background, padding, rows, hiddenCount, tags, accessibility
    }

    /// Reads a tag group (its `kind` read by ``TipComponent``); no `accessibility`: no elements.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        size = try container.decode(TipSize.self, forKey: .size)
        background = try container.decode(DynamicColor.self, forKey: .background)
        padding = try container.decode(EdgeInsets.self, forKey: .padding)
        rows = try container.decode(Int.self, forKey: .rows)
        hiddenCount = try container.decode(Int.self, forKey: .hiddenCount)
        tags = try container.decode([TipTag].self, forKey: .tags)
        accessibility = try container.decodeIfPresent(TipAccessibility.self, forKey: .accessibility) ?? TipAccessibility(elements: [])
    }

    /// Writes the tag group with its `kind`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Self.kind, forKey: .kind)
        try container.encode(size, forKey: .size)
        try container.encode(background, forKey: .background)
        try container.encode(padding, forKey: .padding)
        try container.encode(rows, forKey: .rows)
        try container.encode(hiddenCount, forKey: .hiddenCount)
        try container.encode(tags, forKey: .tags)
        try container.encode(accessibility, forKey: .accessibility)
    }
}

/// Where a tag's text sits: left edge, baseline and advance width, absolute in the component
/// (its text is the tag's).
public struct TipTagLine: Codable, Hashable, Sendable {
    /// Left edge of the text.
    public var x: Double
    /// Baseline y.
    public var baseline: Double
    /// Advance width.
    public var width: Double
    /// The faces that measured the text (nil for the system font).
    public var measuredWith: [String]?
    /// Its parts in each font, left to right, when the tag's text is styled; nil for plain text.
    public var runs: [TipRun]?

    /// Creates a tag line.
    public init(x: Double, baseline: Double, width: Double, measuredWith: [String]? = nil, runs: [TipRun]? = nil) {
        self.x = x
        self.baseline = baseline
        self.width = width
        self.measuredWith = measuredWith
        self.runs = runs
    }
}

/// One tag (chip) of a group.
public struct TipTag: Hashable, Sendable {
    /// The text shown (possibly truncated with "…"; `+N` for the overflow tag).
    public var text: String
    /// The chip's rectangle.
    public var frame: TipRect
    /// Where a tap lands on a tag of a tappable group: its frame grown to at least 44 × 44
    /// points about its centre; nil for a tag that is text alone.
    public var hitFrame: TipRect?
    /// Where the text is drawn.
    public var line: TipTagLine
    /// Fill colour.
    public var fill: DynamicColor
    /// Border colour; nil for no border.
    public var stroke: DynamicColor?
    /// Border width.
    public var strokeWidth: Double
    /// Corner radius.
    public var cornerRadius: Double
    /// Text colour.
    public var textColor: DynamicColor
    /// The font.
    public var font: TipFont
    /// 0-based row index.
    public var row: Int
    /// True when the tag does not show all it stands for: the final `+N` tag, which counts the
    /// items `maxRows` hides, or a tag wider than its group, whose text is cut with "…".
    public var overflow: Bool

    /// Creates a tag.
    public init(
        text: String, frame: TipRect, hitFrame: TipRect? = nil, line: TipTagLine, fill: DynamicColor, stroke: DynamicColor?, strokeWidth: Double, cornerRadius: Double,
        textColor: DynamicColor, font: TipFont, row: Int, overflow: Bool
    ) {
        self.text = text
        self.frame = frame
        self.hitFrame = hitFrame
        self.line = line
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.font = font
        self.row = row
        self.overflow = overflow
    }

    /// The tag's text as a line at its place, to draw.
    public var textLine: TipLine {
        TipLine(text: text, x: line.x, baseline: line.baseline, width: line.width, measuredWith: line.measuredWith, runs: line.runs)
    }
}

extension TipTag: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, frame, hitFrame, line, fill, stroke, strokeWidth, cornerRadius, textColor, font, row, overflow
    }

    /// Writes the tag, `null` for no border.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(frame, forKey: .frame)
        try container.encodeIfPresent(hitFrame, forKey: .hitFrame)
        try container.encode(line, forKey: .line)
        try container.encode(fill, forKey: .fill)
        try container.encode(stroke, forKey: .stroke)
        try container.encode(strokeWidth, forKey: .strokeWidth)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(textColor, forKey: .textColor)
        try container.encode(font, forKey: .font)
        try container.encode(row, forKey: .row)
        try container.encode(overflow, forKey: .overflow)
    }
}
