import TipLayout
import TipStyle

/// A ``Canvas`` that builds SVG elements: what the component SVGs and the sheet are drawn on.
struct SVGCanvas: Canvas {
    /// The prefix of every id the drawing defines (shadow filters).
    let idPrefix: String
    /// The region a shadow filter may paint: the drawing's viewBox.
    let filterRegion: Rect
    /// The groups being built, innermost last; the first holds the finished top-level elements.
    private var groups: [(attributes: [SVGAttribute], children: [SVGElement])] = [([], [])]
    private var shadowCount = 0

    init(idPrefix: String, filterRegion: Rect) {
        self.idPrefix = idPrefix
        self.filterRegion = filterRegion
    }

    /// The elements drawn at the top level (one group per painted component).
    var elements: [SVGElement] { groups[0].children }

    mutating func beginGroup(opacity: Double) {
        groups.append((opacity < 1 ? [SVGAttribute("opacity", max(0, opacity))] : [], []))
    }

    mutating func endGroup() {
        guard groups.count > 1, let group = groups.popLast() else { return }
        append(SVGElement("g", group.attributes, children: group.children))
    }

    mutating func fillBackground(_ rect: Rect, color: RGBAColor) {
        append(SVGElement("rect", Self.bounds(rect) + SVGStyle.fill(color)))
    }

    mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {
        var attributes: [SVGAttribute]
        let element: String
        switch shape {
        case .path(let path):
            element = "path"
            attributes = [SVGAttribute("d", path.svgData)]
        case .roundedRect(let rect, let radius):
            element = "rect"
            attributes = Self.bounds(rect)
            if radius > 0 { attributes.append(SVGAttribute("rx", radius)) }
        }
        attributes += SVGStyle.fill(fill)
        attributes += SVGStyle.stroke(stroke?.color, width: stroke?.width ?? 0)
        if stroke?.isMitered == true {
            attributes.append(SVGAttribute("stroke-linejoin", "miter"))
            attributes.append(SVGAttribute("stroke-miterlimit", "10"))
        }
        if let shadow {
            shadowCount += 1
            let id = idPrefix + (shadowCount == 1 ? "shadow" : "shadow\(shadowCount)")
            append(SVGElement("defs", children: [SVGShadowFilter.element(shadow, id: id, region: filterRegion)]))
            attributes.append(SVGAttribute("filter", "url(#\(id))"))
        }
        append(SVGElement(element, attributes))
    }

    mutating func draw(_ line: LineLayout, font: FontInfo, color: RGBAColor) {
        append(SVGStyle.text(line, font: font, color: color))
    }

    private mutating func append(_ element: SVGElement) {
        groups[groups.count - 1].children.append(element)
    }

    /// `x`, `y`, `width` and `height` of `rect`.
    private static func bounds(_ rect: Rect) -> [SVGAttribute] {
        [SVGAttribute("x", rect.x), SVGAttribute("y", rect.y), SVGAttribute("width", rect.width), SVGAttribute("height", rect.height)]
    }
}
