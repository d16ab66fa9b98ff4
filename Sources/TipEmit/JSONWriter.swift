import TipLayout
import TipModel
import TipStyle

/// Writes a ``LayoutDocument`` as the JSON layout tree: keys in a fixed order, numbers through
/// ``NumberFormat``, two-space indentation, a final newline.
///
/// The key names and their order are the contract's ("What the compiler emits" in the language
/// reference); the fields it does not name (`shadow`, `opacity`, `padding`, `hiddenCount`, …)
/// follow the ``LayoutDocument`` types.
public enum JSONWriter {
    /// The JSON text of `document`.
    public static func write(_ document: LayoutDocument) -> String {
        OutputBytes.text { write(document, into: &$0) }
    }

    /// Writes ``write(_:)``'s text to `sink`, a component at a time.
    public static func write(_ document: LayoutDocument, to sink: ByteSink) {
        OutputBytes.stream(to: sink) { write(document, into: &$0) }
    }

    /// The layout-tree version written: the model's (``TipDocument/currentVersion``).
    public static let version = TipDocument.currentVersion

    /// The document object — `version`, `source`, `components` (one element per line), the
    /// `styles` they refer to, then the declared `fonts` — written straight into `out`, a
    /// component at a time, with no value tree for the components.
    private static func write(_ document: LayoutDocument, into out: inout OutputBytes) {
        var json = PrettyJSONStream()
        swap(&json.out, &out)
        defer { swap(&json.out, &out) }
        var styles = StyleTable()
        json.beginObject(multiline: true)
        json.key(literal: "version")
        json.integer(version)
        json.key(literal: "source")
        json.string(document.source)
        json.key(literal: "components")
        json.beginArray(multiline: true)
        // Styles are numbered in order of first use, so before the components are written in
        // pieces on all cores.
        let styleNumbers = document.components.map { component in
            switch component {
            case .tooltip(let tooltip): styles.number(of: tooltip.style)
            case .tags(let tags): styles.number(of: tags.style)
            }
        }
        let start = json.position
        OrderedPieces.write(count: document.components.count, into: &json.out) { range, out in
            var piece = PrettyJSONStream(continuing: start, afterItems: range.lowerBound)
            swap(&piece.out, &out)
            defer { swap(&piece.out, &out) }
            for index in range {
                let localized = document.localizations.compactMap { locale in
                    locale.components[index].map { (locale: locale.locale, component: $0) }
                }
                write(
                    document.components[index], style: styleNumbers[index], sizeCategories: document.sizeCategories[index],
                    localized: localized, into: &piece)
            }
        }
        json.wrote(items: document.components.count)
        json.end()
        json.key(literal: "styles")
        json.value(.object([
            JSONMember("tooltips", .array(styles.tooltips.map(JSON.encoded))),
            JSONMember("tags", .array(styles.tags.map(JSON.encoded))),
        ]))
        json.key(literal: "fonts")
        json.value(JSON.array(document.fonts.map(JSON.encoded)))
        // The locales laid out: the strings table's source language (the components'), then the others.
        let locales = (document.sourceLanguage.map { [$0] } ?? []) + document.localizations.map(\.locale)
        if !locales.isEmpty {
            json.key(literal: "locales")
            json.value(JSON.array(locales.map(JSON.string)))
        }
        json.end()
        json.out.write("\n")
    }

    /// One component whose style is number `style` of its kind in the document's `styles`,
    /// with its layouts and sizes at other content size categories — the sizes that differ
    /// from the default one under `sizes`, the layouts asked for in full under
    /// `sizeCategories` (each keyed by the category's name, smallest first) — and, under
    /// `localizations`, its layouts in other locales.
    private static func write(
        _ component: ComponentLayout, style: Int, sizeCategories: SizeCategoryVariants? = nil,
        localized: [(locale: String, component: LocaleLayouts.Component)] = [], into json: inout PrettyJSONStream
    ) {
        json.beginObject(multiline: true)
        switch component {
        case .tooltip(let layout): writeMembers(of: layout.tooltip, style: style, into: &json)
        case .tags(let layout): writeMembers(of: layout.group, style: style, into: &json)
        }
        if let variants = sizeCategories, !variants.sizes.isEmpty {
            json.key(literal: "sizes")
            json.beginObject(multiline: true)
            for (category, size) in variants.sizes.map({ ($0.category, $0.size) }) {
                json.key(category.rawValue)
                write(size, into: &json)
            }
            json.end()
        }
        if let variants = sizeCategories, !variants.layouts.isEmpty {
            json.key(literal: "sizeCategories")
            json.beginObject(multiline: true)
            for variant in variants.layouts {
                json.key(variant.category.rawValue)
                write(variant.layout, style: style, into: &json)
            }
            json.end()
        }
        if !localized.isEmpty {
            json.key(literal: "localizations")
            json.beginObject(multiline: true)
            for (locale, component) in localized {
                json.key(locale)
                write(component.layout, style: style, sizeCategories: component.sizeCategories, into: &json)
            }
            json.end()
        }
        json.end()
    }

    private static func writeMembers(of tooltip: TipTooltip, style: Int, into json: inout PrettyJSONStream) {
        json.key(literal: "name")
        json.string(tooltip.name)
        json.key(literal: "kind")
        json.string("tooltip")
        json.key(literal: "style")
        json.integer(style)
        json.key(literal: "size")
        write(tooltip.size, into: &json)
        json.key(literal: "anchor")
        write(tooltip.anchor, into: &json)
        json.key(literal: "bubble")
        write(tooltip.bubble, into: &json)
        json.key(literal: "arrow")
        if let arrow = tooltip.arrow { write(arrow, into: &json) } else { json.null() }
        if let title = tooltip.title {
            json.key(literal: "title")
            write(title, into: &json)
        }
        json.key(literal: "text")
        write(tooltip.text, into: &json)
        if let icon = tooltip.icon {
            json.key(literal: "icon")
            write(icon, into: &json)
        }
        if !tooltip.actions.isEmpty {
            json.key(literal: "actions")
            json.beginArray(multiline: true)
            for action in tooltip.actions { write(action, into: &json) }
            json.end()
        }
        if let closeButton = tooltip.closeButton {
            json.key(literal: "closeButton")
            write(closeButton, into: &json)
        }
        json.key(literal: "shadow")
        if let shadow = tooltip.shadow { write(shadow, into: &json) } else { json.null() }
        json.key(literal: "opacity")
        json.number(tooltip.opacity)
        json.key(literal: "behavior")
        write(tooltip.behavior, into: &json)
        if let animations = tooltip.animations {
            json.key(literal: "animations")
            json.value(JSON.encoded(animations))
        }
        json.key(literal: "accessibility")
        write(tooltip.accessibility, into: &json)
    }

    /// The accessibility tree: `hidden` only when true, `onShow` unless none, then the
    /// elements, one a line.
    private static func write(_ accessibility: TipAccessibility, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        if accessibility.isHidden {
            json.key(literal: "hidden")
            json.bool(true)
        }
        if accessibility.onShow != .none {
            json.key(literal: "onShow")
            json.string(accessibility.onShow.rawValue)
        }
        json.key(literal: "elements")
        json.beginArray(multiline: true)
        for element in accessibility.elements {
            json.beginObject(multiline: false)
            json.key(literal: "role")
            json.string(element.role.rawValue)
            json.key(literal: "part")
            json.string(element.part.rawValue)
            if let id = element.id {
                json.key(literal: "id")
                json.string(id)
            }
            if let index = element.index {
                json.key(literal: "index")
                json.integer(index)
            }
            json.key(literal: "label")
            json.string(element.label)
            if let hint = element.hint {
                json.key(literal: "hint")
                json.string(hint)
            }
            json.key(literal: "frame")
            write(element.frame, into: &json)
            json.end()
        }
        json.end()
        json.end()
    }

    private static func writeMembers(of tags: TipTagGroup, style: Int, into json: inout PrettyJSONStream) {
        json.key(literal: "name")
        json.string(tags.name)
        json.key(literal: "kind")
        json.string("tags")
        json.key(literal: "style")
        json.integer(style)
        json.key(literal: "size")
        write(tags.size, into: &json)
        json.key(literal: "background")
        write(tags.background, into: &json)
        json.key(literal: "padding")
        write(tags.padding, into: &json)
        json.key(literal: "rows")
        json.number(Double(tags.rows))
        json.key(literal: "hiddenCount")
        json.number(Double(tags.hiddenCount))
        json.key(literal: "tags")
        json.beginArray(multiline: true)
        for tag in tags.tags { write(tag, into: &json) }
        json.end()
        json.key(literal: "accessibility")
        write(tags.accessibility, into: &json)
    }

    private static func write(_ bubble: TipBubble, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        json.key(literal: "frame")
        write(bubble.frame, into: &json)
        json.key(literal: "path")
        json.plainString { $0.write(svgDataOf: bubble.path) }
        json.key(literal: "fill")
        write(bubble.fill, into: &json)
        json.key(literal: "stroke")
        if let stroke = bubble.stroke { write(stroke, into: &json) } else { json.null() }
        json.key(literal: "strokeWidth")
        json.number(bubble.strokeWidth)
        json.key(literal: "cornerRadius")
        json.number(bubble.cornerRadius)
        json.end()
    }

    private static func write(_ arrow: TipArrow, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        json.key(literal: "edge")
        json.string(arrow.edge.rawValue)
        json.key(literal: "apex")
        write(arrow.apex, into: &json)
        json.key(literal: "width")
        json.number(arrow.width)
        json.key(literal: "height")
        json.number(arrow.height)
        json.key(literal: "apexRadius")
        json.number(arrow.apexRadius)
        json.key(literal: "baseStart")
        write(arrow.baseStart, into: &json)
        json.key(literal: "baseEnd")
        write(arrow.baseEnd, into: &json)
        json.end()
    }

    private static func write(_ action: TipAction, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        json.key(literal: "id")
        json.string(action.id)
        json.key(literal: "title")
        json.string(action.title)
        json.key(literal: "frame")
        write(action.frame, into: &json)
        json.key(literal: "hitFrame")
        write(action.hitFrame, into: &json)
        json.key(literal: "fill")
        write(action.fill, into: &json)
        json.key(literal: "cornerRadius")
        json.number(action.cornerRadius)
        json.key(literal: "textColor")
        write(action.textColor, into: &json)
        json.key(literal: "font")
        write(action.font, into: &json)
        json.key(literal: "lines")
        writeLines(action.lines, into: &json)
        json.end()
    }

    /// The square it stands in, its hit frame, the glyph's square, its colour and stroke width,
    /// on one line unless the colour differs between appearances.
    private static func write(_ closeButton: TipCloseButton, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: closeButton.color.isDynamic)
        json.key(literal: "frame")
        write(closeButton.frame, into: &json)
        json.key(literal: "hitFrame")
        write(closeButton.hitFrame, into: &json)
        json.key(literal: "glyph")
        write(closeButton.glyph, into: &json)
        json.key(literal: "color")
        write(closeButton.color, into: &json)
        json.key(literal: "lineWidth")
        json.number(closeButton.lineWidth)
        json.end()
    }

    private static func write(_ text: TipTextBlock, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        if let written = text.written {
            json.key(literal: "written")
            json.string(written)
        }
        json.key(literal: "frame")
        write(text.frame, into: &json)
        json.key(literal: "font")
        write(text.font, into: &json)
        json.key(literal: "color")
        write(text.color, into: &json)
        json.key(literal: "alignment")
        json.string(text.alignment.rawValue)
        json.key(literal: "lineHeight")
        json.number(text.lineHeight)
        json.key(literal: "lines")
        writeLines(text.lines, into: &json)
        json.end()
    }

    /// An array of lines, one per line: each one's text, then its position.
    private static func writeLines(_ lines: [TipLine], into json: inout PrettyJSONStream) {
        json.beginArray(multiline: true)
        for line in lines {
            json.beginObject(multiline: line.runs != nil)
            json.key(literal: "text")
            json.string(line.text)
            writePosition(of: line, into: &json)
            json.end()
        }
        json.end()
    }

    /// A line's `x`, `baseline` and `width`, then its faces and runs
    /// (``writePosition(x:baseline:width:measuredWith:runs:into:)``).
    private static func writePosition(of line: TipLine, into json: inout PrettyJSONStream) {
        writePosition(x: line.x, baseline: line.baseline, width: line.width, measuredWith: line.measuredWith, runs: line.runs, into: &json)
    }

    /// A tag's line, as a line of text less its text (the tag's).
    private static func writePosition(of line: TipTagLine, into json: inout PrettyJSONStream) {
        writePosition(x: line.x, baseline: line.baseline, width: line.width, measuredWith: line.measuredWith, runs: line.runs, into: &json)
    }

    /// `x`, `baseline` and `width`, then for a line in a named font family the faces that
    /// measured it (`"measuredWith": [faces]`; nothing for the system font), then for a styled
    /// line its runs (``writeRuns(_:into:)``).
    private static func writePosition(
        x: Double, baseline: Double, width: Double, measuredWith: [String]?, runs: [TipRun]?, into json: inout PrettyJSONStream
    ) {
        json.key(literal: "x")
        json.number(x)
        json.key(literal: "baseline")
        json.number(baseline)
        json.key(literal: "width")
        json.number(width)
        if let faces = measuredWith {
            json.key(literal: "measuredWith")
            json.beginArray(multiline: false)
            for face in faces { json.string(face) }
            json.end()
        }
        if let runs { writeRuns(runs, into: &json) }
    }

    /// An icon: its name, frame and colour, on one line unless the colour differs between
    /// appearances.
    private static func write(_ icon: TipIcon, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: icon.color.isDynamic)
        json.key(literal: "name")
        json.string(icon.name)
        json.key(literal: "frame")
        write(icon.frame, into: &json)
        json.key(literal: "color")
        write(icon.color, into: &json)
        json.end()
    }

    /// A shadow takes one line unless its colour differs between appearances (an object).
    private static func write(_ shadow: Shadow, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: shadow.color.isDynamic)
        json.key(literal: "color")
        write(shadow.color, into: &json)
        json.key(literal: "radius")
        json.number(shadow.radius)
        json.key(literal: "x")
        json.number(shadow.x)
        json.key(literal: "y")
        json.number(shadow.y)
        json.end()
    }

    private static func write(_ behavior: TipBehavior, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: false)
        json.key(literal: "dismiss")
        json.beginArray(multiline: false)
        for trigger in behavior.dismiss { json.string(trigger.rawValue) }
        json.end()
        json.key(literal: "autoDismissAfter")
        if let seconds = behavior.autoDismissAfter { json.number(seconds) } else { json.null() }
        json.end()
    }

    private static func write(_ tag: TipTag, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: true)
        json.key(literal: "text")
        json.string(tag.text)
        json.key(literal: "frame")
        write(tag.frame, into: &json)
        if let hitFrame = tag.hitFrame {
            json.key(literal: "hitFrame")
            write(hitFrame, into: &json)
        }
        json.key(literal: "line")
        json.beginObject(multiline: tag.line.runs != nil)
        writePosition(of: tag.line, into: &json)
        json.end()
        json.key(literal: "fill")
        write(tag.fill, into: &json)
        json.key(literal: "stroke")
        if let stroke = tag.stroke { write(stroke, into: &json) } else { json.null() }
        json.key(literal: "strokeWidth")
        json.number(tag.strokeWidth)
        json.key(literal: "cornerRadius")
        json.number(tag.cornerRadius)
        json.key(literal: "textColor")
        write(tag.textColor, into: &json)
        json.key(literal: "font")
        write(tag.font, into: &json)
        json.key(literal: "row")
        json.number(Double(tag.row))
        json.key(literal: "overflow")
        json.bool(tag.overflow)
        json.end()
    }

    /// A font on one line: family, size, weight, then `"italic": true` and `"monospaced":
    /// true` only for a styled run's font that is.
    static func write(_ font: TipFont, into json: inout PrettyJSONStream) {
        json.beginObject(multiline: false)
        json.key(literal: "family")
        json.string(font.family)
        json.key(literal: "size")
        json.number(font.size)
        json.key(literal: "weight")
        json.string(font.weight.rawValue)
        if font.italic {
            json.key(literal: "italic")
            json.bool(true)
        }
        if font.monospaced {
            json.key(literal: "monospaced")
            json.bool(true)
        }
        json.end()
    }

    /// `"#RRGGBBAA"`, or `{ "light": …, "dark": … }` for a colour that differs between
    /// appearances, with `lightIncreasedContrast` and `darkIncreasedContrast` where Increase
    /// Contrast changes it.
    private static func write(_ color: DynamicColor, into json: inout PrettyJSONStream) {
        guard color.isDynamic else { return json.string(color.light.hex) }
        json.beginObject(multiline: false)
        json.key(literal: "light")
        json.string(color.light.hex)
        json.key(literal: "dark")
        json.string(color.dark.hex)
        if color.lightIncreasedContrast != color.light {
            json.key(literal: "lightIncreasedContrast")
            json.string(color.lightIncreasedContrast.hex)
        }
        if color.darkIncreasedContrast != color.dark {
            json.key(literal: "darkIncreasedContrast")
            json.string(color.darkIncreasedContrast.hex)
        }
        json.end()
    }

    private static func write(_ point: TipPoint, into json: inout PrettyJSONStream) {
        writeNumbers([("x", point.x), ("y", point.y)], into: &json)
    }

    private static func write(_ size: TipSize, into json: inout PrettyJSONStream) {
        writeNumbers([("width", size.width), ("height", size.height)], into: &json)
    }

    private static func write(_ rect: TipRect, into json: inout PrettyJSONStream) {
        writeNumbers([("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)], into: &json)
    }

    private static func write(_ insets: EdgeInsets, into json: inout PrettyJSONStream) {
        writeNumbers([("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)], into: &json)
    }

    /// An object of numbers, on one line.
    private static func writeNumbers(_ members: [(key: StaticString, value: Double)], into json: inout PrettyJSONStream) {
        json.beginObject(multiline: false)
        for member in members {
            json.key(literal: member.key)
            json.number(member.value)
        }
        json.end()
    }
}
