import TipLayout
import TipStyle

/// A drop shadow as an SVG filter, built from primitives that librsvg and the browsers all
/// support (not `feDropShadow`): the source's alpha blurred by half the shadow's radius (as
/// Core Animation's `shadowRadius`), offset, coloured, and merged under the source.
enum SVGShadowFilter {
    /// The `<filter>` with `id`, painting within `region`.
    static func element(_ shadow: CanvasShadow, id: String, region: Rect) -> SVGElement {
        var primitives: [SVGElement] = []
        var alpha = "SourceAlpha"
        let deviation = ComponentDrawing.standardDeviation(radius: shadow.radius)
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
}
