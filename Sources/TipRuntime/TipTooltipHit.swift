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
    /// What a tap at `point`, in the tooltip's own coordinates, lands on; nil outside its frame
    /// and its buttons' hit frames (which may reach beyond it). The close button's hit frame
    /// comes first, then the action buttons'.
    public func hit(at point: TipPoint) -> TipTooltipHit? {
        if let closeButton, closeButton.hitFrame.contains(point) { return .closeButton }
        if let action = actions.first(where: { $0.hitFrame.contains(point) }) { return .action(id: action.id) }
        return TipRect(origin: TipPoint(x: 0, y: 0), size: size).contains(point) ? .tooltip : nil
    }
}
