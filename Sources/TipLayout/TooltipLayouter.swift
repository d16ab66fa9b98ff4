import TipModel
import TipStyle
import TipText

/// Lays out one tooltip: its content (title and message, icon, action buttons: see
/// ``TooltipBody``), bubble, arrow, outline and close button (``CloseButtonGeometry``).
///
/// **Sizes.** The content box is the bubble less its padding and less the border width on
/// every side. With `width`, the bubble is that wide and the text wraps inside
/// `width − padding.horizontal − 2·borderWidth`. Without it the bubble hugs the content: its
/// width is the widest line plus the horizontal padding and both borders, capped by `maxWidth`
/// (the text wraps at `maxWidth` less the same chrome); without `maxWidth` lines end only at
/// `\n`. A `width` or `maxWidth` smaller than the padding and borders is raised to them, so the
/// content box is never negative. The bubble's height is the content's height plus the
/// vertical padding and both borders; empty text counts as one line, so an empty bubble is one
/// line tall.
///
/// **Arrow.** The arrow stands outside the bubble on its edge: on `top` the bubble moves down by
/// `arrow.height`, on `left` it moves right by it, and the component grows by `arrow.height` on
/// that axis. Its position along the edge is ``ArrowPlacement``, with the corner radius
/// (at least half the border width) as the margin it never enters. The apex is the component's
/// anchor; without an arrow the anchor is the middle of the bubble's bottom edge.
///
/// **Border.** UIKit draws a border inside the view's bounds. So `bubble.frame` is the outer
/// shape, and `bubble.path` is that shape's outline moved inwards by half the border width
/// (see ``TooltipPath``): stroked `borderWidth` wide it paints exactly the band just inside the
/// frame (and inside the arrow's outer sides, with miter joins), and filled it covers the rest.
/// Fill plus stroke never leave the component's frame. `bubble.cornerRadius` is the outer
/// radius (clamped to half the bubble's shorter side); the arrow's apex and base are the outer
/// geometry. Without a border the path is the outer shape itself.
enum TooltipLayouter {
    /// Lays out the tooltip `name` showing `content` in `style`, measuring the text with
    /// `measurer`.
    static func layout(name: String, content: TooltipContent, style: TooltipStyle, measurer: some TextMeasurer) -> TooltipLayout {
        let borderWidth = nonNegative(style.border?.width ?? 0)
        let chromeWidth = style.padding.horizontal + 2 * borderWidth
        let chromeHeight = style.padding.vertical + 2 * borderWidth

        let bubbleWidth: Double
        let body: TooltipBody
        if let width = style.width {
            bubbleWidth = max(width, chromeWidth)
            body = TooltipBody(content, style: style, maxWidth: bubbleWidth - chromeWidth, measurer: measurer)
        } else if let maxWidth = style.maxWidth {
            let cap = max(maxWidth, chromeWidth)
            body = TooltipBody(content, style: style, maxWidth: cap - chromeWidth, measurer: measurer)
            bubbleWidth = min(body.naturalWidth(maxWidth: cap - chromeWidth) + chromeWidth, cap)
        } else {
            body = TooltipBody(content, style: style, maxWidth: nil, measurer: measurer)
            bubbleWidth = body.naturalWidth(maxWidth: nil) + chromeWidth
        }

        let arrowHeight = style.arrow.edge == .none ? 0 : nonNegative(style.arrow.height)
        let bubbleOrigin = TipPoint(x: style.arrow.edge == .left ? arrowHeight : 0, y: style.arrow.edge == .top ? arrowHeight : 0)
        let placed = body.placed(
            at: TipPoint(x: bubbleOrigin.x + borderWidth + style.padding.left, y: bubbleOrigin.y + borderWidth + style.padding.top),
            width: bubbleWidth - chromeWidth)
        let bubbleFrame = TipRect(x: bubbleOrigin.x, y: bubbleOrigin.y, width: bubbleWidth, height: placed.height + chromeHeight)
        let cornerRadius = min(
            nonNegative(style.cornerRadius.radius(width: bubbleFrame.width, height: bubbleFrame.height)), min(bubbleFrame.width, bubbleFrame.height) / 2)

        let isVertical = style.arrow.edge == .top || style.arrow.edge == .bottom
        let size = TipSize(
            width: bubbleFrame.width + (isVertical ? 0 : arrowHeight),
            height: bubbleFrame.height + (isVertical ? arrowHeight : 0)
        )
        let arrow = arrowLayout(style.arrow, height: arrowHeight, bubble: bubbleFrame, margin: max(cornerRadius, borderWidth / 2))
        let path = TooltipPath.outline(bubble: bubbleFrame, cornerRadius: cornerRadius, inset: borderWidth / 2, arrow: arrow?.arrow)
        var tooltip = TipTooltip(
            name: name,
            size: size,
            anchor: arrow?.arrow.apex ?? TipPoint(x: bubbleFrame.x + bubbleFrame.width / 2, y: bubbleFrame.maxY),
            bubble: TipBubble(
                frame: bubbleFrame, path: path, fill: style.background,
                stroke: borderWidth > 0 ? style.border?.color : nil, strokeWidth: borderWidth,
                cornerRadius: cornerRadius
            ),
            arrow: arrow?.arrow,
            title: placed.title?.block,
            text: placed.text.block,
            icon: placed.icon,
            actions: placed.actions,
            closeButton: style.closeButton.map { CloseButtonGeometry.layout($0, bubble: bubbleFrame, borderWidth: borderWidth) },
            shadow: style.shadow,
            opacity: style.opacity,
            behavior: TipBehavior(style.dismiss),
            animations: style.animations?.withReducedMotion
        )
        tooltip.accessibility = AccessibilityTree.tooltip(
            tooltip, content: content, style: style, plainTitle: body.title?.plainText, plainText: body.message.plainText)
        return TooltipLayout(
            tooltip: tooltip, style: style, titleLinesNeeded: placed.title?.linesNeeded, textLinesNeeded: placed.text.linesNeeded,
            arrowAlongEdge: arrow?.alongEdge)
    }

    /// The arrow on `arrow.edge` of `bubble`, `height` tall, and where along the edge its apex
    /// was asked to be and is; nil for edge `none`.
    private static func arrowLayout(
        _ arrow: ArrowStyle, height: Double, bubble: TipRect, margin: Double
    ) -> (arrow: TipArrow, alongEdge: (requested: Double, placed: Double))? {
        let isVertical = arrow.edge == .top || arrow.edge == .bottom
        let placement = ArrowPlacement.place(
            arrow.position, width: nonNegative(arrow.width),
            edgeLength: isVertical ? bubble.width : bubble.height, cornerMargin: margin
        )
        let apex: TipPoint, low: TipPoint, high: TipPoint
        switch arrow.edge {
        case .none:
            return nil
        case .top, .bottom:
            let baseY = arrow.edge == .top ? bubble.minY : bubble.maxY
            apex = TipPoint(x: bubble.x + placement.apex, y: arrow.edge == .top ? baseY - height : baseY + height)
            low = TipPoint(x: bubble.x + placement.baseLow, y: baseY)
            high = TipPoint(x: bubble.x + placement.baseHigh, y: baseY)
        case .left, .right:
            let baseX = arrow.edge == .left ? bubble.minX : bubble.maxX
            apex = TipPoint(x: arrow.edge == .left ? baseX - height : baseX + height, y: bubble.y + placement.apex)
            low = TipPoint(x: baseX, y: bubble.y + placement.baseLow)
            high = TipPoint(x: baseX, y: bubble.y + placement.baseHigh)
        }
        // The outline runs left to right on top, top to bottom on the right, and back on the others.
        let inPathOrder = arrow.edge == .top || arrow.edge == .right
        let laidOut = TipArrow(
            edge: arrow.edge, apex: apex, width: placement.baseWidth, height: height, apexRadius: nonNegative(arrow.apexRadius),
            baseStart: inPathOrder ? low : high, baseEnd: inPathOrder ? high : low
        )
        return (laidOut, (requested: placement.requestedApex, placed: placement.apex))
    }
}
