import TipModel
import TipStyle

/// The laid-out document: what the JSON and SVG writers draw. Each component is the model apps
/// read (``TipModel``) with what only the compiler reads beside it; every coordinate is
/// absolute in its component's own space (origin at the component's top-left).
public struct LayoutDocument: Sendable {
    /// The main file's path (the JSON's `source`): as given to the compilation, which `tipc`
    /// makes relative before writing it.
    public var source: String
    /// Components in declaration order.
    public var components: [ComponentLayout]
    /// The font families the file declares with files (the runtime measures with the same).
    public var fonts: [DeclaredFontFamily]
    /// How the components whose fonts or lengths scale look at the other content size categories, by
    /// component index (``components`` is each at the default category).
    public var sizeCategories: [Int: SizeCategoryVariants]
    /// The strings table's source language, the language of ``components``; nil when the
    /// document reads no strings table.
    public var sourceLanguage: String?
    /// The components in each other locale laid out, in order (only those whose texts differ).
    public var localizations: [LocaleLayouts]
    /// The appearances to review the document in (the file's `preview`): the sheet shows each
    /// side by side, the per-component drawings use the first. Geometry is the same in all.
    public var appearances: [Appearance]
    /// The legibility weights to review the document in (the file's `preview`): the sheet
    /// shows each side by side; the outputs hold the regular layouts alone (an app lays text
    /// out with Bold Text itself).
    public var legibilityWeights: [LegibilityWeight] = [.regular]
    /// The same document laid out with Bold Text, when ``legibilityWeights`` has it: the same
    /// components, categories and locales, every font one weight heavier.
    public var boldText: BoldTextLayout?
    /// What the sheet draws over each component (the file's `preview`, `--overlay`).
    public var overlays: [SheetOverlay] = []

    /// Creates a layout document.
    public init(
        source: String, components: [ComponentLayout], fonts: [DeclaredFontFamily] = [],
        sizeCategories: [Int: SizeCategoryVariants] = [:], appearances: [Appearance] = [.light],
        sourceLanguage: String? = nil, localizations: [LocaleLayouts] = []
    ) {
        self.source = source
        self.components = components
        self.fonts = fonts
        self.sizeCategories = sizeCategories
        self.appearances = appearances
        self.sourceLanguage = sourceLanguage
        self.localizations = localizations
    }
}

/// A document laid out with Bold Text (``LayoutDocument/boldText``).
public final class BoldTextLayout: Sendable {
    /// The document, its components laid out with Bold Text.
    public let document: LayoutDocument

    /// Holds `document`.
    public init(_ document: LayoutDocument) {
        self.document = document
    }
}

/// The components of a document in one locale, those whose texts differ from the source
/// language's.
public struct LocaleLayouts: Sendable {
    /// One component in the locale: its layout at the default content size category and its
    /// variants at the others.
    public struct Component: Sendable {
        public var layout: ComponentLayout
        public var sizeCategories: SizeCategoryVariants

        /// Creates a localized component.
        public init(layout: ComponentLayout, sizeCategories: SizeCategoryVariants = SizeCategoryVariants()) {
            self.layout = layout
            self.sizeCategories = sizeCategories
        }
    }

    /// The locale, as the strings table names it.
    public var locale: String
    /// The components, by index in ``LayoutDocument/components``.
    public var components: [Int: Component]

    /// Creates the layouts of a locale.
    public init(locale: String, components: [Int: Component]) {
        self.locale = locale
        self.components = components
    }
}

/// One laid-out component.
public indirect enum ComponentLayout: Sendable {
    case tooltip(TooltipLayout)
    case tags(TagsLayout)

    /// The component's name.
    public var name: String {
        switch self {
        case .tooltip(let layout): layout.tooltip.name
        case .tags(let layout): layout.group.name
        }
    }

    /// The component's size.
    public var size: TipSize {
        switch self {
        case .tooltip(let layout): layout.tooltip.size
        case .tags(let layout): layout.group.size
        }
    }

    /// The component as apps read it.
    public var model: TipComponent {
        switch self {
        case .tooltip(let layout): .tooltip(layout.tooltip)
        case .tags(let layout): .tags(layout.group)
        }
    }
}

/// A laid-out tooltip: the model an app reads and the JSON holds, and beside it what only the
/// compiler reads — the style it was laid out with, how many lines each text needed, where its
/// arrow was asked to be.
public struct TooltipLayout: Sendable {
    /// The tooltip.
    public var tooltip: TipTooltip
    /// The style it was laid out with: laying out new text with it gives a layout of the same
    /// look (the JSON carries it for the runtime).
    public var style: TooltipStyle
    /// How many lines the title needs; more than its lines hold when `numberOfLines` cut text
    /// off. Nil without a title.
    public var titleLinesNeeded: Int?
    /// How many lines the message needs; more than its lines hold when `numberOfLines` cut
    /// text off.
    public var textLinesNeeded: Int
    /// Where along its edge (from its left or top end) the arrow's apex was asked to be, and
    /// where it is: they differ when the rounded corners kept the arrow off them. Nil without
    /// an arrow.
    public var arrowAlongEdge: (requested: Double, placed: Double)?

    /// Creates a tooltip layout.
    public init(
        tooltip: TipTooltip, style: TooltipStyle, titleLinesNeeded: Int? = nil, textLinesNeeded: Int? = nil,
        arrowAlongEdge: (requested: Double, placed: Double)? = nil
    ) {
        self.tooltip = tooltip
        self.style = style
        self.titleLinesNeeded = titleLinesNeeded ?? tooltip.title?.lines.count
        self.textLinesNeeded = textLinesNeeded ?? tooltip.text.lines.count
        self.arrowAlongEdge = arrowAlongEdge
    }
}

/// A laid-out tag group: the model, and beside it the style it was laid out with.
public struct TagsLayout: Sendable {
    /// The tag group.
    public var group: TipTagGroup
    /// The style it was laid out with: laying out new items with it gives a layout of the same
    /// look (the JSON carries it for the runtime).
    public var style: TagGroupStyle

    /// Creates a tag-group layout.
    public init(group: TipTagGroup, style: TagGroupStyle) {
        self.group = group
        self.style = style
    }
}

extension LayoutDocument {
    /// The document as apps read it: what decoding the JSON written for it gives, but for the
    /// JSON's rounding (each component's ``TipTooltip/roundedToJSONPrecision()``) and the
    /// styles' numbers (written, like every number, at the JSON's precision).
    public var model: TipDocument {
        let names = components.map(\.name)
        var variants: [String: TipSizeCategoryVariants] = [:]
        for (index, laidOut) in sizeCategories.sorted(by: { $0.key < $1.key }) where !laidOut.isEmpty && variants[names[index]] == nil {
            variants[names[index]] = laidOut.model
        }
        var localized: [String: [String: TipLocalization]] = [:]
        for locale in localizations {
            for (index, component) in locale.components {
                localized[names[index], default: [:]][locale.locale] = TipLocalization(
                    component: component.layout.model, sizeCategories: component.sizeCategories.model)
            }
        }
        return TipDocument(
            source: source, components: components.map(\.model), styles: components.map(\.styleModel), fonts: fonts,
            sizeCategories: variants, locales: (sourceLanguage.map { [$0] } ?? []) + localizations.map(\.locale),
            localizations: localized)
    }
}

extension ComponentLayout {
    /// The style the component was laid out with, as a document holds it.
    public var styleModel: TipComponentStyle {
        switch self {
        case .tooltip(let layout): .tooltip(layout.style)
        case .tags(let layout): .tags(layout.style)
        }
    }
}

extension SizeCategoryVariants {
    /// The variants as a document holds them.
    public var model: TipSizeCategoryVariants {
        TipSizeCategoryVariants(
            sizes: Dictionary(sizes.map { ($0.category, $0.size) }) { first, _ in first },
            layouts: Dictionary(layouts.map { ($0.category, $0.layout.model) }) { first, _ in first })
    }
}
