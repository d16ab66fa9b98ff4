/// What a tooltip shows, as opposed to how it looks (its ``TooltipStyle``): its message, the
/// optional title above it, the buttons of its actions below it, and what VoiceOver reads beyond
/// the texts drawn.
public struct TooltipContent: Hashable, Sendable {
    /// The title above the message; nil: none.
    public var title: String?
    /// The message: the language's `text`.
    public var text: String
    /// The action buttons, in order; empty: none.
    public var actions: [TooltipAction]
    /// What VoiceOver reads of the message, the icon and the close button.
    public var accessibility: TooltipAccessibilityText

    /// Content of a message and, optionally, a title, actions and accessibility texts.
    public init(title: String? = nil, text: String, actions: [TooltipAction] = [], accessibility: TooltipAccessibilityText = TooltipAccessibilityText()) {
        self.title = title
        self.text = text
        self.actions = actions
        self.accessibility = accessibility
    }
}

/// One action of a tooltip: a button the app answers by its id.
public struct TooltipAction: Hashable, Sendable {
    /// What the app knows the action by (`learnMore`).
    public var id: String
    /// The button's title (`Learn more`).
    public var title: String
    /// What VoiceOver says for it instead of its title; nil: the title.
    public var label: String?
    /// What activating it does, said after a pause; nil: nothing.
    public var hint: String?

    /// Creates an action.
    public init(id: String, title: String, label: String? = nil, hint: String? = nil) {
        self.id = id
        self.title = title
        self.label = label
        self.hint = hint
    }
}

/// What VoiceOver reads of a tooltip beyond its drawn texts; each nil: the default.
public struct TooltipAccessibilityText: Hashable, Sendable {
    /// Read instead of the message; nil: the message.
    public var label: String?
    /// Said after the message; nil: nothing.
    public var hint: String?
    /// The icon's label: a labelled icon is read as an image, one without is decoration and
    /// left out.
    public var iconLabel: String?
    /// Said after the icon's label; nil: nothing.
    public var iconHint: String?
    /// The close button's label; nil: "Close" in the text's language (``CloseButtonLabels``).
    public var closeButtonLabel: String?

    /// Accessibility texts.
    public init(label: String? = nil, hint: String? = nil, iconLabel: String? = nil, iconHint: String? = nil, closeButtonLabel: String? = nil) {
        self.label = label
        self.hint = hint
        self.iconLabel = iconLabel
        self.iconHint = iconHint
        self.closeButtonLabel = closeButtonLabel
    }
}

/// One item of a tag group: its text and what VoiceOver reads of it.
public struct TagItem: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The text shown.
    public var text: String
    /// What VoiceOver says instead of the text (`★★★` as "three stars"); nil: the text.
    public var label: String?
    /// What activating a tappable tag does, said after a pause; nil: nothing.
    public var hint: String?

    /// An item.
    public init(_ text: String, label: String? = nil, hint: String? = nil) {
        self.text = text
        self.label = label
        self.hint = hint
    }

    /// An item of a literal text.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
