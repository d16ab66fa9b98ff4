import TipLayout
import TipModel
import TipStyle

/// A drop shadow as an SVG filter, built from primitives that librsvg and the browsers all
/// support (not `feDropShadow`): the source's alpha blurred by half the shadow's radius (as
/// Core Animation's `shadowRadius`), offset, coloured, and merged under the source.
enum SVGShadowFilter {
    /// Writes the `<filter>` with `id`, painting within `region`, at `indent`.
    static func write(_ shadow: CanvasShadow, id: String, region: TipRect, indent: Int, into out: inout OutputBytes) {
        out.openTag("filter", indent: indent)
        out.attribute("id", id)
        out.attribute("filterUnits", literal: "userSpaceOnUse")
        out.attribute("x", region.x)
        out.attribute("y", region.y)
        out.attribute("width", region.width)
        out.attribute("height", region.height)
        out.attribute("color-interpolation-filters", literal: "sRGB")
        out.closeStartTag()
        let inner = indent + 2
        let deviation = ComponentDrawing.standardDeviation(radius: shadow.radius)
        if deviation > 0 {
            out.openTag("feGaussianBlur", indent: inner)
            out.attribute("in", literal: "SourceAlpha")
            out.attribute("stdDeviation", deviation)
            out.attribute("result", literal: "blur")
            out.closeEmptyTag()
        }
        out.openTag("feOffset", indent: inner)
        out.attribute("in", literal: deviation > 0 ? "blur" : "SourceAlpha")
        out.attribute("dx", shadow.x)
        out.attribute("dy", shadow.y)
        out.attribute("result", literal: "offset")
        out.closeEmptyTag()
        out.openTag("feFlood", indent: inner)
        out.attribute("flood-color") { SVGStyle.writeRGB(shadow.color, into: &$0) }
        out.attribute("flood-opacity", shadow.color.opacity)
        out.attribute("result", literal: "color")
        out.closeEmptyTag()
        out.openTag("feComposite", indent: inner)
        out.attribute("in", literal: "color")
        out.attribute("in2", literal: "offset")
        out.attribute("operator", literal: "in")
        out.attribute("result", literal: "shadow")
        out.closeEmptyTag()
        out.openTag("feMerge", indent: inner)
        out.closeStartTag()
        for input: StaticString in ["shadow", "SourceGraphic"] {
            out.openTag("feMergeNode", indent: inner + 2)
            out.attribute("in", literal: input)
            out.closeEmptyTag()
        }
        out.closeTag("feMerge", indent: inner)
        out.closeTag("filter", indent: indent)
    }
}
