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

    /// Draws `component`; every id it defines starts with `idPrefix`.
    init(_ component: ComponentLayout, idPrefix: String) {
        viewBox = Self.viewBox(of: component)
        switch component {
        case .tooltip(let tooltip): group = Self.group(for: tooltip, filterRegion: viewBox, idPrefix: idPrefix)
        case .tags(let tags): group = Self.group(for: tags)
        }
    }

    /// The ``viewBox`` of `component`'s drawing, without drawing it.
    static func viewBox(of component: ComponentLayout) -> Rect {
        switch component {
        case .tooltip(let tooltip): wholePointMargins(around: inkBounds(of: tooltip), frame: tooltip.size)
        case .tags(let tags): wholePointMargins(around: inkBounds(of: tags), frame: tags.size)
        }
    }

    /// Gaussian standard deviation of a shadow: half its radius, as Core Animation's
    /// `shadowRadius`.
    static func standardDeviation(of shadow: Shadow) -> Double {
        max(0, shadow.radius / 2)
    }

    // MARK: - Extent

    private static func inkBounds(of tooltip: TooltipLayout) -> Rect {
        let frame = Rect(x: 0, y: 0, width: tooltip.size.width, height: tooltip.size.height)
        // The layout insets the outline by half the border width, so the stroke stays inside
        // the bubble's frame (as UIKit's `layer.borderWidth`) and never widens the ink.
        let shape = union(frame, tooltip.bubble.frame)
        guard let shadow = tooltip.shadow, shadow.color.alpha > 0 else { return shape }
        let offset = Rect(x: shape.x + shadow.x, y: shape.y + shadow.y, width: shape.width, height: shape.height)
        // A Gaussian is invisible beyond three standard deviations.
        return union(shape, grown(offset, by: 3 * standardDeviation(of: shadow)))
    }

    private static func inkBounds(of tags: TagsLayout) -> Rect {
        // Tag borders are drawn inside their frames, so only the frames count.
        let frame = Rect(x: 0, y: 0, width: tags.size.width, height: tags.size.height)
        return tags.tags.reduce(frame) { union($0, $1.frame) }
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

    private static func hasVisibleStroke(_ color: RGBAColor?, width: Double) -> Bool {
        guard let color else { return false }
        return width > 0 && color.alpha > 0
    }

    // MARK: - Tooltip

    private static func group(for tooltip: TooltipLayout, filterRegion: Rect, idPrefix: String) -> SVGElement {
        var children: [SVGElement] = []
        var bubble = [SVGAttribute("d", tooltip.bubble.path.svgData)]
        bubble += SVGStyle.fill(tooltip.bubble.fill)
        bubble += SVGStyle.stroke(tooltip.bubble.stroke, width: tooltip.bubble.strokeWidth)
        if hasVisibleStroke(tooltip.bubble.stroke, width: tooltip.bubble.strokeWidth) {
            // The outline is inset by half the stroke width; miter joins carry the stroke's
            // outer edge exactly to the arrow's apex (the limit admits arrows down to ~11°).
            bubble.append(SVGAttribute("stroke-linejoin", "miter"))
            bubble.append(SVGAttribute("stroke-miterlimit", "10"))
        }
        if let shadow = tooltip.shadow, shadow.color.alpha > 0 {
            let id = idPrefix + "shadow"
            children.append(SVGElement("defs", children: [shadowFilter(shadow, id: id, region: filterRegion)]))
            bubble.append(SVGAttribute("filter", "url(#\(id))"))
        }
        children.append(SVGElement("path", bubble))
        let text = tooltip.text
        children += text.lines.map { SVGStyle.text($0, font: text.font, color: text.color) }
        var attributes: [SVGAttribute] = []
        if tooltip.opacity < 1 {
            attributes.append(SVGAttribute("opacity", max(0, tooltip.opacity)))
        }
        return SVGElement("g", attributes, children: children)
    }

    /// A drop shadow behind the source graphic, built from primitives that librsvg and the
    /// browsers all support (not `feDropShadow`).
    private static func shadowFilter(_ shadow: Shadow, id: String, region: Rect) -> SVGElement {
        var primitives: [SVGElement] = []
        var alpha = "SourceAlpha"
        let deviation = standardDeviation(of: shadow)
        if deviation > 0 {
            primitives.append(SVGElement("feGaussianBlur", [
                SVGAttribute("in", "SourceAlpha"), SVGAttribute("stdDeviation", deviation), SVGAttribute("result", "blur"),
            ]))
            alpha = "blur"
        }
        primitives += [
            SVGElement("feOffset", [
                SVGAttribute("in", alpha), SVGAttribute("dx", shadow.x), SVGAttribute("dy", shadow.y),
                SVGAttribute("result", "offset"),
            ]),
            SVGElement("feFlood", [
                SVGAttribute("flood-color", SVGStyle.rgb(shadow.color)),
                SVGAttribute("flood-opacity", shadow.color.opacity), SVGAttribute("result", "color"),
            ]),
            SVGElement("feComposite", [
                SVGAttribute("in", "color"), SVGAttribute("in2", "offset"), SVGAttribute("operator", "in"),
                SVGAttribute("result", "shadow"),
            ]),
            SVGElement("feMerge", children: [
                SVGElement("feMergeNode", [SVGAttribute("in", "shadow")]),
                SVGElement("feMergeNode", [SVGAttribute("in", "SourceGraphic")]),
            ]),
        ]
        return SVGElement("filter", [
            SVGAttribute("id", id),
            SVGAttribute("filterUnits", "userSpaceOnUse"),
            SVGAttribute("x", region.x), SVGAttribute("y", region.y),
            SVGAttribute("width", region.width), SVGAttribute("height", region.height),
            SVGAttribute("color-interpolation-filters", "sRGB"),
        ], children: primitives)
    }

    // MARK: - Tags

    private static func group(for tags: TagsLayout) -> SVGElement {
        var children: [SVGElement] = []
        if tags.background.alpha > 0 {
            children.append(SVGElement("rect", [
                SVGAttribute("x", 0), SVGAttribute("y", 0),
                SVGAttribute("width", tags.size.width), SVGAttribute("height", tags.size.height),
            ] + SVGStyle.fill(tags.background)))
        }
        for tag in tags.tags {
            if let shape = tagShape(tag) {
                children.append(shape)
            }
            children.append(SVGStyle.text(tag.line, font: tag.font, color: tag.textColor))
        }
        return SVGElement("g", children: children)
    }

    /// The tag's pill, or nil when it has neither fill nor border. The border lies inside the
    /// frame, as UIKit's `layer.borderWidth`: the rectangle is inset by half the stroke width
    /// and its corner radius shrinks by the same amount, so the outer edge keeps the tag's
    /// corner radius (clamped to half the shorter side).
    private static func tagShape(_ tag: TagLayout) -> SVGElement? {
        let stroked = hasVisibleStroke(tag.stroke, width: tag.strokeWidth)
        guard stroked || tag.fill.alpha > 0 else { return nil }
        let inset = stroked ? tag.strokeWidth / 2 : 0
        let frame = tag.frame
        let outerRadius = max(0, min(tag.cornerRadius, frame.height / 2, frame.width / 2))
        var attributes = [
            SVGAttribute("x", frame.x + inset), SVGAttribute("y", frame.y + inset),
            SVGAttribute("width", max(0, frame.width - 2 * inset)),
            SVGAttribute("height", max(0, frame.height - 2 * inset)),
        ]
        let radius = max(0, outerRadius - inset)
        if radius > 0 {
            attributes.append(SVGAttribute("rx", radius))
        }
        attributes += SVGStyle.fill(tag.fill)
        attributes += SVGStyle.stroke(tag.stroke, width: tag.strokeWidth)
        return SVGElement("rect", attributes)
    }
}
