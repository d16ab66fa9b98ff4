import TipLayout

/// Writes standalone SVG 1.1: one per component, and the review sheet of a whole file.
///
/// Both draw a component with the same code (``ComponentDrawing``), in the component's own
/// coordinates (one point is one user unit, the numbers are the JSON's), so the sheet shows
/// exactly what the per-component files show.
public enum SVGWriter {
    /// The XML declaration that starts every file.
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A standalone SVG of one component, sized to it, drawing exactly its layout geometry.
    /// The viewBox is the component's frame grown just enough to hold its shadow, so it may
    /// start at negative coordinates; `width` and `height` equal its size.
    public static func component(_ component: ComponentLayout) -> String {
        let drawing = ComponentDrawing(component, idPrefix: idPrefix(forComponentAt: 0))
        let box = drawing.viewBox
        let root = SVGElement("svg", rootAttributes(box), children: [
            SVGElement("title", text: component.name),
            drawing.group,
        ])
        return declaration + root.rendered()
    }

    /// The sheet: every component of `document` stacked with its name.
    public static func sheet(_ document: LayoutDocument) -> String {
        declaration + ReviewSheet(document).element.rendered()
    }

    /// The prefix of every id defined by the component at `index` of a document, so the ids
    /// of different components never collide in the sheet.
    static func idPrefix(forComponentAt index: Int) -> String {
        "c\(index)-"
    }

    /// `xmlns`, `version`, `width`, `height` and `viewBox` of a root `<svg>` showing `box`.
    static func rootAttributes(_ box: Rect) -> [SVGAttribute] {
        [
            SVGAttribute("xmlns", "http://www.w3.org/2000/svg"),
            SVGAttribute("version", "1.1"),
            SVGAttribute("width", box.width),
            SVGAttribute("height", box.height),
            SVGAttribute("viewBox", numbers: [box.x, box.y, box.width, box.height]),
        ]
    }
}
