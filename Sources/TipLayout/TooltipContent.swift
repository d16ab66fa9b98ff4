/// What a tooltip shows, as opposed to how it looks (its ``TooltipStyle``): its message and
/// the optional title above it.
public struct TooltipContent: Hashable, Sendable {
    /// The title above the message; nil: none.
    public var title: String?
    /// The message: the language's `text`.
    public var text: String

    /// Content of a message and, optionally, a title.
    public init(title: String? = nil, text: String) {
        self.title = title
        self.text = text
    }
}
