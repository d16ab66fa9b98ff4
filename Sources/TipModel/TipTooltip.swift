import TipStyle

/// A laid-out tooltip: a bubble with an optional arrow, its text, its optional title, icon,
/// action buttons and close button, its shadow, opacity, behaviour and motion.
public struct TipTooltip: Hashable, Sendable {
    /// The JSON `kind` of a tooltip.
    public static let kind = "tooltip"

    /// The component's name.
    public var name: String
    /// The frame holding bubble and arrow (and nothing else: the shadow is drawn outside it).
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
    public var shadow: Shadow?
    /// The whole tooltip's opacity, 0…1.
    public var opacity: Double
    /// What dismisses it.
    public var behavior: TipBehavior
    /// How it appears, disappears and draws attention; nil when it does not move.
    public var animations: TooltipAnimations?
    /// What VoiceOver reads of it, in reading order, and what showing it does.
    public var accessibility: TipAccessibility

    /// Creates a tooltip.
    public init(
        name: String, size: TipSize, anchor: TipPoint, bubble: TipBubble, arrow: TipArrow?, title: TipTextBlock? = nil, text: TipTextBlock,
        icon: TipIcon? = nil, actions: [TipAction] = [], closeButton: TipCloseButton? = nil, shadow: Shadow?, opacity: Double,
        behavior: TipBehavior, animations: TooltipAnimations? = nil, accessibility: TipAccessibility = TipAccessibility(elements: [])
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
        self.accessibility = accessibility
    }
}

extension TipTooltip: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, kind, size, anchor, bubble, arrow, title, text, icon, actions, closeButton, shadow, opacity, behavior, animations
        case accessibility
    }

    /// Reads a tooltip (its `kind` read by ``TipComponent``); no `actions`: none; no
    /// `accessibility` (a document written before there was one): no elements.
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
        shadow = try container.decodeIfPresent(Shadow.self, forKey: .shadow)
        opacity = try container.decode(Double.self, forKey: .opacity)
        behavior = try container.decode(TipBehavior.self, forKey: .behavior)
        animations = try container.decodeIfPresent(TooltipAnimations.self, forKey: .animations)
        accessibility = try container.decodeIfPresent(TipAccessibility.self, forKey: .accessibility) ?? TipAccessibility(elements: [])
    }

    /// Writes the tooltip as `tipc` does: with its `kind`, `null` for no arrow or shadow, and no
    /// `title`, `icon`, `actions`, `closeButton` or `animations` without them.
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
        try container.encode(accessibility, forKey: .accessibility)
    }
}
