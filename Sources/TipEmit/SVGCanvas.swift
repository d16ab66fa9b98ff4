import TipLayout
import TipModel
import TipStyle

/// A ``Canvas`` that writes SVG markup as it is drawn on: what the component SVGs and the sheet
/// are drawn on. Each group's start tag is finished when its first child comes (`>`) or when
/// it ends empty (`/>`), so the markup is the same as an element tree would give.
struct SVGCanvas: Canvas {
    /// The prefix of every id the drawing defines (shadow filters).
    let idPrefix: String
    /// The region a shadow filter may paint: the drawing's viewBox.
    let filterRegion: TipRect
    /// The markup so far (swap a caller's buffer in and out to write into it without a copy).
    var out = OutputBytes()
    /// The indentation of the top-level elements.
    private let baseIndent: Int
    /// Each open group, innermost last: whether its start tag has been finished for a child.
    private var openGroups: [Bool] = []
    private var shadowCount = 0

    init(idPrefix: String, filterRegion: TipRect, indent: Int) {
        self.idPrefix = idPrefix
        self.filterRegion = filterRegion
        baseIndent = indent
    }

    mutating func beginGroup(opacity: Double) {
        startChild()
        out.openTag("g", indent: indent)
        if opacity < 1 { out.attribute("opacity", max(0, opacity)) }
        openGroups.append(false)
    }

    mutating func endGroup() {
        guard let hasChildren = openGroups.popLast() else { return }
        if hasChildren { out.closeTag("g", indent: indent) } else { out.closeEmptyTag() }
    }

    /// Ends every group still open.
    mutating func finish() {
        while !openGroups.isEmpty { endGroup() }
    }

    mutating func fillBackground(_ rect: TipRect, color: RGBAColor) {
        startChild()
        out.openTag("rect", indent: indent)
        SVGStyle.writeBounds(rect, into: &out)
        SVGStyle.writeFill(color, into: &out)
        out.closeEmptyTag()
    }

    mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {
        startChild()
        var filterID: String?
        if let shadow { filterID = writeFilter(casting: shadow) }
        switch shape {
        case .path(let path):
            out.openTag("path", indent: indent)
            out.attribute("d") { $0.write(svgDataOf: path) }
        case .roundedRect(let rect, let radius):
            out.openTag("rect", indent: indent)
            SVGStyle.writeBounds(rect, into: &out)
            if radius > 0 { out.attribute("rx", radius) }
        }
        SVGStyle.writeFill(fill, into: &out)
        SVGStyle.writeStroke(stroke?.color, width: stroke?.width ?? 0, into: &out)
        if stroke?.isMitered == true {
            out.attribute("stroke-linejoin", literal: "miter")
            out.attribute("stroke-miterlimit", literal: "10")
        }
        if let filterID {
            out.attribute("filter") { out in
                out.write(literal: "url(#")
                XMLText.write(escaping: filterID, into: &out)
                out.append(UInt8(ascii: ")"))
            }
        }
        out.closeEmptyTag()
    }

    mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor) {
        startChild()
        SVGStyle.writeText(line, font: font, color: color, indent: indent, into: &out)
    }

    /// A placeholder with the image's name (``SVGIconPlaceholder``): the image is the app's.
    mutating func drawIcon(named name: String, in frame: TipRect, color: RGBAColor) {
        startChild()
        SVGIconPlaceholder.write(name: name, frame: frame, color: color, indent: indent, into: &out)
    }

    /// The indentation of the next element: one level deeper per open group.
    private var indent: Int { baseIndent + 2 * openGroups.count }

    /// Finishes the innermost group's start tag if this is its first child.
    private mutating func startChild() {
        guard openGroups.last == false else { return }
        openGroups[openGroups.count - 1] = true
        out.closeStartTag()
    }

    /// Writes `<defs>` with the filter casting `shadow`; the filter's id.
    private mutating func writeFilter(casting shadow: CanvasShadow) -> String {
        shadowCount += 1
        let id = idPrefix + (shadowCount == 1 ? "shadow" : "shadow\(shadowCount)")
        out.openTag("defs", indent: indent)
        out.closeStartTag()
        SVGShadowFilter.write(shadow, id: id, region: filterRegion, indent: indent + 2, into: &out)
        out.closeTag("defs", indent: indent)
        return id
    }
}
