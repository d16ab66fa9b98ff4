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
    /// What the main file's `preview` asks for.
    public var preview: PreviewSettings

    /// Creates a document.
    public init(
        source: String, components: [ResolvedComponent], fonts: [FontFamilySpec] = [], syntaxTrees: [FileID: Document] = [:],
        preview: PreviewSettings = .standard
    ) {
        self.source = source
        self.components = components
        self.fonts = fonts
        self.syntaxTrees = syntaxTrees
        self.preview = preview
    }
}

/// One emitted component.
public enum ResolvedComponent: Sendable {
    /// A tooltip.
    case tooltip(ResolvedTooltip)
    /// A tag group.
    case tags(ResolvedTagGroup)

    /// The component's name.
    public var name: String {
        switch self {
        case .tooltip(let tooltip): tooltip.name
        case .tags(let group): group.name
        }
    }

    /// The span of the component's name in its declaration.
    public var nameSpan: Span {
        switch self {
        case .tooltip(let tooltip): tooltip.nameSpan
        case .tags(let group): group.nameSpan
        }
    }
}

/// A resolved tooltip: its name, where it was declared, its text and its style.
public struct ResolvedTooltip: Sendable {
    public var name: String
    /// The span of the declaration's name.
    public var nameSpan: Span
    public var text: String
    /// Every property but `text`, inherited and defaulted.
    public var style: TooltipStyle

    /// Creates a tooltip; the style defaults to the language's defaults.
    public init(name: String, nameSpan: Span, text: String, style: TooltipStyle = TooltipStyle()) {
        self.name = name
        self.nameSpan = nameSpan
        self.text = text
        self.style = style
    }
}

/// A resolved tag group: its name, where it was declared, its items and its style.
public struct ResolvedTagGroup: Sendable {
    public var name: String
    /// The span of the declaration's name.
    public var nameSpan: Span
    /// The tags' texts, in order.
    public var items: [String]
    /// Every property but `items`, inherited and defaulted.
    public var style: TagGroupStyle

    /// Creates a tag group; the style defaults to the language's defaults.
    public init(name: String, nameSpan: Span, items: [String], style: TagGroupStyle = TagGroupStyle()) {
        self.name = name
        self.nameSpan = nameSpan
        self.items = items
        self.style = style
    }
}
