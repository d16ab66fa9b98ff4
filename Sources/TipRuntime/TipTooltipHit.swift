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
        guard contains(TipRect(x: 0, y: 0, width: size.width, height: size.height), point) else { return nil }
        if let closeButton, contains(closeButton.frame, point) { return .closeButton }
        if let action = actions.first(where: { contains($0.frame, point) }) { return .action(id: action.id) }
        return .tooltip
    }

    private func contains(_ rect: TipRect, _ point: TipPoint) -> Bool {
        point.x >= rect.x && point.x <= rect.maxX && point.y >= rect.y && point.y <= rect.maxY
    }
}
