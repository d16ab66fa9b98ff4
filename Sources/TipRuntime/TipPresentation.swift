/// One tip on screen and where it was last placed. A presenter calls
/// ``place(in:)`` whenever something might have moved — a layout pass, a scroll, the keyboard,
/// a new text size — and the tip is placed again only when the situation differs from the
/// last one, so that asking often costs a comparison. Its placement is always the one
/// ``TipPresentationContent/placed(in:)`` gives afresh for the latest situation.
public struct TipPresentation: Sendable {
    /// What is shown.
    public let content: TipPresentationContent
    /// The latest placement; nil before the first.
    public private(set) var placed: TipPlacedComponent?
    /// The situation ``placed`` was made for.
    private var situation: TipPresentationSituation?

    /// A presentation of `content`, not placed yet.
    public init(_ content: TipPresentationContent) {
        self.content = content
    }

    /// The tip placed for `situation`: the last placement when the situation is the last one,
    /// else a new one.
    @discardableResult
    public mutating func place(in situation: TipPresentationSituation) -> TipPlacedComponent {
        if let placed, situation == self.situation { return placed }
        let fresh = content.placed(in: situation)
        (self.situation, placed) = (situation, fresh)
        return fresh
    }
}
