import TipLayout
import TipModel
import TipStyle

/// The drawing of one component in its own coordinates: shared by the standalone SVG and the
/// sheet, so both show exactly the same picture.
enum ComponentDrawing {
    /// Writes `component` in `appearance` (``ComponentPainter`` on an ``SVGCanvas``) as one
    /// group at `indent`, with its `<defs>` (if any) and its shapes and text; every id it
    /// defines starts with `idPrefix`, and shadows paint within `viewBox` (``viewBox(of:)``).
    static func write(
        _ component: some DrawnComponent, idPrefix: String, appearance: Appearance = .light, viewBox: TipRect, indent: Int,
        into out: inout OutputBytes
    ) {
        var canvas = SVGCanvas(idPrefix: idPrefix, filterRegion: viewBox, indent: indent)
        swap(&canvas.out, &out)
        ComponentPainter.paint(drawn: component, in: appearance, on: &canvas)
        canvas.finish()
        swap(&canvas.out, &out)
    }

    /// The area the drawing covers, in component coordinates: the component's frame grown by
    /// half of any stroke centred on its edge and by its shadow's offset and blur, each margin
    /// rounded up to whole points. It may start at negative coordinates. Computed from the numbers
    /// as the JSON writes them, so that a reader of the JSON (the runtime's SVG) finds the same.
    static func viewBox(of component: some DrawnComponent) -> TipRect {
        let size = component.size
        let frame = TipRect(x: 0, y: 0, width: NumberFormat.rounded(size.width), height: NumberFormat.rounded(size.height))
        let ink = component.visit(tooltip: { inkBounds(of: $0, frame: frame) }, tags: { inkBounds(of: $0, frame: frame) })
        return wholePointMargins(around: ink, frame: frame)
    }

    /// Gaussian standard deviation of a shadow of `radius`: half the radius, as Core Animation's
    /// `shadowRadius`.
    static func standardDeviation(radius: Double) -> Double {
        max(0, radius / 2)
    }

    // MARK: - Extent

    private static func inkBounds(of tooltip: TipTooltip, frame: TipRect) -> TipRect {
        // The layout insets the outline by half the border width, so the stroke stays inside
        // the bubble's frame (as UIKit's `layer.borderWidth`) and never widens the ink.
        let shape = union(frame, NumberFormat.rounded(tooltip.bubble.frame))
        guard let shadow = tooltip.shadow, !shadow.color.isClear else { return shape }
        let offset = TipRect(
            x: shape.x + NumberFormat.rounded(shadow.x), y: shape.y + NumberFormat.rounded(shadow.y), width: shape.width, height: shape.height)
        // A Gaussian is invisible beyond three standard deviations.
        return union(shape, grown(offset, by: 3 * standardDeviation(radius: NumberFormat.rounded(shadow.radius))))
    }

    private static func inkBounds(of tags: TipTagGroup, frame: TipRect) -> TipRect {
        // Tag borders are drawn inside their frames, so only the frames count.
        tags.tags.reduce(frame) { union($0, NumberFormat.rounded($1.frame)) }
    }

    /// `ink` as margins around `frame`, each rounded up to a whole point.
    private static func wholePointMargins(around ink: TipRect, frame: TipRect) -> TipRect {
        let left = ceilMargin(-ink.minX)
        let top = ceilMargin(-ink.minY)
        let right = ceilMargin(ink.maxX - frame.width)
        let bottom = ceilMargin(ink.maxY - frame.height)
        return TipRect(x: -left, y: -top, width: frame.width + left + right, height: frame.height + top + bottom)
    }

    /// `overflow` rounded up to whole points; 0 when nothing overflows (or the value is not
    /// finite). Overflow below a thousandth of a point is rounding noise.
    private static func ceilMargin(_ overflow: Double) -> Double {
        guard overflow.isFinite, overflow > 0.001 else { return 0 }
        return overflow.rounded(.up)
    }

    private static func union(_ a: TipRect, _ b: TipRect) -> TipRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return TipRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private static func grown(_ rect: TipRect, by amount: Double) -> TipRect {
        TipRect(x: rect.x - amount, y: rect.y - amount, width: rect.width + 2 * amount, height: rect.height + 2 * amount)
    }
}
