/// What a tooltip shows, as opposed to how it looks (its ``TooltipStyle``): its message, the
/// optional title above it, and the buttons of its actions below it.
public struct TooltipContent: Hashable, Sendable {
    /// The title above the message; nil: none.
    public var title: String?
    /// The message: the language's `text`.
    public var text: String
    /// The action buttons, in order; empty: none.
    public var actions: [TooltipAction]

    /// Content of a message and, optionally, a title and actions.
    public init(title: String? = nil, text: String, actions: [TooltipAction] = []) {
        self.title = title
        self.text = text
        self.actions = actions
    }
}

/// One action of a tooltip: a button the app answers by its id.
public struct TooltipAction: Hashable, Sendable {
    /// What the app knows the action by (`learnMore`).
    public var id: String
    /// The button's title (`Learn more`).
    public var title: String

    /// Creates an action.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
