import TipLayout
import TipStyle

/// The review sheet of a document: the source path as a heading, then every component with a
/// caption (`Greeting · tooltip · 177 × 80.3`) above it, on a neutral light background. A
/// component laid out in full at other content size categories is shown at each of them too,
/// side by side in one row, the category closing each caption (`… · large`, `… · AX3`); and in
/// each of the document's appearances, side by side too (`… · dark`), a dark drawing over a
/// dark checkerboard; and in each locale laid out, source language first (`… · ko`).
///
/// Each component sits in its own translated group over a checkerboard (so transparent areas
/// show) framed by a dashed line at its bounds; a tooltip's anchor is marked with a red cross.
/// These aids appear in the sheet only, never in the per-component files.
struct ReviewSheet {
    /// Space around the sheet's content and between components.
    static let margin: Double = 24
    /// Font size of the heading (the source path).
    static let headingSize: Double = 15
    /// Font size of the captions.
    static let captionSize: Double = 13
    /// Space between a caption's baseline and the top of its component's drawing.
    static let captionGap: Double = 8
    /// Id of the checkerboard pattern (component ids start with `c<index>-`, so it can't collide).
    static let checkerID = "sheet-checker"
    /// Id of the dark checkerboard, behind drawings in dark appearance.
    static let darkCheckerID = "sheet-checker-dark"

    /// The document shown.
    let document: LayoutDocument
    /// The sheet's extent: its content and margins, in points.
    let box: Rect

    /// One drawing of a row: a component as laid out at one content size category, in one
    /// appearance.
    private struct Cell {
        let component: ComponentLayout
        let appearance: Appearance
        let caption: String
        let idPrefix: String
        let viewBox: Rect

        /// The cell's width on the sheet: its drawing's or its caption's, whichever is wider.
        var width: Double { max(viewBox.width, ReviewSheet.estimatedWidth(of: caption, size: ReviewSheet.captionSize)) }
    }

    /// The drawings of component `index`: its default layout, then its layouts in full at other
    /// categories, smallest first, each in every appearance of the document (captions name the
    /// category and the appearance only when there are several).
    private static func row(ofComponentAt index: Int, of document: LayoutDocument) -> [Cell] {
        let source = (locale: document.sourceLanguage, layout: document.components[index], sizeCategories: document.sizeCategories[index])
        let locales = [source] + document.localizations.compactMap { locale in
            locale.components[index].map { (locale: Optional(locale.locale), layout: $0.layout, sizeCategories: Optional($0.sizeCategories)) }
        }
        let appearances = document.appearances.isEmpty ? [.light] : document.appearances
        return locales.enumerated().flatMap { localeIndex, locale -> [Cell] in
            let standard = (category: ContentSizeCategory.standard, layout: locale.layout)
            let variants = locale.sizeCategories?.layouts ?? []
            let layouts = ([standard] + variants.map { ($0.category, $0.layout) }).sorted { $0.category < $1.category }
            return layouts.flatMap { category, layout in
                appearances.map { appearance in
                    var caption = Self.caption(of: layout)
                    var idPrefix = SVGWriter.idPrefix(forComponentAt: index)
                    if locales.count > 1, let name = locale.locale {
                        caption += " · " + name
                        if localeIndex > 0 { idPrefix += "l\(localeIndex)-" }
                    }
                    if layouts.count > 1 {
                        caption += " · " + category.shortName
                        if category != .standard { idPrefix += category.shortName + "-" }
                    }
                    if appearances.count > 1 || appearance != .light {
                        caption += " · " + appearance.rawValue
                        if appearance != .light { idPrefix += appearance.rawValue + "-" }
                    }
                    return Cell(component: layout, appearance: appearance, caption: caption, idPrefix: idPrefix,
                                viewBox: ComponentDrawing.viewBox(of: layout))
                }
            }
        }
    }

    /// Measures the sheet of `document` (what ``write(into:)`` then draws).
    init(_ document: LayoutDocument) {
        self.document = document
        var y = Self.margin + Self.headingSize
        var width = Self.estimatedWidth(of: document.source, size: Self.headingSize)
        if document.components.isEmpty { y += Self.captionGap + Self.captionSize }
        for index in document.components.indices {
            let cells = Self.row(ofComponentAt: index, of: document)
            // The same additions, in the same order, as ``write(into:)`` makes.
            y += Self.margin + Self.captionSize
            y += Self.captionGap
            y += cells.map(\.viewBox.height).max() ?? 0
            width = max(width, cells.map(\.width).reduce(0, +) + Self.margin * Double(cells.count - 1))
        }
        box = Rect(x: 0, y: 0, width: (width + 2 * Self.margin).rounded(.up), height: (y + Self.margin).rounded(.up))
    }

    /// Writes the whole `<svg>` element, one component at a time, so that only one
    /// component's drawing exists at once however long the document is.
    func write(into out: inout OutputBytes) {
        let margin = Self.margin
        let root = SVGElement("svg", SVGWriter.rootAttributes(box))
        root.writeStart(into: &out, indent: 0)
        out.write(">\n")
        let background = SVGElement("rect", [
            SVGAttribute("x", 0), SVGAttribute("y", 0),
            SVGAttribute("width", box.width), SVGAttribute("height", box.height),
            SVGAttribute("fill", "#F2F2F7"),
        ])
        var y = margin + Self.headingSize
        var header = [
            SVGElement("title", text: document.source),
            SVGElement("defs", children: [Self.checkerboard(for: .light)] + (document.appearances.contains(.dark) ? [Self.checkerboard(for: .dark)] : [])),
            background,
            Self.label(document.source, x: margin, baseline: y, size: Self.headingSize, weight: 600),
        ]
        if document.components.isEmpty {
            y += Self.captionGap + Self.captionSize
            header.append(Self.label("No components.", x: margin, baseline: y, size: Self.captionSize, weight: 400))
        }
        for element in header { element.render(into: &out, indent: 2) }
        for index in document.components.indices {
            let cells = Self.row(ofComponentAt: index, of: document)
            y += margin + Self.captionSize
            var x = margin
            for cell in cells {
                Self.label(cell.caption, x: x, baseline: y, size: Self.captionSize, weight: 400).render(into: &out, indent: 2)
                x += cell.width + margin
            }
            y += Self.captionGap
            x = margin
            for cell in cells {
                let drawing = ComponentDrawing(cell.component, idPrefix: cell.idPrefix, appearance: cell.appearance)
                let origin = Point(x: x - drawing.viewBox.x, y: y - drawing.viewBox.y)
                Self.placed(cell.component, drawing: drawing, at: origin, appearance: cell.appearance).render(into: &out, indent: 2)
                x += cell.width + margin
            }
            y += cells.map(\.viewBox.height).max() ?? 0
        }
        root.writeEnd(into: &out, indent: 0)
    }

    /// `Name · kind · width × height`.
    static func caption(of component: ComponentLayout) -> String {
        let kind = switch component {
        case .tooltip: "tooltip"
        case .tags: "tags"
        }
        let size = component.size
        return "\(component.name) · \(kind) · \(NumberFormat.format(size.width)) × \(NumberFormat.format(size.height))"
    }

    /// The component's drawing translated to `origin`, over its bounds aids.
    private static func placed(_ component: ComponentLayout, drawing: ComponentDrawing, at origin: Point, appearance: Appearance) -> SVGElement {
        let size = component.size
        let bounds = [
            SVGAttribute("x", 0), SVGAttribute("y", 0),
            SVGAttribute("width", size.width), SVGAttribute("height", size.height),
        ]
        var children = [
            SVGElement("rect", bounds + [SVGAttribute("fill", "url(#\(appearance == .dark ? darkCheckerID : checkerID))")]),
            SVGElement("rect", bounds + [
                SVGAttribute("fill", "none"), SVGAttribute("stroke", "#8E8E93"),
                SVGAttribute("stroke-width", 0.5), SVGAttribute("stroke-dasharray", numbers: [3, 2]),
            ]),
            drawing.group,
        ]
        if case .tooltip(let tooltip) = component {
            children.append(anchorMarker(at: tooltip.anchor))
        }
        return SVGElement("g", [
            SVGAttribute("transform", "translate(\(NumberFormat.format(origin.x)) \(NumberFormat.format(origin.y)))"),
        ], children: children)
    }

    /// A small red circled cross centred on `anchor`.
    private static func anchorMarker(at anchor: Point) -> SVGElement {
        let arm: Double = 5
        let f = NumberFormat.format
        let cross = "M\(f(anchor.x - arm)) \(f(anchor.y))H\(f(anchor.x + arm))M\(f(anchor.x)) \(f(anchor.y - arm))V\(f(anchor.y + arm))"
        return SVGElement("g", [
            SVGAttribute("fill", "none"), SVGAttribute("stroke", "#FF3B30"), SVGAttribute("stroke-width", 1),
        ], children: [
            SVGElement("circle", [SVGAttribute("cx", anchor.x), SVGAttribute("cy", anchor.y), SVGAttribute("r", 2.5)]),
            SVGElement("path", [SVGAttribute("d", cross)]),
        ])
    }

    /// The 16-point checkerboard behind drawings in `appearance`: white and systemGray5 in
    /// light, black and systemGray6 in dark.
    private static func checkerboard(for appearance: Appearance) -> SVGElement {
        let (base, square) = appearance == .light ? ("#FFFFFF", "#E5E5EA") : ("#000000", "#1C1C1E")
        return SVGElement("pattern", [
            SVGAttribute("id", appearance == .light ? checkerID : darkCheckerID), SVGAttribute("patternUnits", "userSpaceOnUse"),
            SVGAttribute("width", 16), SVGAttribute("height", 16),
        ], children: [
            SVGElement("rect", [SVGAttribute("width", 16), SVGAttribute("height", 16), SVGAttribute("fill", base)]),
            SVGElement("rect", [SVGAttribute("width", 8), SVGAttribute("height", 8), SVGAttribute("fill", square)]),
            SVGElement("rect", [
                SVGAttribute("x", 8), SVGAttribute("y", 8),
                SVGAttribute("width", 8), SVGAttribute("height", 8), SVGAttribute("fill", square),
            ]),
        ])
    }

    /// A line of sheet text in the system font, dark grey.
    private static func label(_ text: String, x: Double, baseline: Double, size: Double, weight: Int) -> SVGElement {
        SVGElement("text", [
            SVGAttribute("x", x), SVGAttribute("y", baseline),
            SVGAttribute("font-family", SVGStyle.fallbackFamilies),
            SVGAttribute("font-size", size), SVGAttribute("font-weight", String(weight)),
            SVGAttribute("fill", "#3C3C43"), SVGAttribute("xml:space", "preserve"),
        ], text: text)
    }

    /// A generous width estimate for sheet text (the emitter has no font metrics): 0.62 em per
    /// character, a full em for wide scripts (CJK, Hangul, emoji).
    static func estimatedWidth(of text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { width, scalar in
            let isWide = (0x1100...0x115F).contains(scalar.value) || scalar.value >= 0x2E80
            return width + size * (isWide ? 1 : 0.62)
        }
    }
}
