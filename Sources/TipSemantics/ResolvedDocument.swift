import TipStyle
import TipSyntax

/// The output of the semantic pass: every component of the main file with every property
/// typed, inherited and defaulted. Layout is a pure function of this value.
public struct ResolvedDocument: Sendable {
    /// The main file's path as the user gave it (written to the JSON's `source`).
    public var source: String
    /// The main file's components (`tooltip` and `tags`, not styles) in declaration order.
    /// Components declared in imported files are not emitted.
    public var components: [ResolvedComponent]
    /// The font families declared by `font "…" { … }` in the main file and its imports,
    /// imports first.
    public var fonts: [FontFamilySpec]
    /// The syntax tree of every file the resolver read, the main file's included, by file: kept
    /// so a caller that needs them (the language server) does not parse the imports again.
    public var syntaxTrees: [FileID: Document]

    /// Creates a document.
    public init(
        source: String, components: [ResolvedComponent], fonts: [FontFamilySpec] = [], syntaxTrees: [FileID: Document] = [:]
    ) {
        self.source = source
        self.components = components
        self.fonts = fonts
        self.syntaxTrees = syntaxTrees
    }
}

/// One emitted component.
public enum ResolvedComponent: Sendable {
    /// A tooltip.
    case tooltip(TooltipSpec)
    /// A tag group.
    case tags(TagsSpec)

    /// The component's name.
    public var name: String {
        switch self {
        case .tooltip(let spec): spec.name
        case .tags(let spec): spec.name
        }
    }
}

/// A font request: family (nil is the system font), size in points, weight.
public struct FontSpec: Hashable, Sendable {
    /// The family name, or nil for the system font.
    public var family: String?
    /// Size in points (> 0).
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// Creates a font spec.
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// How the language spells the system font's family (`font: "system" 15`,
    /// `font { family: "system" }`); no `font` declaration may take this name.
    public static let systemFamilyName = "system"

    /// The family a written family name stands for: nil (the system font) for
    /// ``systemFamilyName``, else the name.
    static func family(named name: String) -> String? {
        name == systemFamilyName ? nil : name
    }
}

/// The arrow ("tip") of a tooltip.
public struct ArrowSpec: Hashable, Sendable {
    public var edge: ArrowEdge
    public var position: ArrowPosition
    /// Length of the base along the edge.
    public var width: Double
    /// Distance from the base to the apex.
    public var height: Double
    /// Rounding of the apex (0 is sharp).
    public var apexRadius: Double

    /// Creates an arrow.
    public init(edge: ArrowEdge, position: ArrowPosition, width: Double, height: Double, apexRadius: Double) {
        self.edge = edge
        self.position = position
        self.width = width
        self.height = height
        self.apexRadius = apexRadius
    }
}

/// A fully resolved tooltip.
public struct TooltipSpec: Sendable {
    public var name: String
    /// The span of the declaration's name (for layout-time notes).
    public var nameSpan: Span
    public var text: String
    public var font: FontSpec
    public var textColor: RGBAColor
    public var textAlignment: TextAlignment
    /// 0 is unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var lineBreakStrategy: LineBreakStrategy
    public var lineSpacing: Double
    public var background: RGBAColor
    public var border: Border?
    public var cornerRadius: Double
    public var padding: EdgeInsets
    /// Fixed bubble width, if set.
    public var width: Double?
    /// Maximum bubble width when hugging, if set.
    public var maxWidth: Double?
    public var arrow: ArrowSpec
    public var shadow: Shadow?
    /// 0…1.
    public var opacity: Double
    public var dismiss: [DismissTrigger]

    /// Creates a tooltip spec with the language's defaults for everything but name and text.
    public init(name: String, nameSpan: Span, text: String) {
        self.name = name
        self.nameSpan = nameSpan
        self.text = text
        self.font = FontSpec(size: 17)
        self.textColor = RGBAColor(red: 255, green: 255, blue: 255)
        self.textAlignment = .natural
        self.numberOfLines = 0
        self.lineBreakMode = .wordWrap
        self.lineBreakStrategy = .none
        self.lineSpacing = 0
        self.background = RGBAColor(red: 0, green: 122, blue: 255)  // systemBlue
        self.border = nil
        self.cornerRadius = 8
        self.padding = EdgeInsets(vertical: 8, horizontal: 16)
        self.width = nil
        self.maxWidth = nil
        self.arrow = ArrowSpec(edge: .bottom, position: .center, width: 16, height: 8, apexRadius: 0)
        self.shadow = nil
        self.opacity = 1
        self.dismiss = []
    }
}

/// The style of every tag in a group.
public struct TagStyle: Hashable, Sendable {
    public var font: FontSpec
    public var textColor: RGBAColor
    public var background: RGBAColor
    public var border: Border?
    public var cornerRadius: Double
    public var padding: EdgeInsets

    /// The language's defaults: 17 regular, black, clear, gray 1, radius 10, padding `0 10`.
    public init() {
        self.font = FontSpec(size: 17)
        self.textColor = RGBAColor(red: 0, green: 0, blue: 0)
        self.background = .clear
        self.border = Border(color: RGBAColor(red: 128, green: 128, blue: 128), width: 1)
        self.cornerRadius = 10
        self.padding = EdgeInsets(vertical: 0, horizontal: 10)
    }
}

/// A fully resolved tag group.
public struct TagsSpec: Sendable {
    public var name: String
    /// The span of the declaration's name.
    public var nameSpan: Span
    public var items: [String]
    /// Container width in points.
    public var width: Double
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
    public var rowHeight: RowHeight
    public var alignment: TagAlignment
    public var direction: LayoutDirection
    /// nil is unlimited; otherwise ≥ 1.
    public var maxRows: Int?
    public var padding: EdgeInsets
    public var background: RGBAColor
    public var tag: TagStyle

    /// Creates a tag-group spec with the language's defaults for everything but name and items.
    public init(name: String, nameSpan: Span, items: [String]) {
        self.name = name
        self.nameSpan = nameSpan
        self.items = items
        self.width = 375
        self.horizontalSpacing = 8
        self.verticalSpacing = 8
        self.rowHeight = .auto
        self.alignment = .leading
        self.direction = .ltr
        self.maxRows = nil
        self.padding = EdgeInsets(all: 0)
        self.background = .clear
        self.tag = TagStyle()
    }
}
