import TipSyntax

/// A key of the strings table, where `localized("key")` names it.
public struct LocalizedKey: Sendable, Hashable {
    /// The key as written.
    public var key: String
    /// The span of the key's string literal in `localized("key")`.
    public var span: Span

    /// Creates a key.
    public init(key: String, span: Span) {
        self.key = key
        self.span = span
    }
}

/// A text as written: a literal, or a key of the strings table (`localized("key")`).
public enum TextContent: Sendable, Hashable {
    case literal(String)
    case localized(LocalizedKey)

    /// The key, for a localized text.
    public var localizedKey: LocalizedKey? {
        if case .localized(let key) = self { key } else { nil }
    }

    /// The literal, or the key itself until the strings table gives the text (what an app
    /// shows for a key its table lacks).
    public var placeholder: String {
        switch self {
        case .literal(let text): text
        case .localized(let key): key.key
        }
    }
}

/// One of a tooltip's actions as written: its title, the id the app knows it by — the one
/// `action(TEXT, id: "…")` names, else the title as written (a literal's text, a localized
/// title's key), the same in every locale — and what VoiceOver reads of it.
public struct ActionContent: Sendable, Hashable {
    public var id: String
    public var title: TextContent
    /// `label:` and `hint:` of `action(…)`.
    public var accessibility: AccessibilityContent

    /// Creates an action.
    public init(id: String, title: TextContent, accessibility: AccessibilityContent = AccessibilityContent()) {
        self.id = id
        self.title = title
        self.accessibility = accessibility
    }
}

/// One of a tag group's items as written: its text, and what VoiceOver reads of it
/// (`item(TEXT, label: …, hint: …)`).
public struct ItemContent: Sendable, Hashable {
    public var text: TextContent
    public var accessibility: AccessibilityContent

    /// Creates an item.
    public init(text: TextContent, accessibility: AccessibilityContent = AccessibilityContent()) {
        self.text = text
        self.accessibility = accessibility
    }
}

/// What VoiceOver reads of a part beyond its text, as written: a label said instead of the
/// text, and a hint said after it; each nil when not written.
public struct AccessibilityContent: Sendable, Hashable {
    public var label: TextContent?
    public var hint: TextContent?

    /// Creates accessibility texts.
    public init(label: TextContent? = nil, hint: TextContent? = nil) {
        self.label = label
        self.hint = hint
    }
}
