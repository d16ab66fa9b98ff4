import TipStyle

/// A tooltip's bubble: its rounded rectangle and the one outline that includes the arrow.
public struct TipBubble: Hashable, Sendable {
    /// The rounded rectangle, without the arrow.
    public var frame: TipRect
    /// The outline of bubble and arrow together, clockwise and closed: fill and stroke this.
    public var path: TipPath
    /// Fill colour.
    public var fill: DynamicColor
    /// Border colour; nil for no border.
    public var stroke: DynamicColor?
    /// Border width (0 without a border).
    public var strokeWidth: Double
    /// The corner radius used (clamped to half the shorter side).
    public var cornerRadius: Double

    /// Creates a bubble.
    public init(frame: TipRect, path: TipPath, fill: DynamicColor, stroke: DynamicColor?, strokeWidth: Double, cornerRadius: Double) {
        self.frame = frame
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
    }
}

extension TipBubble: Codable {
    private enum CodingKeys: String, CodingKey {
        case frame, path, fill, stroke, strokeWidth, cornerRadius
    }

    /// Writes the bubble, `null` for no border.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frame, forKey: .frame)
        try container.encode(path, forKey: .path)
        try container.encode(fill, forKey: .fill)
        try container.encode(stroke, forKey: .stroke)
        try container.encode(strokeWidth, forKey: .strokeWidth)
        try container.encode(cornerRadius, forKey: .cornerRadius)
    }
}

/// A tooltip's arrow (already part of ``TipBubble/path``; given for placement and animation).
public struct TipArrow: Codable, Hashable, Sendable {
    /// The edge it stands on (never ``ArrowEdge/none``: a tooltip without an arrow has none).
    public var edge: ArrowEdge
    /// Its tip: the tooltip's anchor.
    public var apex: TipPoint
    /// Base width.
    public var width: Double
    /// Height from base to apex.
    public var height: Double
    /// Rounding of the apex (0: a sharp tip).
    public var apexRadius: Double
    /// First end of the base on the bubble's edge, in outline order.
    public var baseStart: TipPoint
    /// Second end of the base, in outline order.
    public var baseEnd: TipPoint

    /// Creates an arrow.
    public init(edge: ArrowEdge, apex: TipPoint, width: Double, height: Double, apexRadius: Double, baseStart: TipPoint, baseEnd: TipPoint) {
        self.edge = edge
        self.apex = apex
        self.width = width
        self.height = height
        self.apexRadius = apexRadius
        self.baseStart = baseStart
        self.baseEnd = baseEnd
    }
}

/// A tooltip's icon: the square reserved for an image the app draws, and the image's name — an
/// SF Symbol's (`UIImage(systemName:)`) or an asset's (`UIImage(named:)`).
public struct TipIcon: Codable, Hashable, Sendable {
    /// The SF Symbol or asset name.
    public var name: String
    /// The square to draw the image in, fitted.
    public var frame: TipRect
    /// The tint of a template image.
    public var color: DynamicColor

    /// Creates an icon.
    public init(name: String, frame: TipRect, color: DynamicColor) {
        self.name = name
        self.frame = frame
        self.color = color
    }
}

/// One action button of a tooltip: answer a tap in its hit frame by its id.
public struct TipAction: Hashable, Sendable {
    /// What the app knows the action by (`learnMore`).
    public var id: String
    /// The button's whole title (its line may show it truncated with "…").
    public var title: String
    /// The button.
    public var frame: TipRect
    /// Where a tap lands on it: its frame grown to at least 44 × 44 points about its centre
    /// (``TipRect/grownToMinimumHitSize()``), so it may reach beyond what is drawn.
    public var hitFrame: TipRect
    /// Fill colour.
    public var fill: DynamicColor
    /// Corner radius.
    public var cornerRadius: Double
    /// The title's colour.
    public var textColor: DynamicColor
    /// The title's font.
    public var font: TipFont
    /// The title's line, centred in the button (one line).
    public var lines: [TipLine]

    /// Creates an action button; its hit frame is `frame` grown to the minimum hit size unless
    /// given.
    public init(
        id: String, title: String, frame: TipRect, hitFrame: TipRect? = nil, fill: DynamicColor, cornerRadius: Double,
        textColor: DynamicColor, font: TipFont, lines: [TipLine]
    ) {
        self.id = id
        self.title = title
        self.frame = frame
        self.hitFrame = hitFrame ?? frame.grownToMinimumHitSize()
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.font = font
        self.lines = lines
    }

    /// Whether the title was truncated to fit the button.
    public var isTruncated: Bool { lines.count != 1 || lines[0].text != title }
}

extension TipAction: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, frame, hitFrame, fill, cornerRadius, textColor, font, lines
    }

    /// Reads a button; without a `hitFrame` (a document written before there was one), its
    /// frame grown to the minimum hit size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
            frame: try container.decode(TipRect.self, forKey: .frame), hitFrame: try container.decodeIfPresent(TipRect.self, forKey: .hitFrame),
            fill: try container.decode(DynamicColor.self, forKey: .fill), cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
            textColor: try container.decode(DynamicColor.self, forKey: .textColor), font: try container.decode(TipFont.self, forKey: .font),
            lines: try container.decode([TipLine].self, forKey: .lines))
    }
}

/// A tooltip's close button: the square that answers taps and the "×" drawn in it.
public struct TipCloseButton: Hashable, Sendable {
    /// The square it stands in (its size the style's hit size).
    public var frame: TipRect
    /// Where a tap lands on it: its frame grown to at least 44 × 44 points about its centre.
    public var hitFrame: TipRect
    /// The square whose corners the "×" joins.
    public var glyph: TipRect
    /// The colour of the "×".
    public var color: DynamicColor
    /// The width of its strokes.
    public var lineWidth: Double

    /// Creates a close button; its hit frame is `frame` grown to the minimum hit size unless
    /// given.
    public init(frame: TipRect, hitFrame: TipRect? = nil, glyph: TipRect, color: DynamicColor, lineWidth: Double) {
        self.frame = frame
        self.hitFrame = hitFrame ?? frame.grownToMinimumHitSize()
        self.glyph = glyph
        self.color = color
        self.lineWidth = lineWidth
    }
}

extension TipCloseButton: Codable {
    private enum CodingKeys: String, CodingKey {
        case frame, hitFrame, glyph, color, lineWidth
    }

    /// Reads a close button; without a `hitFrame`, its frame grown to the minimum hit size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            frame: try container.decode(TipRect.self, forKey: .frame), hitFrame: try container.decodeIfPresent(TipRect.self, forKey: .hitFrame),
            glyph: try container.decode(TipRect.self, forKey: .glyph), color: try container.decode(DynamicColor.self, forKey: .color),
            lineWidth: try container.decode(Double.self, forKey: .lineWidth))
    }
}

/// What dismisses a tooltip.
public enum TipDismissTrigger: String, Codable, Hashable, Sendable, CaseIterable {
    /// A tap dismisses it.
    case tap
    /// It dismisses itself after ``TipBehavior/autoDismissAfter`` seconds.
    case after
}

/// A tooltip's behaviour: metadata for the app, which implements it.
public struct TipBehavior: Hashable, Sendable {
    /// The triggers, in source order, each at most once (empty: the app decides).
    public var dismiss: [TipDismissTrigger]
    /// Seconds before it dismisses itself, when ``TipDismissTrigger/after`` is a trigger.
    public var autoDismissAfter: Double?

    /// Creates behaviour metadata.
    public init(dismiss: [TipDismissTrigger], autoDismissAfter: Double?) {
        self.dismiss = dismiss
        self.autoDismissAfter = autoDismissAfter
    }

    /// The behaviour of a style's `dismiss` triggers.
    public init(_ triggers: [DismissTrigger]) {
        var seconds: Double?
        dismiss = triggers.map { trigger in
            switch trigger {
            case .tap: return .tap
            case .after(let after):
                seconds = seconds ?? after
                return .after
            }
        }
        autoDismissAfter = seconds
    }
}

extension TipBehavior: Codable {
    private enum CodingKeys: String, CodingKey {
        case dismiss, autoDismissAfter
    }

    /// Writes the behaviour, `null` without a timer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dismiss, forKey: .dismiss)
        try container.encode(autoDismissAfter, forKey: .autoDismissAfter)
    }
}
