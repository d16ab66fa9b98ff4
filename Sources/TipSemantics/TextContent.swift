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

/// One of a tooltip's actions as written: its title, and the id the app knows it by — the one
/// `action(TEXT, id: "…")` names, else the title as written (a literal's text, a localized
/// title's key), the same in every locale.
public struct ActionContent: Sendable, Hashable {
    public var id: String
    public var title: TextContent

    /// Creates an action.
    public init(id: String, title: TextContent) {
        self.id = id
        self.title = title
    }
}
