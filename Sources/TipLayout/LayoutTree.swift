import TipStyle
import TipText

/// The laid-out document: what the JSON and SVG writers draw. Every coordinate is absolute in
/// its component's own space (origin at the component's top-left).
public struct LayoutDocument: Sendable {
    /// The main file's path (the JSON's `source`): as given to the compilation, which `tipc`
    /// makes relative before writing it.
    public var source: String
    /// Components in declaration order.
    public var components: [ComponentLayout]
    /// The font families the file declares with files (the runtime measures with the same).
    public var fonts: [DeclaredFontFamily]
    /// How the components whose fonts scale look at the other content size categories, by
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
        case .tooltip(let layout): layout.name
        case .tags(let layout): layout.name
        }
    }

    /// The component's size.
    public var size: Size {
        switch self {
        case .tooltip(let layout): layout.size
        case .tags(let layout): layout.size
        }
    }
}

/// A font as written to the outputs.
public struct FontInfo: Hashable, Sendable {
    /// The family of a font in the outputs.
    public enum Family: Hashable, Sendable {
        /// The platform's UI font (SF Pro on iOS), measured with built-in stand-in metrics.
        case system
        /// A family by name: declared with `font "Name" { … }` or found in the font folders.
        case named(String)

        /// The family's name in the JSON: `"system"` for the system font (no declared family may
        /// take that name), else the family's name.
        public var outputName: String {
            switch self {
            case .system: FontStyle.systemFamilyName
            case .named(let name): name
            }
        }
    }

    /// The system font or a named family.
    public var family: Family
    public var size: Double
    public var weight: FontWeight
    /// Whether it is italic (a run of `*emphasis*`; synthesised, see ``TipText/FontRequest/italic``).
    public var italic: Bool
    /// Whether it is the system's monospaced font (a run of `` `code` ``; the family is then
    /// ``Family/system``).
    public var monospaced: Bool

    /// Creates font info.
    public init(family: Family, size: Double, weight: FontWeight, italic: Bool = false, monospaced: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
    }
}

/// A part of a line in one font, where the text is styled (see ``LineLayout/runs``).
public struct RunLayout: Hashable, Sendable {
    /// Its text.
    public var text: String
    /// Where it starts, from the line's `x`.
    public var x: Double
    /// Its advance width (trailing spaces that hang count for nothing).
    public var width: Double
    /// Its font.
    public var font: FontInfo

    /// Creates a run.
    public init(text: String, x: Double, width: Double, font: FontInfo) {
        self.text = text
        self.x = x
        self.width = width
        self.font = font
    }
}

/// One line of text: its content, its left x, its baseline y and its advance width.
public struct LineLayout: Hashable, Sendable {
    public var text: String
    public var x: Double
    public var baseline: Double
    public var width: Double
    /// The faces that measured the line, in order of first use (font file faces by
    /// "Family Subfamily", or "built-in"); nil for the system font, whose lines are always
    /// measured by the built-in metrics.
    public var measuredWith: [String]?
    /// The line's parts in each font, left to right, when its text is styled (inline
    /// Markdown: bold, italic, code); nil for a line of plain text, all in the text's font.
    public var runs: [RunLayout]?

    /// Creates a line.
    public init(text: String, x: Double, baseline: Double, width: Double, measuredWith: [String]? = nil, runs: [RunLayout]? = nil) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.measuredWith = measuredWith
        self.runs = runs
    }
}

/// The bubble of a tooltip: its rectangle and the one outline that includes the arrow.
public struct BubbleLayout: Sendable {
    /// The rounded rectangle (without the arrow).
    public var frame: Rect
    /// The continuous outline: bubble and arrow, clockwise, closed.
    public var path: Path
    public var fill: DynamicColor
    /// nil when there is no border.
    public var stroke: DynamicColor?
    public var strokeWidth: Double
    /// The corner radius actually used (clamped to half the shorter side).
    public var cornerRadius: Double

    /// Creates a bubble.
    public init(frame: Rect, path: Path, fill: DynamicColor, stroke: DynamicColor?, strokeWidth: Double, cornerRadius: Double) {
        self.frame = frame
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
    }
}

/// The arrow of a tooltip.
public struct ArrowLayout: Sendable {
    public var edge: ArrowEdge
    /// The tip: the component's anchor.
    public var apex: Point
    public var width: Double
    public var height: Double
    /// The two ends of the base on the bubble's edge, in path order.
    public var baseStart: Point
    public var baseEnd: Point
    public var apexRadius: Double
    /// Where along the edge (from its left or top end) the position asked the apex to be, and
    /// where it is: they differ when the rounded corners kept the arrow off them (W009).
    public var requestedAlongEdge: Double
    public var placedAlongEdge: Double

    /// Creates an arrow.
    public init(
        edge: ArrowEdge, apex: Point, width: Double, height: Double, baseStart: Point, baseEnd: Point, apexRadius: Double,
        requestedAlongEdge: Double = 0, placedAlongEdge: Double = 0
    ) {
        self.requestedAlongEdge = requestedAlongEdge
        self.placedAlongEdge = placedAlongEdge
        self.edge = edge
        self.apex = apex
        self.width = width
        self.height = height
        self.baseStart = baseStart
        self.baseEnd = baseEnd
        self.apexRadius = apexRadius
    }
}

/// A text of a tooltip: its message or its title.
public struct TextBlockLayout: Sendable {
    /// The text box: the bubble less padding and border.
    public var frame: Rect
    public var font: FontInfo
    public var color: DynamicColor
    public var alignment: TextAlignment
    /// Distance between baselines (font line height plus `lineSpacing`).
    public var lineHeight: Double
    public var lines: [LineLayout]
    /// How many lines the whole text needs: more than ``lines`` holds when `numberOfLines` cut
    /// text off (the build-time checks read it; the outputs do not carry it: the lines show it).
    public var neededLineCount: Int

    /// Whether `numberOfLines` cut text off.
    public var isCut: Bool { neededLineCount > lines.count }

    /// Creates a text block.
    public init(
        frame: Rect, font: FontInfo, color: DynamicColor, alignment: TextAlignment, lineHeight: Double, lines: [LineLayout],
        neededLineCount: Int? = nil
    ) {
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.lines = lines
        self.neededLineCount = neededLineCount ?? lines.count
    }
}

/// A tooltip's icon: the frame reserved for the image an app draws, and the image's name.
public struct IconLayout: Hashable, Sendable {
    /// The SF Symbol or asset name.
    public var name: String
    /// The square the icon is drawn in.
    public var frame: Rect
    /// The tint of a template image.
    public var color: DynamicColor

    /// Creates an icon.
    public init(name: String, frame: Rect, color: DynamicColor) {
        self.name = name
        self.frame = frame
        self.color = color
    }
}

/// One action button of a tooltip.
public struct ActionLayout: Hashable, Sendable {
    /// What the app knows the action by.
    public var id: String
    /// The button's whole title (its line may show it truncated).
    public var title: String
    /// The button.
    public var frame: Rect
    public var fill: DynamicColor
    public var cornerRadius: Double
    public var textColor: DynamicColor
    public var font: FontInfo
    /// The title's line, centred in the button (one line; truncated with "…" when the button
    /// is narrower than its title).
    public var lines: [LineLayout]

    /// Whether the title was truncated to fit the button.
    public var isTruncated: Bool { lines.map(\.text) != [title] }

    /// Creates an action button.
    public init(
        id: String, title: String, frame: Rect, fill: DynamicColor, cornerRadius: Double, textColor: DynamicColor, font: FontInfo,
        lines: [LineLayout]
    ) {
        self.id = id
        self.title = title
        self.frame = frame
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.font = font
        self.lines = lines
    }
}

/// A tooltip's close button: the square that answers taps and the "×" drawn in it.
public struct CloseButtonLayout: Hashable, Sendable {
    /// The hit area.
    public var frame: Rect
    /// The square the "×" joins the corners of.
    public var glyph: Rect
    /// The colour of the "×".
    public var color: DynamicColor
    /// The width of its strokes.
    public var lineWidth: Double

    /// Creates a close button.
    public init(frame: Rect, glyph: Rect, color: DynamicColor, lineWidth: Double) {
        self.frame = frame
        self.glyph = glyph
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// A tooltip's behaviour metadata.
public struct BehaviorLayout: Hashable, Sendable {
    /// What dismisses the tooltip, in source order: `tap` and the timer, each at most once
    /// (the resolver refuses a second timer). Empty: the app decides.
    public var dismiss: [DismissTrigger]

    /// Creates behaviour metadata.
    public init(dismiss: [DismissTrigger]) {
        self.dismiss = dismiss
    }

    /// Seconds before the tooltip dismisses itself: the timer's, nil without one.
    public var autoDismissAfter: Double? {
        dismiss.lazy.compactMap { trigger -> Double? in
            if case .after(let seconds) = trigger { seconds } else { nil }
        }.first
    }
}

/// A laid-out tooltip.
public struct TooltipLayout: Sendable {
    public var name: String
    /// The frame holding bubble and arrow (and nothing else: shadows are drawn outside it).
    public var size: Size
    /// The arrow's apex; without an arrow, the centre of the bubble's bottom edge.
    public var anchor: Point
    public var bubble: BubbleLayout
    /// nil when `arrow.edge` is `none`.
    public var arrow: ArrowLayout?
    /// The title above the text; nil without one.
    public var title: TextBlockLayout?
    /// The text: the message.
    public var text: TextBlockLayout
    /// The icon's frame and name; nil without an icon.
    public var icon: IconLayout?
    /// The action buttons, in order; empty without actions.
    public var actions: [ActionLayout]
    /// The close button; nil without one.
    public var closeButton: CloseButtonLayout?
    public var shadow: Shadow?
    public var opacity: Double
    public var behavior: BehaviorLayout
    /// How it appears, disappears and draws attention (the style's, for the app to apply); nil:
    /// it does not move.
    public var animations: TooltipAnimations?
    /// The style it was laid out with: laying out new text with it gives a layout of the same
    /// look (the JSON carries it for the runtime).
    public var style: TooltipStyle

    /// Creates a tooltip layout.
    public init(
        name: String, size: Size, anchor: Point, bubble: BubbleLayout, arrow: ArrowLayout?, title: TextBlockLayout? = nil,
        text: TextBlockLayout, icon: IconLayout? = nil, actions: [ActionLayout] = [], closeButton: CloseButtonLayout? = nil,
        shadow: Shadow?, opacity: Double, behavior: BehaviorLayout, animations: TooltipAnimations? = nil, style: TooltipStyle
    ) {
        self.name = name
        self.size = size
        self.anchor = anchor
        self.bubble = bubble
        self.arrow = arrow
        self.title = title
        self.text = text
        self.icon = icon
        self.actions = actions
        self.closeButton = closeButton
        self.shadow = shadow
        self.opacity = opacity
        self.behavior = behavior
        self.animations = animations
        self.style = style
    }
}

/// One laid-out tag.
public struct TagLayout: Sendable {
    /// The text shown (possibly truncated with "…").
    public var text: String
    public var frame: Rect
    /// The text's line, absolute in the component.
    public var line: LineLayout
    public var fill: DynamicColor
    public var stroke: DynamicColor?
    public var strokeWidth: Double
    public var cornerRadius: Double
    public var textColor: DynamicColor
    public var font: FontInfo
    /// 0-based row index.
    public var row: Int
    /// True for the final `+N` tag that counts hidden items.
    public var isOverflowCounter: Bool

    /// Creates a tag.
    public init(text: String, frame: Rect, line: LineLayout, fill: DynamicColor, stroke: DynamicColor?, strokeWidth: Double, cornerRadius: Double, textColor: DynamicColor, font: FontInfo, row: Int, isOverflowCounter: Bool) {
        self.text = text
        self.frame = frame
        self.line = line
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.font = font
        self.row = row
        self.isOverflowCounter = isOverflowCounter
    }
}

/// A laid-out tag group.
public struct TagsLayout: Sendable {
    public var name: String
    public var size: Size
    public var background: DynamicColor
    public var padding: EdgeInsets
    /// Number of rows shown.
    public var rows: Int
    /// Number of items hidden by `maxRows` (counted in the `+N` tag).
    public var hiddenCount: Int
    public var tags: [TagLayout]
    /// The style it was laid out with: laying out new items with it gives a layout of the same
    /// look (the JSON carries it for the runtime).
    public var style: TagGroupStyle

    /// Creates a tag-group layout.
    public init(
        name: String, size: Size, background: DynamicColor, padding: EdgeInsets, rows: Int, hiddenCount: Int, tags: [TagLayout],
        style: TagGroupStyle
    ) {
        self.name = name
        self.size = size
        self.background = background
        self.padding = padding
        self.rows = rows
        self.hiddenCount = hiddenCount
        self.tags = tags
        self.style = style
    }
}
