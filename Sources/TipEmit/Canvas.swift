import TipLayout
import TipModel
import TipStyle

/// A shape a canvas fills and strokes.
public enum CanvasShape: Hashable, Sendable {
    /// An outline: a tooltip's bubble and arrow as one path.
    case path(TipPath)
    /// A rectangle with corners rounded by `radius` (0: square corners).
    case roundedRect(TipRect, radius: Double)
}

/// A stroke centred on a shape's outline.
public struct CanvasStroke: Hashable, Sendable {
    /// The colour (never fully transparent: an invisible stroke is no stroke).
    public var color: RGBAColor
    /// The width in points (> 0).
    public var width: Double
    /// Miter joins with a limit of 10 (a tooltip's outline, so that the stroke's outer edge
    /// reaches the arrow's apex); otherwise the surface's default joins.
    public var isMitered: Bool

    /// Creates a stroke.
    public init(color: RGBAColor, width: Double, isMitered: Bool) {
        self.color = color
        self.width = width
        self.isMitered = isMitered
    }
}

/// A drop shadow in one appearance: its colour resolved.
public struct CanvasShadow: Hashable, Sendable {
    public var color: RGBAColor
    /// Blur radius in points (as `CALayer.shadowRadius`).
    public var radius: Double
    public var x: Double
    public var y: Double

    /// The shadow `shadow` in `appearance`.
    public init(_ shadow: Shadow, in appearance: Appearance) {
        color = shadow.color.resolved(for: appearance)
        radius = shadow.radius
        x = shadow.x
        y = shadow.y
    }
}

/// What drawing a component asks of a surface, in the component's own coordinates (points,
/// origin top-left, y down). ``ComponentPainter`` draws every component through it: the SVG
/// writer's canvas is one surface, an app's Core Graphics, UIKit or SwiftUI adapter another,
/// so every surface shows the same picture.
public protocol Canvas {
    /// Starts a group drawn as a whole with `opacity` (0…1; 1 is opaque).
    mutating func beginGroup(opacity: Double)
    /// Ends the group begun last.
    mutating func endGroup()
    /// Fills the rectangle `rect` with `color`, without a stroke: a tag group's background.
    mutating func fillBackground(_ rect: TipRect, color: RGBAColor)
    /// Fills `shape` with `fill` (a transparent fill draws nothing) and strokes it with
    /// `stroke` (nil: none); `shadow` (nil: none) is cast by both together, behind them.
    mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?)
    /// Draws one line of text: `line.text` from `(line.x, line.baseline)` in `font` and
    /// `color`, fitted to `line.width` (the width the layout measured).
    mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor)
    /// Draws the image `name` — an SF Symbol's name or an asset's — tinted `color`, fitted in
    /// the square `frame`. A surface that has no such images draws a placeholder
    /// (``drawIconPlaceholder(in:color:)``, the default).
    mutating func drawIcon(named name: String, in frame: TipRect, color: RGBAColor)
}

extension Canvas {
    /// Draws ``drawIconPlaceholder(in:color:)``: the surface has no images.
    public mutating func drawIcon(named name: String, in frame: TipRect, color: RGBAColor) {
        drawIconPlaceholder(in: frame, color: color)
    }

    /// A visible stand-in for an image a surface cannot draw: the frame, tinted faintly, with
    /// its outline and diagonals in `color` (a 1-point stroke inside the frame).
    public mutating func drawIconPlaceholder(in frame: TipRect, color: RGBAColor) {
        let inset = 0.5
        let box = TipRect(x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 1), height: max(0, frame.height - 1))
        let stroke = CanvasStroke(color: color, width: 1, isMitered: false)
        let tint = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha / 8)
        draw(.roundedRect(box, radius: min(4, box.width / 4)), fill: tint, stroke: stroke, shadow: nil)
        let diagonals = TipPath([
            .move(TipPoint(x: box.minX, y: box.minY)), .line(TipPoint(x: box.maxX, y: box.maxY)),
            .move(TipPoint(x: box.maxX, y: box.minY)), .line(TipPoint(x: box.minX, y: box.maxY)),
        ])
        draw(.path(diagonals), fill: .clear, stroke: stroke, shadow: nil)
    }
}

/// Draws laid-out components on a ``Canvas``: the one place that decides what a tooltip or a
/// tag group looks like.
public enum ComponentPainter {
    /// The area `component`'s drawing covers, in its own coordinates: its frame grown by half of
    /// any stroke on its edge and by its shadow, each side to a whole point (it may start at
    /// negative coordinates). The SVG's viewBox; a view drawing the component should be this big.
    public static func drawingBounds(of component: TipComponent) -> TipRect {
        ComponentDrawing.viewBox(of: component)
    }

    /// Draws `component` on `canvas` in `appearance`, as one group.
    public static func paint(_ component: TipComponent, in appearance: Appearance = .light, on canvas: inout some Canvas) {
        paint(drawn: component, in: appearance, on: &canvas)
    }

    /// Draws `component` on `canvas` in `appearance`, as one group.
    static func paint(drawn component: some DrawnComponent, in appearance: Appearance, on canvas: inout some Canvas) {
        component.visit(
            tooltip: { paint($0, in: appearance, on: &canvas) },
            tags: { paint($0, in: appearance, on: &canvas) })
    }

    /// A bubble and arrow as one outline, with its shadow, then the title, the text, the icon,
    /// the action buttons and the close button; all at the tooltip's opacity.
    private static func paint(_ tooltip: TipTooltip, in appearance: Appearance, on canvas: inout some Canvas) {
        canvas.beginGroup(opacity: max(0, min(1, tooltip.opacity)))
        let bubble = tooltip.bubble
        // The outline is inset by half the stroke width; miter joins carry the stroke's outer
        // edge exactly to the arrow's apex (the limit admits arrows down to ~11°).
        let stroke = visibleStroke(bubble.stroke?.resolved(for: appearance), width: bubble.strokeWidth, isMitered: true)
        let shadow = tooltip.shadow.map { CanvasShadow($0, in: appearance) }.flatMap { $0.color.alpha > 0 ? $0 : nil }
        canvas.draw(.path(bubble.path), fill: bubble.fill.resolved(for: appearance), stroke: stroke, shadow: shadow)
        if let title = tooltip.title { paint(title, in: appearance, on: &canvas) }
        paint(tooltip.text, in: appearance, on: &canvas)
        if let icon = tooltip.icon {
            canvas.drawIcon(named: icon.name, in: icon.frame, color: icon.color.resolved(for: appearance))
        }
        for action in tooltip.actions { paint(action, in: appearance, on: &canvas) }
        if let closeButton = tooltip.closeButton { paint(closeButton, in: appearance, on: &canvas) }
        canvas.endGroup()
    }

    /// An action button's fill (no stroke), then its title. Computed from the numbers as the
    /// JSON writes them, as a tag's pill is.
    private static func paint(_ action: TipAction, in appearance: Appearance, on canvas: inout some Canvas) {
        let fill = action.fill.resolved(for: appearance)
        if fill.alpha > 0 {
            let frame = NumberFormat.rounded(action.frame)
            let radius = max(0, min(NumberFormat.rounded(action.cornerRadius), frame.height / 2, frame.width / 2))
            canvas.draw(.roundedRect(frame, radius: radius), fill: fill, stroke: nil, shadow: nil)
        }
        let color = action.textColor.resolved(for: appearance)
        for line in action.lines { canvas.draw(line, font: action.font, color: color) }
    }

    /// The close button's "×": two strokes joining the corners of its glyph square (the hit
    /// area around it is not drawn).
    private static func paint(_ closeButton: TipCloseButton, in appearance: Appearance, on canvas: inout some Canvas) {
        guard let stroke = visibleStroke(closeButton.color.resolved(for: appearance), width: closeButton.lineWidth, isMitered: false) else {
            return
        }
        let glyph = NumberFormat.rounded(closeButton.glyph)
        let cross = TipPath([
            .move(TipPoint(x: glyph.minX, y: glyph.minY)), .line(TipPoint(x: glyph.maxX, y: glyph.maxY)),
            .move(TipPoint(x: glyph.maxX, y: glyph.minY)), .line(TipPoint(x: glyph.minX, y: glyph.maxY)),
        ])
        canvas.draw(.path(cross), fill: .clear, stroke: stroke, shadow: nil)
    }

    /// Every line of `text` in its font and colour.
    private static func paint(_ text: TipTextBlock, in appearance: Appearance, on canvas: inout some Canvas) {
        let color = text.color.resolved(for: appearance)
        for line in text.lines { canvas.draw(line, font: text.font, color: color) }
    }

    /// The background, then each tag's pill and text.
    private static func paint(_ tags: TipTagGroup, in appearance: Appearance, on canvas: inout some Canvas) {
        canvas.beginGroup(opacity: 1)
        let background = tags.background.resolved(for: appearance)
        if background.alpha > 0 {
            canvas.fillBackground(TipRect(x: 0, y: 0, width: tags.size.width, height: tags.size.height), color: background)
        }
        for tag in tags.tags {
            let stroke = visibleStroke(tag.stroke?.resolved(for: appearance), width: tag.strokeWidth, isMitered: false)
            let fill = tag.fill.resolved(for: appearance)
            if stroke != nil || fill.alpha > 0 {
                canvas.draw(pill(of: tag, stroked: stroke != nil), fill: fill, stroke: stroke, shadow: nil)
            }
            canvas.draw(tag.textLine, font: tag.font, color: tag.textColor.resolved(for: appearance))
        }
        canvas.endGroup()
    }

    /// The tag's pill. The border lies inside the frame, as UIKit's `layer.borderWidth`: the
    /// rectangle is inset by half the stroke width and its corner radius shrinks by the same
    /// amount, so the outer edge keeps the tag's corner radius (clamped to half the shorter side).
    /// Computed from the numbers as the JSON writes them, so that a reader of the JSON draws the
    /// same pill.
    private static func pill(of tag: TipTag, stroked: Bool) -> CanvasShape {
        let inset = stroked ? NumberFormat.rounded(tag.strokeWidth) / 2 : 0
        let frame = NumberFormat.rounded(tag.frame)
        let outerRadius = max(0, min(NumberFormat.rounded(tag.cornerRadius), frame.height / 2, frame.width / 2))
        let rect = TipRect(
            x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        return .roundedRect(rect, radius: max(0, outerRadius - inset))
    }

    /// The stroke of `color` and `width`, or nil when it would not show.
    private static func visibleStroke(_ color: RGBAColor?, width: Double, isMitered: Bool) -> CanvasStroke? {
        guard let color, width > 0, color.alpha > 0 else { return nil }
        return CanvasStroke(color: color, width: width, isMitered: isMitered)
    }
}
