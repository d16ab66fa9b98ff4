import TipLayout
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

    /// The layout-tree version written (the ``TipRuntime`` reads this one).
    public static let version = 4

    /// The document object — `version`, `source`, `components` (one element per line), the
    /// `styles` they refer to, then the declared `fonts` — with each component's value made and written in turn, so that
    /// only one component's JSON value exists at once however long the document is.
    private static func write(_ document: LayoutDocument, into out: inout OutputBytes) {
        var styles = StyleTable()
        out.write("{\n  \"version\": \(version),\n  \"source\": ")
        out.writeQuoted(document.source)
        out.write(",\n  \"components\": ")
        if document.components.isEmpty {
            out.write("[]")
        } else {
            out.write("[")
            for (index, component) in document.components.enumerated() {
                out.write(index == 0 ? "\n    " : ",\n    ")
                let style = styles.number(of: component)
                var object = value(of: component, style: style, sizeCategories: document.sizeCategories[index])
                let localized = document.localizations.compactMap { locale in
                    locale.components[index].map { JSONMember(locale.locale, value(of: $0.layout, style: style, sizeCategories: $0.sizeCategories)) }
                }
                if !localized.isEmpty, case .object(let members) = object { object = .object(members + [JSONMember("localizations", .object(localized))]) }
                object.writePretty(into: &out, indent: 4)
            }
            out.write("\n  ]")
        }
        out.write(",\n  \"styles\": ")
        styles.json.writePretty(into: &out, indent: 2)
        out.write(",\n  \"fonts\": ")
        JSON.array(document.fonts.map(JSON.encoded)).writePretty(into: &out, indent: 2)
        // The locales laid out: the strings table's source language (the components'), then the others.
        let locales = (document.sourceLanguage.map { [$0] } ?? []) + document.localizations.map(\.locale)
        if !locales.isEmpty {
            out.write(",\n  \"locales\": ")
            JSON.array(locales.map(JSON.string)).writePretty(into: &out, indent: 2)
        }
        out.write("\n}\n")
    }

    /// The JSON value of one component whose style is number `style` of its kind in the
    /// document's `styles`, with its layouts and sizes at other content size categories: the
    /// sizes that differ from the default one under `sizes`, the layouts asked for in full
    /// under `sizeCategories` (each keyed by the category's name, smallest first).
    public static func value(of component: ComponentLayout, style: Int, sizeCategories: SizeCategoryVariants? = nil) -> JSON {
        let base = switch component {
        case .tooltip(let tooltip): value(of: tooltip, style: style)
        case .tags(let tags): value(of: tags, style: style)
        }
        guard let variants = sizeCategories, !variants.isEmpty, case .object(var members) = base else { return base }
        if !variants.sizes.isEmpty {
            members.append(JSONMember("sizes", .object(variants.sizes.map { JSONMember($0.category.rawValue, size($0.size)) })))
        }
        if !variants.layouts.isEmpty {
            members.append(JSONMember("sizeCategories", .object(variants.layouts.map {
                JSONMember($0.category.rawValue, value(of: $0.layout, style: style))
            })))
        }
        return .object(members)
    }

    private static func value(of tooltip: TooltipLayout, style: Int) -> JSON {
        .object([
            JSONMember("name", .string(tooltip.name)),
            JSONMember("kind", .string("tooltip")),
            JSONMember("style", .integer(style)),
            JSONMember("size", size(tooltip.size)),
            JSONMember("anchor", point(tooltip.anchor)),
            JSONMember("bubble", bubble(tooltip.bubble)),
            JSONMember("arrow", .optional(tooltip.arrow, arrow)),
            JSONMember("text", text(tooltip.text)),
            JSONMember("shadow", .optional(tooltip.shadow, shadow)),
            JSONMember("opacity", .number(tooltip.opacity)),
            JSONMember("behavior", behavior(tooltip.behavior)),
        ])
    }

    private static func value(of tags: TagsLayout, style: Int) -> JSON {
        .object([
            JSONMember("name", .string(tags.name)),
            JSONMember("kind", .string("tags")),
            JSONMember("style", .integer(style)),
            JSONMember("size", size(tags.size)),
            JSONMember("background", color(tags.background)),
            JSONMember("padding", insets(tags.padding)),
            JSONMember("rows", .number(Double(tags.rows))),
            JSONMember("hiddenCount", .number(Double(tags.hiddenCount))),
            JSONMember("tags", .array(tags.tags.map(tag))),
        ])
    }

    private static func bubble(_ bubble: BubbleLayout) -> JSON {
        .object([
            JSONMember("frame", rect(bubble.frame)),
            JSONMember("path", .string(bubble.path.svgData)),
            JSONMember("fill", color(bubble.fill)),
            JSONMember("stroke", .optional(bubble.stroke, color)),
            JSONMember("strokeWidth", .number(bubble.strokeWidth)),
            JSONMember("cornerRadius", .number(bubble.cornerRadius)),
        ])
    }

    private static func arrow(_ arrow: ArrowLayout) -> JSON {
        .object([
            JSONMember("edge", .string(arrow.edge.rawValue)),
            JSONMember("apex", point(arrow.apex)),
            JSONMember("width", .number(arrow.width)),
            JSONMember("height", .number(arrow.height)),
            JSONMember("apexRadius", .number(arrow.apexRadius)),
            JSONMember("baseStart", point(arrow.baseStart)),
            JSONMember("baseEnd", point(arrow.baseEnd)),
        ])
    }

    private static func text(_ text: TextBlockLayout) -> JSON {
        .object([
            JSONMember("frame", rect(text.frame)),
            JSONMember("font", font(text.font)),
            JSONMember("color", color(text.color)),
            JSONMember("alignment", .string(text.alignment.rawValue)),
            JSONMember("lineHeight", .number(text.lineHeight)),
            JSONMember("lines", .array(text.lines.map(line))),
        ])
    }

    private static func line(_ line: LineLayout) -> JSON {
        .object([
            JSONMember("text", .string(line.text)),
            JSONMember("x", .number(line.x)),
            JSONMember("baseline", .number(line.baseline)),
            JSONMember("width", .number(line.width)),
        ] + measuredWith(line))
    }

    /// `"measuredWith": [faces]` for a line in a named font family; nothing for the system font.
    private static func measuredWith(_ line: LineLayout) -> [JSONMember] {
        line.measuredWith.map { [JSONMember("measuredWith", .array($0.map(JSON.string)))] } ?? []
    }

    private static func shadow(_ shadow: Shadow) -> JSON {
        .object([
            JSONMember("color", color(shadow.color)),
            JSONMember("radius", .number(shadow.radius)),
            JSONMember("x", .number(shadow.x)),
            JSONMember("y", .number(shadow.y)),
        ])
    }

    private static func behavior(_ behavior: BehaviorLayout) -> JSON {
        .object([
            JSONMember("dismiss", .array(behavior.dismiss.map { .string($0.name) })),
            JSONMember("autoDismissAfter", .optional(behavior.autoDismissAfter, JSON.number)),
        ])
    }

    private static func tag(_ tag: TagLayout) -> JSON {
        .object([
            JSONMember("text", .string(tag.text)),
            JSONMember("frame", rect(tag.frame)),
            JSONMember("line", .object([
                JSONMember("x", .number(tag.line.x)),
                JSONMember("baseline", .number(tag.line.baseline)),
                JSONMember("width", .number(tag.line.width)),
            ] + measuredWith(tag.line))),
            JSONMember("fill", color(tag.fill)),
            JSONMember("stroke", .optional(tag.stroke, color)),
            JSONMember("strokeWidth", .number(tag.strokeWidth)),
            JSONMember("cornerRadius", .number(tag.cornerRadius)),
            JSONMember("textColor", color(tag.textColor)),
            JSONMember("font", font(tag.font)),
            JSONMember("row", .number(Double(tag.row))),
            JSONMember("overflow", .bool(tag.isOverflowCounter)),
        ])
    }

    private static func font(_ font: FontInfo) -> JSON {
        .object([
            JSONMember("family", .string(font.family.outputName)),
            JSONMember("size", .number(font.size)),
            JSONMember("weight", .string(font.weight.rawValue)),
        ])
    }

    /// `"#RRGGBBAA"`, or `{"light": …, "dark": …}` for a colour that differs between them.
    private static func color(_ color: DynamicColor) -> JSON {
        guard color.isDynamic else { return .string(color.light.hex) }
        return .object([JSONMember("light", .string(color.light.hex)), JSONMember("dark", .string(color.dark.hex))])
    }

    private static func point(_ point: Point) -> JSON {
        .object([JSONMember("x", .number(point.x)), JSONMember("y", .number(point.y))])
    }

    private static func size(_ size: Size) -> JSON {
        .object([JSONMember("width", .number(size.width)), JSONMember("height", .number(size.height))])
    }

    private static func rect(_ rect: Rect) -> JSON {
        .object([
            JSONMember("x", .number(rect.x)),
            JSONMember("y", .number(rect.y)),
            JSONMember("width", .number(rect.width)),
            JSONMember("height", .number(rect.height)),
        ])
    }

    private static func insets(_ insets: EdgeInsets) -> JSON {
        .object([
            JSONMember("top", .number(insets.top)),
            JSONMember("left", .number(insets.left)),
            JSONMember("bottom", .number(insets.bottom)),
            JSONMember("right", .number(insets.right)),
        ])
    }
}
