import TipLayout
import TipModel
import TipStyle

/// One drawing of the review sheet: a component as laid out in one locale, at one content size
/// category and legibility weight, in one appearance, with its caption, its anchor marker, its
/// overlay and its motion. The sheet lines them up in rows; `tipc preview` shows each alone
/// (``ComponentVariant``).
struct SheetCell {
    let component: ComponentLayout
    /// The locale laid out, as the strings table names it; nil without a strings table.
    let locale: String?
    /// Whether the locale is another than the source language.
    let isTranslation: Bool
    /// The content size category laid out at.
    let category: ContentSizeCategory
    /// With Bold Text or without.
    let weight: LegibilityWeight
    /// The colours drawn.
    let appearance: Appearance
    /// Its caption on the sheet.
    let caption: SheetCaption
    /// What its ids start with, unique in the sheet.
    let idPrefix: String
    /// What the drawing covers (``ComponentDrawing/viewBox(of:)``), in component coordinates.
    let viewBox: TipRect
    /// A tooltip's anchor marker; nil for a tag group.
    let marker: AnchorMarker?
    /// The accessibility overlay, when the document asks for it.
    let overlay: AccessibilityOverlay?
    /// What the cell shows, in component coordinates: the view box, grown to whole points
    /// to hold the marker and the overlay.
    let extent: TipRect
    /// A tooltip's animations, written under its drawing a line each (``MotionCaption``);
    /// empty when it does not move.
    let motion: [String]
    /// The cell's width on the sheet: its extent's, its caption's or its motion's, whichever
    /// is widest.
    let width: Double

    init(
        component: ComponentLayout, variant: (locale: String?, isTranslation: Bool, category: ContentSizeCategory, weight: LegibilityWeight),
        appearance: Appearance, caption: SheetCaption, idPrefix: String, viewBox: TipRect, overlay: AccessibilityOverlay?
    ) {
        self.component = component
        locale = variant.locale
        isTranslation = variant.isTranslation
        category = variant.category
        weight = variant.weight
        self.overlay = overlay
        self.appearance = appearance
        self.caption = caption
        self.idPrefix = idPrefix
        self.viewBox = viewBox
        if case .tooltip(let layout) = component {
            marker = AnchorMarker(for: layout.tooltip)
            motion = layout.tooltip.animations.map(MotionCaption.lines) ?? []
        } else {
            marker = nil
            motion = []
        }
        extent = ReviewSheet.extent(of: viewBox, holding: [marker?.bounds, overlay?.bounds].compactMap { $0 })
        let captionWidth = caption.estimatedWidth(fontSize: ReviewSheet.captionSize)
        let motionWidth = motion.map { ReviewSheet.estimatedWidth(of: $0, size: ReviewSheet.captionSize) }.max() ?? 0
        width = max(extent.width, captionWidth, motionWidth)
    }

    /// The cell's height on the sheet: its extent's, and its motion's lines under it.
    var height: Double {
        guard !motion.isEmpty else { return extent.height }
        return extent.height + ReviewSheet.captionGap + ReviewSheet.captionSize + Double(motion.count - 1) * ReviewSheet.noteLineHeight
    }

    /// The drawings of component `index`: in each locale, its default layout, then its layouts
    /// in full at other categories, smallest first, each at every legibility weight of the
    /// document and in every appearance of it (captions name the locale, the category, the
    /// weight and the appearance only when there are several).
    static func cells(ofComponentAt index: Int, of document: LayoutDocument) -> [SheetCell] {
        let weights = document.boldText == nil ? [LegibilityWeight.regular] : document.legibilityWeights
        // The layouts of each weight, in the same order of locales and categories.
        let layoutsByWeight = weights.map { weight in
            localeLayouts(ofComponentAt: index, of: weight == .bold ? document.boldText?.document ?? document : document)
        }
        let appearances = document.appearances.isEmpty ? [.light] : document.appearances
        let locales = layoutsByWeight[0]
        var cells: [SheetCell] = []
        cells.reserveCapacity(locales.count * weights.count * appearances.count)
        for (localeIndex, locale) in locales.enumerated() {
            for (categoryIndex, category) in locale.layouts.map(\.category).enumerated() {
                for (weightIndex, weight) in weights.enumerated() {
                    let layout = layoutsByWeight[weightIndex][localeIndex].layouts[categoryIndex].layout
                    // What every appearance's caption and ids start with.
                    var caption = SheetCaption(of: layout)
                    var idPrefix = SVGWriter.idPrefix(forComponentAt: index)
                    if locales.count > 1, let name = locale.locale {
                        caption.append(variant: name)
                        if localeIndex > 0 { idPrefix += "l\(localeIndex)-" }
                    }
                    if locale.layouts.count > 1 {
                        caption.append(variant: category.shortName)
                        if category != .standard { idPrefix += category.shortName + "-" }
                    }
                    if weight == .bold {
                        caption.append(variant: "Bold Text")
                        idPrefix += "bold-"
                    }
                    let viewBox = ComponentDrawing.viewBox(of: layout)
                    let overlay = document.overlays.contains(.accessibility) ? AccessibilityOverlay(for: layout) : nil
                    for appearance in appearances {
                        var appearanceCaption = caption, appearanceIDPrefix = idPrefix
                        if appearances.count > 1 || appearance != .light {
                            appearanceCaption.append(variant: appearance.rawValue)
                            if appearance != .light { appearanceIDPrefix += appearance.rawValue + "-" }
                        }
                        cells.append(SheetCell(
                            component: layout, variant: (locale.locale, localeIndex > 0, category, weight), appearance: appearance, caption: appearanceCaption, idPrefix: appearanceIDPrefix,
                            viewBox: viewBox, overlay: overlay))
                    }
                }
            }
        }
        return cells
    }

    /// Component `index` of `document` in each locale laid out, source language first: its
    /// default layout and its layouts in full at other categories, smallest first.
    private static func localeLayouts(
        ofComponentAt index: Int, of document: LayoutDocument
    ) -> [(locale: String?, layouts: [(category: ContentSizeCategory, layout: ComponentLayout)])] {
        // Most documents lay nothing out at other sizes: no lookup then.
        let sizeCategories = document.sizeCategories.isEmpty ? nil : document.sizeCategories[index]
        var locales = [(locale: document.sourceLanguage, layout: document.components[index], sizeCategories: sizeCategories)]
        for locale in document.localizations {
            if let laidOut = locale.components[index] {
                locales.append((locale: locale.locale, layout: laidOut.layout, sizeCategories: laidOut.sizeCategories))
            }
        }
        return locales.map { locale in
            var layouts = [(category: ContentSizeCategory.standard, layout: locale.layout)]
            if let variants = locale.sizeCategories?.layouts, !variants.isEmpty {
                layouts += variants.map { ($0.category, $0.layout) }
                layouts.sort { $0.category < $1.category }
            }
            return (locale.locale, layouts)
        }
    }

    /// The drawing translated to `origin` (where the extent's top-left goes, less the extent's
    /// origin), over its bounds aids.
    func write(at origin: TipPoint, into out: inout OutputBytes) {
        let size = component.size
        out.openTag("g", indent: 2)
        out.attribute("transform") { out in
            out.write(literal: "translate(")
            out.write(point: origin)
            out.append(UInt8(ascii: ")"))
        }
        out.closeStartTag()
        let bounds = TipRect(x: 0, y: 0, width: size.width, height: size.height)
        out.openTag("rect", indent: 4)
        SVGStyle.writeBounds(bounds, into: &out)
        out.attribute("fill") { out in
            out.write(literal: "url(#")
            out.write(literal: appearance.isDark ? ReviewSheet.darkCheckerID : ReviewSheet.checkerID)
            out.append(UInt8(ascii: ")"))
        }
        out.closeEmptyTag()
        out.openTag("rect", indent: 4)
        SVGStyle.writeBounds(bounds, into: &out)
        out.attribute("fill", literal: "none")
        out.attribute("stroke", literal: "#8E8E93")
        out.attribute("stroke-width", 0.5)
        out.attribute("stroke-dasharray", literal: "3 2")
        out.closeEmptyTag()
        ComponentDrawing.write(component, idPrefix: idPrefix, appearance: appearance, viewBox: viewBox, indent: 4, into: &out)
        marker?.write(indent: 4, into: &out)
        overlay?.write(indent: 4, into: &out)
        out.closeTag("g", indent: 2)
    }

    /// The 16-point checkerboard behind drawings in `appearance` (a pattern for `<defs>`): white
    /// and systemGray5 in light, black and systemGray6 in dark.
    static func writeCheckerboard(for appearance: Appearance, into out: inout OutputBytes) {
        let isLight = appearance == .light
        out.openTag("pattern", indent: 4)
        out.attribute("id", literal: isLight ? ReviewSheet.checkerID : ReviewSheet.darkCheckerID)
        out.attribute("patternUnits", literal: "userSpaceOnUse")
        out.attribute("width", 16)
        out.attribute("height", 16)
        out.closeStartTag()
        let base: StaticString = isLight ? "#FFFFFF" : "#000000"
        let square: StaticString = isLight ? "#E5E5EA" : "#1C1C1E"
        let rects: [(origin: Double, side: Double, fill: StaticString)] = [(0, 16, base), (0, 8, square), (8, 8, square)]
        for (origin, side, fill) in rects {
            out.openTag("rect", indent: 6)
            if origin > 0 {
                out.attribute("x", origin)
                out.attribute("y", origin)
            }
            out.attribute("width", side)
            out.attribute("height", side)
            out.attribute("fill", literal: fill)
            out.closeEmptyTag()
        }
        out.closeTag("pattern", indent: 4)
    }
}
