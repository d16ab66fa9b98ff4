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

/// One action button of a tooltip: answer a tap in its frame by its id.
public struct TipAction: Codable, Hashable, Sendable {
    /// What the app knows the action by (`learnMore`).
    public var id: String
    /// The button's whole title (its line may show it truncated with "…").
    public var title: String
    /// The button.
    public var frame: TipRect
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

    /// Creates an action button.
    public init(
        id: String, title: String, frame: TipRect, fill: DynamicColor, cornerRadius: Double, textColor: DynamicColor, font: TipFont,
        lines: [TipLine]
    ) {
        self.id = id
        self.title = title
        self.frame = frame
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.font = font
        self.lines = lines
    }

    /// Whether the title was truncated to fit the button.
    public var isTruncated: Bool { lines.count != 1 || lines[0].text != title }
}

/// A tooltip's close button: the square that answers taps and the "×" drawn in it.
public struct TipCloseButton: Codable, Hashable, Sendable {
    /// The hit area.
    public var frame: TipRect
    /// The square whose corners the "×" joins.
    public var glyph: TipRect
    /// The colour of the "×".
    public var color: DynamicColor
    /// The width of its strokes.
    public var lineWidth: Double

    /// Creates a close button.
    public init(frame: TipRect, glyph: TipRect, color: DynamicColor, lineWidth: Double) {
        self.frame = frame
        self.glyph = glyph
        self.color = color
        self.lineWidth = lineWidth
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
