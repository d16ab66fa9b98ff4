/// A laid-out tooltip: a bubble with an optional arrow, its text, shadow and behaviour.
public struct TipTooltip: Codable, Hashable, Sendable {
    /// The JSON `kind` of a tooltip.
    static let kind = "tooltip"

    /// The component's name.
    public var name: String
    /// The frame holding bubble and arrow (the shadow is drawn outside it).
    public var size: TipSize
    /// The point the tooltip points at: the arrow's apex (without an arrow, the middle of the
    /// bubble's bottom edge). Place the component so that this point is on the target.
    public var anchor: TipPoint
    /// The bubble.
    public var bubble: TipBubble
    /// The arrow; nil when the tooltip has none.
    public var arrow: TipArrow?
    /// The title above the text; nil when the tooltip has none.
    public var title: TipTextBlock?
    /// The text: the message.
    public var text: TipTextBlock
    /// The icon's frame and image name; nil when the tooltip has none.
    public var icon: TipIcon?
    /// The action buttons, in order; empty when the tooltip has none.
    public var actions: [TipAction]
    /// The close button; nil when the tooltip has none.
    public var closeButton: TipCloseButton?
    /// The drop shadow; nil for none.
    public var shadow: TipShadow?
    /// The whole tooltip's opacity, 0…1.
    public var opacity: Double
    /// What dismisses it.
    public var behavior: TipBehavior
    /// How it appears, disappears and draws attention; nil when it does not move. The Apple
    /// adapters apply it (``TipView``'s `appear`, `disappear` and `startEmphasis`; SwiftUI's
    /// `tipTransition` and `tipEmphasis`).
    public var animations: TooltipAnimations?

    /// Creates a tooltip.
    public init(
        name: String, size: TipSize, anchor: TipPoint, bubble: TipBubble, arrow: TipArrow?, title: TipTextBlock? = nil, text: TipTextBlock,
        icon: TipIcon? = nil, actions: [TipAction] = [], closeButton: TipCloseButton? = nil, shadow: TipShadow?, opacity: Double,
        behavior: TipBehavior, animations: TooltipAnimations? = nil
    ) {
        self.name = name
        self.size = size
        self.anchor = anchor
        self.bubble = bubble
        self.arrow = arrow
        self.title = title
        self.text = text
        self.icon = icon
        self.actions = actions
        self.closeButton = closeButton
        self.shadow = shadow
        self.opacity = opacity
        self.behavior = behavior
        self.animations = animations
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, size, anchor, bubble, arrow, title, text, icon, actions, closeButton, shadow, opacity, behavior, animations
    }

    /// Decodes a tooltip (the `kind` was checked by ``TipComponent``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        size = try container.decode(TipSize.self, forKey: .size)
        anchor = try container.decode(TipPoint.self, forKey: .anchor)
        bubble = try container.decode(TipBubble.self, forKey: .bubble)
        arrow = try container.decodeIfPresent(TipArrow.self, forKey: .arrow)
        title = try container.decodeIfPresent(TipTextBlock.self, forKey: .title)
        text = try container.decode(TipTextBlock.self, forKey: .text)
        icon = try container.decodeIfPresent(TipIcon.self, forKey: .icon)
        actions = try container.decodeIfPresent([TipAction].self, forKey: .actions) ?? []
        closeButton = try container.decodeIfPresent(TipCloseButton.self, forKey: .closeButton)
        shadow = try container.decodeIfPresent(TipShadow.self, forKey: .shadow)
        opacity = try container.decode(Double.self, forKey: .opacity)
        behavior = try container.decode(TipBehavior.self, forKey: .behavior)
        animations = try container.decodeIfPresent(TooltipAnimations.self, forKey: .animations)
    }

    /// Encodes the tooltip as `tipc` does: with its `kind`, `null` for no arrow or shadow, and
    /// no `title`, `icon`, `actions`, `closeButton` or `animations` without them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Self.kind, forKey: .kind)
        try container.encode(size, forKey: .size)
        try container.encode(anchor, forKey: .anchor)
        try container.encode(bubble, forKey: .bubble)
        try container.encode(arrow, forKey: .arrow)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(icon, forKey: .icon)
        if !actions.isEmpty { try container.encode(actions, forKey: .actions) }
        try container.encodeIfPresent(closeButton, forKey: .closeButton)
        try container.encode(shadow, forKey: .shadow)
        try container.encode(opacity, forKey: .opacity)
        try container.encode(behavior, forKey: .behavior)
        try container.encodeIfPresent(animations, forKey: .animations)
    }
}

/// A tooltip's icon: the frame `tipc` reserved for an image the app draws, and the image's
/// name — an SF Symbol's (`UIImage(systemName:)`) or an asset's (`UIImage(named:)`).
public struct TipIcon: Codable, Hashable, Sendable {
    /// The SF Symbol or asset name.
    public var name: String
    /// The square to draw the image in, fitted.
    public var frame: TipRect
    /// The tint of a template image.
    public var color: TipDynamicColor

    /// Creates an icon.
    public init(name: String, frame: TipRect, color: TipDynamicColor) {
        self.name = name
        self.frame = frame
        self.color = color
    }
}

/// One action button of a tooltip: answer a tap in its frame by its id.
public struct TipAction: Codable, Hashable, Sendable {
    /// What the app knows the action by (`learnMore`).
    public var id: String
    /// The whole title (its line may show it truncated with "…").
    public var title: String
    /// The button.
    public var frame: TipRect
    /// Fill colour.
    public var fill: TipDynamicColor
    /// Corner radius.
    public var cornerRadius: Double
    /// The title's colour.
    public var textColor: TipDynamicColor
    /// The title's font.
    public var font: TipFont
    /// The title's line, centred in the button.
    public var lines: [TipLine]

    /// Creates an action button.
    public init(
        id: String, title: String, frame: TipRect, fill: TipDynamicColor, cornerRadius: Double, textColor: TipDynamicColor, font: TipFont,
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
}

/// A tooltip's close button: the square that answers taps (44 × 44, Apple's minimum) and the
/// "×" drawn in it.
public struct TipCloseButton: Codable, Hashable, Sendable {
    /// The hit area.
    public var frame: TipRect
    /// The square whose corners the "×" joins.
    public var glyph: TipRect
    /// The colour of the "×".
    public var color: TipDynamicColor
    /// The width of its strokes.
    public var lineWidth: Double

    /// Creates a close button.
    public init(frame: TipRect, glyph: TipRect, color: TipDynamicColor, lineWidth: Double) {
        self.frame = frame
        self.glyph = glyph
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// A tooltip's bubble: its rounded rectangle and the one outline that includes the arrow.
public struct TipBubble: Codable, Hashable, Sendable {
    /// The rounded rectangle, without the arrow.
    public var frame: TipRect
    /// The outline of bubble and arrow together: fill and stroke this.
    public var path: TipPath
    /// Fill colour.
    public var fill: TipDynamicColor
    /// Border colour; nil for no border.
    public var stroke: TipDynamicColor?
    /// Border width (0 without a border).
    public var strokeWidth: Double
    /// The corner radius used.
    public var cornerRadius: Double

    /// Creates a bubble.
    public init(frame: TipRect, path: TipPath, fill: TipDynamicColor, stroke: TipDynamicColor?, strokeWidth: Double, cornerRadius: Double) {
        self.frame = frame
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
    }

    private enum CodingKeys: String, CodingKey {
        case frame, path, fill, stroke, strokeWidth, cornerRadius
    }

    /// Encodes the bubble, writing `null` for no border.
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

/// The bubble edge an arrow stands on.
public enum TipArrowEdge: String, Codable, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right
}

/// A tooltip's arrow (already part of ``TipBubble/path``; given for placement and animation).
public struct TipArrow: Codable, Hashable, Sendable {
    /// The edge it stands on.
    public var edge: TipArrowEdge
    /// Its tip, equal to the tooltip's anchor.
    public var apex: TipPoint
    /// Base width.
    public var width: Double
    /// Height from base to apex.
    public var height: Double
    /// Rounding of the apex (0 for a sharp tip).
    public var apexRadius: Double
    /// First end of the base, in outline order.
    public var baseStart: TipPoint
    /// Second end of the base, in outline order.
    public var baseEnd: TipPoint

    /// Creates an arrow.
    public init(edge: TipArrowEdge, apex: TipPoint, width: Double, height: Double, apexRadius: Double, baseStart: TipPoint, baseEnd: TipPoint) {
        self.edge = edge
        self.apex = apex
        self.width = width
        self.height = height
        self.apexRadius = apexRadius
        self.baseStart = baseStart
        self.baseEnd = baseEnd
    }
}

/// A drop shadow (`CALayer.shadowColor`, `shadowRadius`, `shadowOffset`).
public struct TipShadow: Codable, Hashable, Sendable {
    /// Colour, alpha included (`shadowOpacity` is folded into it).
    public var color: TipDynamicColor
    /// Blur radius.
    public var radius: Double
    /// Horizontal offset.
    public var x: Double
    /// Vertical offset.
    public var y: Double

    /// Creates a shadow.
    public init(color: TipDynamicColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
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
public struct TipBehavior: Codable, Hashable, Sendable {
    /// The triggers, in source order (empty: the app decides).
    public var dismiss: [TipDismissTrigger]
    /// Seconds before it dismisses itself, when `after` is a trigger.
    public var autoDismissAfter: Double?

    /// Creates behaviour metadata.
    public init(dismiss: [TipDismissTrigger], autoDismissAfter: Double?) {
        self.dismiss = dismiss
        self.autoDismissAfter = autoDismissAfter
    }

    private enum CodingKeys: String, CodingKey {
        case dismiss, autoDismissAfter
    }

    /// Encodes the behaviour, writing `null` when there is no timer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dismiss, forKey: .dismiss)
        try container.encode(autoDismissAfter, forKey: .autoDismissAfter)
    }
}
