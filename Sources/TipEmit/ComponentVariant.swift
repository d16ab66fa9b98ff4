import TipLayout
import TipModel
import TipStyle

/// One drawing of a component as the review sheet draws it — in one locale, at one content
/// size category, with Bold Text or without, in one appearance — as a standalone SVG: what
/// `tipc preview` shows in its grid of variants.
public struct ComponentVariant: Sendable {
    /// The locale laid out, as the strings table names it; nil without a strings table.
    public let locale: String?
    /// Whether the locale is a translation, not the source language.
    public let isTranslation: Bool
    /// The content size category.
    public let sizeCategory: ContentSizeCategory
    /// Bold Text off (`regular`) or on (`bold`).
    public let legibilityWeight: LegibilityWeight
    /// The appearance its colours are drawn in.
    public let appearance: Appearance
    /// The sheet's caption of the drawing (`Greeting · tooltip · 177 × 80.3 · ko · dark`).
    public let caption: String
    /// The drawing: the sheet's cell alone (checkerboard, bounds, anchor marker, overlay), its
    /// viewBox the cell's extent.
    public let svg: String
}

extension SVGWriter {
    /// The drawings of component `index` of `document`, in the sheet's order: each locale, each
    /// content size category, each legibility weight, each appearance.
    public static func variants(ofComponentAt index: Int, of document: LayoutDocument) -> [ComponentVariant] {
        SheetCell.cells(ofComponentAt: index, of: document).map { cell in
            let svg = OutputBytes.text { out in
                writeRootStart(cell.extent, into: &out)
                out.openTag("title", indent: 2)
                out.writeContent(cell.caption.text, closing: "title")
                out.openTag("defs", indent: 2)
                out.closeStartTag()
                SheetCell.writeCheckerboard(for: cell.appearance.isDark ? .dark : .light, into: &out)
                out.closeTag("defs", indent: 2)
                cell.write(at: TipPoint(x: 0, y: 0), into: &out)
                out.closeTag("svg", indent: 0)
            }
            return ComponentVariant(
                locale: cell.locale, isTranslation: cell.isTranslation, sizeCategory: cell.category, legibilityWeight: cell.weight,
                appearance: cell.appearance, caption: cell.caption.text, svg: svg)
        }
    }
}
