import TipLayout
import TipModel
import TipStyle

/// How an SVG shows a tooltip's icon, an image only the app has: a dashed box over the icon's
/// frame, faintly tinted in its colour, with the image's name written across it — small
/// enough to fit, centred — so that a reviewer sees where the icon goes and which one it is.
enum SVGIconPlaceholder {
    /// The largest font size of the name.
    static let maximumNameSize = 10.0

    /// Writes the placeholder of the image `name` in `frame`, tinted `color`, as one group at
    /// `indent`.
    static func write(name: String, frame: TipRect, color: RGBAColor, indent: Int, into out: inout OutputBytes) {
        out.openTag("g", indent: indent)
        out.closeStartTag()
        out.openTag("rect", indent: indent + 2)
        SVGStyle.writeBounds(TipRect(x: frame.x + 0.5, y: frame.y + 0.5, width: max(0, frame.width - 1), height: max(0, frame.height - 1)), into: &out)
        out.attribute("rx", min(4, frame.width / 4))
        SVGStyle.writeFill(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha / 8), into: &out)
        SVGStyle.writeStroke(color, width: 1, into: &out)
        out.attribute("stroke-dasharray", literal: "2 1")
        out.closeEmptyTag()
        // The emitter has no font metrics: the name's size is chosen so that its generous width
        // estimate fits in the box (some renderers, librsvg among them, ignore `textLength`),
        // and that width is given to the renderers that take it.
        let room = max(0, frame.width - 2)
        let estimatedPerPoint = ReviewSheet.estimatedWidth(of: name, size: 1)
        let size = min(maximumNameSize, frame.height * 0.3, estimatedPerPoint > 0 ? room / estimatedPerPoint : maximumNameSize)
        let width = min(ReviewSheet.estimatedWidth(of: name, size: size), room)
        out.openTag("text", indent: indent + 2)
        out.attribute("x", frame.x + (frame.width - width) / 2)
        out.attribute("y", frame.y + frame.height / 2 + size * 0.35)
        out.attribute("font-family") { SVGStyle.writeFontFamily(nil, into: &$0) }
        out.attribute("font-size", size)
        SVGStyle.writeFill(color, into: &out)
        out.attribute("textLength", width)
        out.attribute("lengthAdjust", literal: "spacingAndGlyphs")
        out.attribute("xml:space", literal: "preserve")
        out.writeContent(name, closing: "text")
        out.closeTag("g", indent: indent)
    }
}
