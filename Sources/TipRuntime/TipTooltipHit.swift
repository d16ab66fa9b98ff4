/// What a tap on a tooltip lands on: an action button, the close button, or the rest of the
/// tooltip.
public enum TipTooltipHit: Hashable, Sendable {
    /// The action button whose id this is.
    case action(id: String)
    /// The close button's hit area.
    case closeButton
    /// Anywhere else in the tooltip's frame (what `dismiss: tap` answers).
    case tooltip
}

extension TipTooltip {
    /// What a tap at `point`, in the tooltip's own coordinates, lands on; nil outside its frame.
    /// The close button's hit area comes first: it is the one thing the HIG's 44 points are
    /// for; then the action buttons.
    public func hit(at point: TipPoint) -> TipTooltipHit? {
        guard TipRect(origin: TipPoint(x: 0, y: 0), size: size).contains(point) else { return nil }
        if let closeButton, closeButton.frame.contains(point) { return .closeButton }
        if let action = actions.first(where: { $0.frame.contains(point) }) { return .action(id: action.id) }
        return .tooltip
    }
}
