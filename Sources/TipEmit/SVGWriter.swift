import TipLayout
import TipModel
import TipStyle

/// Writes standalone SVG 1.1: one per component, and the review sheet of a whole file.
///
/// Both draw a component with the same code (``ComponentDrawing``), in the component's own
/// coordinates (one point is one user unit, the numbers are the JSON's), so the sheet shows
/// exactly what the per-component files show.
public enum SVGWriter {
    /// The XML declaration that starts every file.
    static let declaration: StaticString = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A standalone SVG of one component, sized to it, drawing exactly its layout geometry.
    /// The viewBox is the component's frame grown just enough to hold its shadow, so it may
    /// start at negative coordinates; `width` and `height` equal its size.
    /// It draws the component's colours in `appearance`.
    public static func component(_ component: TipComponent, appearance: Appearance = .light) -> String {
        OutputBytes.text { write(component, appearance: appearance, into: &$0) }
    }

    /// Writes ``component(_:appearance:)`` to `sink`.
    public static func writeComponent(_ component: TipComponent, appearance: Appearance = .light, to sink: ByteSink) {
        OutputBytes.stream(to: sink) { write(component, appearance: appearance, into: &$0) }
    }

    /// The sheet: every component of `document` stacked with its name, in each of the
    /// document's ``LayoutDocument/appearances`` side by side.
    public static func sheet(_ document: LayoutDocument) -> String {
        OutputBytes.text { write(sheet: document, into: &$0) }
    }

    /// Writes ``sheet(_:)`` to `sink`, a component at a time.
    public static func writeSheet(_ document: LayoutDocument, to sink: ByteSink) {
        OutputBytes.stream(to: sink) { write(sheet: document, into: &$0) }
    }

    private static func write(_ component: some DrawnComponent, appearance: Appearance, into out: inout OutputBytes) {
        let viewBox = ComponentDrawing.viewBox(of: component)
        writeRootStart(viewBox, into: &out)
        out.openTag("title", indent: 2)
        out.writeContent(component.name, closing: "title")
        ComponentDrawing.write(
            component, idPrefix: idPrefix(forComponentAt: 0), appearance: appearance, viewBox: viewBox, indent: 2, into: &out)
        out.closeTag("svg", indent: 0)
    }

    private static func write(sheet document: LayoutDocument, into out: inout OutputBytes) {
        ReviewSheet(document).write(into: &out)
    }

    /// The prefix of every id defined by the component at `index` of a document, so the ids
    /// of different components never collide in the sheet.
    static func idPrefix(forComponentAt index: Int) -> String {
        "c" + String(index) + "-"  // short enough to need no allocation, unlike an interpolation
    }

    /// The largest width or height an SVG is displayed at: 32,767, the largest image librsvg
    /// (and the cairo surfaces under it) can render.
    public static let maximumDisplaySize = 32_767.0

    /// The XML declaration and the start tag of a root `<svg>` showing `box`, with `xmlns`,
    /// `version`, `width`, `height` and `viewBox`.
    ///
    /// The viewBox holds the geometry in points. The display size (`width`, `height`) is the
    /// same, except that every renderer must accept it: an empty side (an empty tag group is 0
    /// points tall) is drawn 1 point wide, and a picture whose width or height would pass
    /// ``maximumDisplaySize`` is displayed smaller, in proportion, never under 1 on either side.
    static func writeRootStart(_ box: TipRect, into out: inout OutputBytes) {
        let width = max(box.width, 1), height = max(box.height, 1)
        let longest = max(width, height)
        out.write(literal: declaration)
        out.openTag("svg", indent: 0)
        out.attribute("xmlns", literal: "http://www.w3.org/2000/svg")
        out.attribute("version", literal: "1.1")
        out.attribute("width", displayed(width, longest: longest))
        out.attribute("height", displayed(height, longest: longest))
        out.attribute("viewBox") { $0.write(numbers: box.x, box.y, width, height) }
        out.closeStartTag()
    }

    /// The display length of a side `length` long in a picture whose longest side is
    /// `longest`: unchanged when that fits, else in proportion with the longest side at the
    /// maximum, rounded down to the thousandth, and never under 1.
    private static func displayed(_ length: Double, longest: Double) -> Double {
        guard longest > maximumDisplaySize else { return length }
        if length == longest { return maximumDisplaySize }
        return max(1, (length * maximumDisplaySize / longest * 1000).rounded(.down) / 1000)
    }
}
