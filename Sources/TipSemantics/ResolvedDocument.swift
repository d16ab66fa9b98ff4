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
    /// The strings table `localized("key")` reads, when a file declares one.
    public var strings: StringsTableSpec?
    /// Every style a declaration of any file of the compilation names as its parent.
    public var usedStyles: [StyleUse]
    /// The paths of the imports that could not be read (missing, unreadable, too large), in the
    /// order they were tried: a file that does not exist yet may appear later.
    public var unreadImports: [String]

    /// Creates a document.
    public init(
        source: String, components: [ResolvedComponent], fonts: [FontFamilySpec] = [], syntaxTrees: [FileID: Document] = [:],
        preview: PreviewSettings = .standard, strings: StringsTableSpec? = nil, usedStyles: [StyleUse] = [],
        unreadImports: [String] = []
    ) {
        self.source = source
        self.components = components
        self.fonts = fonts
        self.syntaxTrees = syntaxTrees
        self.preview = preview
        self.strings = strings
        self.usedStyles = usedStyles
        self.unreadImports = unreadImports
    }
}

/// One emitted component.
public indirect enum ResolvedComponent: Sendable {
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
    /// The text laid out by default: the literal, or the strings table's text in its source
    /// language (the key itself until the table is read).
    public var text: String
    /// The strings-table key the text comes from, when it is `localized("key")`.
    public var localizedKey: LocalizedKey?
    /// The title laid out by default, as ``text`` is; nil: the tooltip has none.
    public var title: String?
    /// The strings-table key the title comes from, when it is `localized("key")`.
    public var titleKey: LocalizedKey?
    /// The action buttons, in order.
    public var actions: [ResolvedAction]
    /// What VoiceOver reads of it beyond its drawn texts.
    public var accessibility: ResolvedTooltipAccessibility
    /// Every property but its texts, inherited and defaulted.
    public var style: TooltipStyle

    /// Creates a tooltip; the style defaults to the language's defaults.
    public init(name: String, nameSpan: Span, text: String, style: TooltipStyle = TooltipStyle()) {
        self.init(name: name, nameSpan: nameSpan, content: .literal(text), style: style)
    }

    /// Creates a tooltip of a literal or localized text and, optionally, title and actions.
    public init(
        name: String, nameSpan: Span, content: TextContent, title: TextContent? = nil, actions: [ActionContent] = [],
        accessibility: ResolvedTooltipAccessibility = ResolvedTooltipAccessibility(), style: TooltipStyle = TooltipStyle()
    ) {
        self.name = name
        self.nameSpan = nameSpan
        text = content.placeholder
        localizedKey = content.localizedKey
        self.title = title?.placeholder
        titleKey = title?.localizedKey
        self.actions = actions.map(ResolvedAction.init)
        self.accessibility = accessibility
        self.style = style
    }
}

/// A text as resolved: the text laid out by default — the literal, or the strings table's text
/// in its source language (the key itself until the table is read) — and its key, when it is
/// `localized("key")`.
public struct ResolvedText: Sendable, Hashable {
    public var text: String
    public var key: LocalizedKey?

    /// The text written as `content`.
    public init(_ content: TextContent) {
        text = content.placeholder
        key = content.localizedKey
    }
}

/// What VoiceOver reads of a tooltip beyond its drawn texts, as written (each nil when not).
public struct ResolvedTooltipAccessibility: Sendable, Hashable {
    /// Said instead of the message.
    public var label: ResolvedText?
    /// Said after the message.
    public var hint: ResolvedText?
    /// The icon's label: a labelled icon is read as an image.
    public var iconLabel: ResolvedText?
    /// Said after the icon's label.
    public var iconHint: ResolvedText?
    /// The close button's label; nil: "Close" in the locale's language.
    public var closeButtonLabel: ResolvedText?

    /// Creates accessibility texts.
    public init(
        label: ResolvedText? = nil, hint: ResolvedText? = nil, iconLabel: ResolvedText? = nil, iconHint: ResolvedText? = nil,
        closeButtonLabel: ResolvedText? = nil
    ) {
        self.label = label
        self.hint = hint
        self.iconLabel = iconLabel
        self.iconHint = iconHint
        self.closeButtonLabel = closeButtonLabel
    }
}

/// What VoiceOver reads of a part beyond its text: a label said instead of it, a hint after it.
public struct ResolvedAccessibilityText: Sendable, Hashable {
    public var label: ResolvedText?
    public var hint: ResolvedText?

    /// The texts written as `content`.
    public init(_ content: AccessibilityContent) {
        label = content.label.map(ResolvedText.init)
        hint = content.hint.map(ResolvedText.init)
    }
}

/// A resolved action of a tooltip: its id and its title, as a tooltip's text is.
public struct ResolvedAction: Sendable {
    /// What the app knows the action by.
    public var id: String
    /// The title laid out by default: the literal, or the strings table's text in its source
    /// language (the key itself until the table is read).
    public var title: String
    /// The strings-table key the title comes from, when it is `localized("key")`.
    public var titleKey: LocalizedKey?
    /// What VoiceOver says instead of the title, and after it.
    public var accessibility: ResolvedAccessibilityText

    /// The action written as `content`.
    public init(_ content: ActionContent) {
        id = content.id
        title = content.title.placeholder
        titleKey = content.title.localizedKey
        accessibility = ResolvedAccessibilityText(content.accessibility)
    }
}

/// A resolved tag group: its name, where it was declared, its items and its style.
public struct ResolvedTagGroup: Sendable {
    public var name: String
    /// The span of the declaration's name.
    public var nameSpan: Span
    /// The tags' texts laid out by default, in order: each literal, or the strings table's text
    /// in its source language (the key itself until the table is read).
    public var items: [String]
    /// The strings-table key of each item that is `localized("key")`, by item index (empty
    /// when no item is).
    public var itemKeys: [Int: LocalizedKey]
    /// What VoiceOver says of each item that has a label or hint of its own, by item index
    /// (empty when none has).
    public var itemAccessibility: [Int: ResolvedAccessibilityText]
    /// What VoiceOver says after every tag that has no hint of its own; nil: nothing.
    public var hint: ResolvedText?
    /// Every property but `items`, inherited and defaulted.
    public var style: TagGroupStyle

    /// Creates a tag group; the style defaults to the language's defaults.
    public init(name: String, nameSpan: Span, items: [String], style: TagGroupStyle = TagGroupStyle()) {
        self.init(name: name, nameSpan: nameSpan, contents: items.map { ItemContent(text: .literal($0)) }, style: style)
    }

    /// Creates a tag group of literal or localized items, with what VoiceOver says of them.
    public init(name: String, nameSpan: Span, contents: [ItemContent], hint: TextContent? = nil, style: TagGroupStyle = TagGroupStyle()) {
        self.name = name
        self.nameSpan = nameSpan
        items = contents.map(\.text.placeholder)
        var keys: [Int: LocalizedKey] = [:]
        var accessibility: [Int: ResolvedAccessibilityText] = [:]
        for (index, content) in contents.enumerated() {
            keys[index] = content.text.localizedKey
            if content.accessibility != AccessibilityContent() { accessibility[index] = ResolvedAccessibilityText(content.accessibility) }
        }
        itemKeys = keys
        itemAccessibility = accessibility
        self.hint = hint.map(ResolvedText.init)
        self.style = style
    }
}
