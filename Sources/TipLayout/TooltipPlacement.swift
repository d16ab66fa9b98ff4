import TipModel
import TipStyle
import TipText

/// A tooltip placed next to a target inside a container: where its frame goes, and the tooltip
/// as laid out there (its arrow's edge and position after flipping and re-aiming).
public struct PlacedTooltip: Sendable {
    /// The component's top-left corner in the container's coordinates; the frame is this
    /// origin and the layout's size.
    public var origin: TipPoint
    /// The tooltip as laid out for this place.
    public var layout: TooltipLayout

    /// Creates a placement.
    public init(origin: TipPoint, layout: TooltipLayout) {
        self.origin = origin
        self.layout = layout
    }

    /// The whole component (bubble and arrow) in the container's coordinates.
    public var frame: TipRect { TipRect(origin: origin, size: layout.tooltip.size) }
}

/// Places a tooltip next to the view it explains, inside a container, by the rules of
/// `docs/runtime.md` ("Presenting a tip", "Where it goes"). The style's arrow edge says where
/// the target is: an arrow on `bottom` stands the tooltip above the target.
///
/// Every rectangle is in the container's coordinates. The **usable region** is the bounds less
/// the `insets` (the safe area: top, left, bottom, right) less `margin` on every side; the
/// **avoided rectangles** (the keyboard's frame, any number) are places the tooltip must not
/// overlap.
///
/// 1. **Side.** The apex goes on the middle of the target's facing edge (arrow `bottom`: at
///    `(target.midX, target.minY)`). The tooltip **fits** on a side when the target's facing
///    edge lies inside the usable region along the arrow's axis and the **room** there — from
///    that edge to the nearest of the region's far edge and the near edge of every avoided
///    rectangle that overlaps the tooltip's extent across the axis (where rule 2 puts it) and
///    reaches past the facing edge — is at least the tooltip's length along the axis (with the
///    keyboard up, the room below a target near the bottom ends at the keyboard's top; a
///    rectangle covering the facing edge leaves negative room). If the tooltip does not fit on
///    its arrow's side, it flips to the opposite side (the arrow's edge flipped) when it fits
///    there; when it fits on neither, it takes the side with more room (the preferred one on a
///    tie). Arrows on `left` and `right` flip horizontally in the same way.
/// 2. **Shift.** Along the other axis the apex starts on the target's middle; the whole tooltip
///    then moves by the least amount that keeps it inside the usable region (the same on either
///    side of the target). A tooltip longer than that span is aligned with its start (left or
///    top) instead. Avoided rectangles do not move it across; they only decide the side.
/// 3. **Re-aim.** After a shift, the arrow moves along its edge so the apex points at the
///    target's middle again (laid out as `arrow.position: leading(…)`), clamped out of the
///    rounded corners by the layout's own rule (``ArrowPlacement``).
/// 4. **No arrow** (`arrow.edge: none`): the bubble is centred above the target, then shifted
///    on both axes to stay inside the usable region; with no side to choose, avoided rectangles
///    play no part.
///
/// So whenever the tooltip fits on the side it takes and is no longer than the usable region
/// across, it lies inside the usable region and overlaps no avoided rectangle, with the apex on
/// the line of the target's facing edge. Rectangles with a coordinate that is not finite count as
/// empty rectangles at the origin, empty avoided rectangles avoid nothing, and a negative or
/// non-finite margin or inset counts as 0, so that no frame ever holds NaN. The result depends
/// on the inputs alone: placing again after the target, the container, the insets or the
/// keyboard changed is placing afresh.
public enum TooltipPlacement {
    /// The default space kept free inside the bounds, in points.
    public static let defaultMargin = 8.0

    /// Places the tooltip `name` showing `content` in `style` next to `target`, inside `bounds`
    /// less `insets` less `margin`, overlapping none of `avoiding` where it can, its text laid
    /// out at `sizeCategory` and `legibility` (Bold Text).
    public static func place(
        named name: String, content: TooltipContent, style: TooltipStyle, measurer: some TextMeasurer,
        target rawTarget: TipRect, bounds: TipRect, margin: Double = defaultMargin,
        insets: EdgeInsets = EdgeInsets(all: 0), avoiding: [TipRect] = [],
        sizeCategory: ContentSizeCategory = .standard, legibilityWeight legibility: LegibilityWeight = .regular
    ) -> PlacedTooltip {
        let target = PlacementRegion.finite(rawTarget)
        let region = PlacementRegion(bounds: bounds, insets: insets, margin: margin, avoiding: avoiding)
        func layout(_ style: TooltipStyle) -> TooltipLayout {
            Layout.tooltip(
                named: name, content: content, style: style, measurer: measurer, sizeCategory: sizeCategory, legibilityWeight: legibility)
        }
        var style = style
        var laidOut = layout(style)
        let edge = style.arrow.edge
        let size = laidOut.tooltip.size
        // 1–2. Side and shift: the shift across is the same on either side, so the preferred
        // side's origin tells where the tooltip would lie on both.
        let preferred = region.origin(of: size, anchor: laidOut.tooltip.anchor, edge: edge, target: target)
        let chosen = region.side(for: edge, size: size, origin: preferred, target: target)
        guard chosen != .none else { return PlacedTooltip(origin: preferred, layout: laidOut) }
        if chosen != edge {
            style.arrow.edge = chosen
            laidOut = layout(style)
        }
        let apex = laidOut.tooltip.anchor
        let origin = region.origin(of: laidOut.tooltip.size, anchor: apex, edge: chosen, target: target)

        // 3. Re-aim: the apex back on the target's middle, along the arrow's edge.
        let bubble = laidOut.tooltip.bubble.frame
        let along = chosen.isVertical
            ? target.x + target.width / 2 - origin.x - bubble.x
            : target.y + target.height / 2 - origin.y - bubble.y
        let currentAlong = chosen.isVertical ? apex.x - bubble.x : apex.y - bubble.y
        if abs(along - currentAlong) > 1e-9 {
            style.arrow.position = .leading(along - max(0, style.arrow.width) / 2)
            laidOut = layout(style)
        }
        return PlacedTooltip(origin: origin, layout: laidOut)
    }

    /// The origin, in the container's coordinates, of a component that cannot be laid out again
    /// (its size, its `anchor` and its arrow's `edge` fixed; `none` for a tooltip without an
    /// arrow or a tag group) next to `target` inside `bounds` less `insets` less `margin`. The
    /// rules are ``TooltipPlacement``'s without a flip or a re-aim, which need a new layout: the
    /// anchor goes on the middle of the target's facing edge, then the component is shifted
    /// across to stay inside; without an arrow it is centred above the target and shifted on
    /// both axes. Avoided rectangles play no part, since there is no side to choose.
    public static func origin(
        ofFixed size: TipSize, anchor: TipPoint, edge: ArrowEdge, target: TipRect, bounds: TipRect,
        margin: Double = defaultMargin, insets: EdgeInsets = EdgeInsets(all: 0)
    ) -> TipPoint {
        PlacementRegion(bounds: bounds, insets: insets, margin: margin, avoiding: [])
            .origin(of: size, anchor: anchor, edge: edge, target: PlacementRegion.finite(target))
    }
}
