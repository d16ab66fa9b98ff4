import TipLayout
import TipStyle

/// The drawing of one component in its own coordinates: shared by the standalone SVG and the
/// sheet, so both show exactly the same picture.
struct ComponentDrawing {
    /// The area the drawing covers, in component coordinates: the component's frame grown by
    /// half of any stroke centred on its edge and by its shadow's offset and blur, each margin
    /// rounded up to whole points. It may start at negative coordinates.
    let viewBox: Rect
    /// One group with the component's `<defs>` (if any) and its shapes and text.
    let group: SVGElement

    /// Draws `component` (``ComponentPainter`` on an ``SVGCanvas``); every id it defines starts
    /// with `idPrefix`.
    init(_ component: ComponentLayout, idPrefix: String) {
        viewBox = Self.viewBox(of: component)
        var canvas = SVGCanvas(idPrefix: idPrefix, filterRegion: viewBox)
        ComponentPainter.paint(component, on: &canvas)
        group = canvas.elements.first ?? SVGElement("g")
    }

    /// The ``viewBox`` of `component`'s drawing, without drawing it.
    static func viewBox(of component: ComponentLayout) -> Rect {
        switch component {
        case .tooltip(let tooltip): wholePointMargins(around: inkBounds(of: tooltip), frame: written(tooltip.size))
        case .tags(let tags): wholePointMargins(around: inkBounds(of: tags), frame: written(tags.size))
        }
    }

    /// Gaussian standard deviation of a shadow: half its radius, as Core Animation's
    /// `shadowRadius`.
    static func standardDeviation(of shadow: Shadow) -> Double {
        max(0, shadow.radius / 2)
    }

    // MARK: - Extent

    // The extent is computed from the numbers as the JSON writes them, so that a reader of the
    // JSON (the runtime's SVG) finds the same viewBox.

    private static func inkBounds(of tooltip: TooltipLayout) -> Rect {
        let frame = Rect(x: 0, y: 0, width: written(tooltip.size.width), height: written(tooltip.size.height))
        // The layout insets the outline by half the border width, so the stroke stays inside
        // the bubble's frame (as UIKit's `layer.borderWidth`) and never widens the ink.
        let shape = union(frame, written(tooltip.bubble.frame))
        guard let shadow = tooltip.shadow, shadow.color.alpha > 0 else { return shape }
        let offset = Rect(x: shape.x + written(shadow.x), y: shape.y + written(shadow.y), width: shape.width, height: shape.height)
        // A Gaussian is invisible beyond three standard deviations.
        let deviation = standardDeviation(of: Shadow(color: shadow.color, radius: written(shadow.radius), x: 0, y: 0))
        return union(shape, grown(offset, by: 3 * deviation))
    }

    private static func inkBounds(of tags: TagsLayout) -> Rect {
        // Tag borders are drawn inside their frames, so only the frames count.
        let frame = Rect(x: 0, y: 0, width: written(tags.size.width), height: written(tags.size.height))
        return tags.tags.reduce(frame) { union($0, written($1.frame)) }
    }

    private static func written(_ value: Double) -> Double { NumberFormat.rounded(value) }

    private static func written(_ size: Size) -> Size { Size(width: written(size.width), height: written(size.height)) }

    private static func written(_ rect: Rect) -> Rect {
        Rect(x: written(rect.x), y: written(rect.y), width: written(rect.width), height: written(rect.height))
    }

    /// `ink` as margins around `frame`, each rounded up to a whole point.
    private static func wholePointMargins(around ink: Rect, frame: Size) -> Rect {
        let left = ceilMargin(-ink.minX)
        let top = ceilMargin(-ink.minY)
        let right = ceilMargin(ink.maxX - frame.width)
        let bottom = ceilMargin(ink.maxY - frame.height)
        return Rect(x: -left, y: -top, width: frame.width + left + right, height: frame.height + top + bottom)
    }

    /// `overflow` rounded up to whole points; 0 when nothing overflows (or the value is not
    /// finite). Overflow below a thousandth of a point is rounding noise.
    private static func ceilMargin(_ overflow: Double) -> Double {
        guard overflow.isFinite, overflow > 0.001 else { return 0 }
        return overflow.rounded(.up)
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private static func grown(_ rect: Rect, by amount: Double) -> Rect {
        Rect(x: rect.x - amount, y: rect.y - amount, width: rect.width + 2 * amount, height: rect.height + 2 * amount)
    }
}
