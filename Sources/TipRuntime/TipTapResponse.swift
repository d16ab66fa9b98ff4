/// What a tap does while a tip is shown (``TipPresentationPolicy/response(toTapAt:on:)``).
public struct TipTapResponse: Hashable, Sendable {
    /// Whether the tip is dismissed.
    public var dismisses: Bool
    /// The id of the action button tapped, for the app to answer; nil for any other tap.
    public var action: String?
    /// The index of the tag tapped in a tappable group, for the app to answer; nil for any
    /// other tap.
    public var tag: Int?
    /// Whether the touch goes on to the views below the tip; otherwise the tip's overlay takes it.
    public var passesThrough: Bool

    /// Creates a response.
    public init(dismisses: Bool, action: String? = nil, tag: Int? = nil, passesThrough: Bool) {
        self.dismisses = dismisses
        self.action = action
        self.tag = tag
        self.passesThrough = passesThrough
    }
}

/// What becomes of touches outside a shown tip.
public enum TipOutsideTouches: Hashable, Sendable {
    /// They reach the views below, as if there were no tip (a tap still dismisses a tip that
    /// `dismiss: tap` says a tap dismisses).
    case passThrough
    /// The tip's overlay takes them: the views below receive nothing while the tip shows.
    case block
}
