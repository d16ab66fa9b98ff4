/// The decisions of a tip presenter that are not calls to UIKit or SwiftUI, so that they are the
/// same everywhere and tested: what a tap does, how a second tip waits, when a tip may dismiss
/// itself (``TipAutoDismissClock``), where the keyboard is (``TipKeyboard``).
public struct TipPresentationPolicy: Hashable, Sendable {
    /// What becomes of touches outside the tip.
    public var outsideTouches: TipOutsideTouches
    /// What a new tip does while one is shown.
    public var queue: TipQueuePolicy

    /// A policy; by default touches outside pass through and a new tip waits its turn.
    public init(outsideTouches: TipOutsideTouches = .passThrough, queue: TipQueuePolicy = .waitForCurrent) {
        self.outsideTouches = outsideTouches
        self.queue = queue
    }

    /// What a tap at `point` (in the container's coordinates) does to `placed`. On a tooltip: its
    /// close button dismisses it; an action button dismisses it and reports the action's id;
    /// anywhere else inside its frame dismisses it when its `behavior.dismiss` has `tap`, and is
    /// taken by it either way. Outside the frame: dismisses it when its `behavior.dismiss` has
    /// `tap`, and passes through or is blocked as ``outsideTouches`` says. A tag group has no
    /// dismiss triggers: only the app dismisses it; a tap in a tag's hit frame (a tappable
    /// group's) reports the tag's index, anywhere else in its frame is taken.
    public func response(toTapAt point: TipPoint, on placed: TipPlacedComponent) -> TipTapResponse {
        let local = TipPoint(x: point.x - placed.frame.x, y: point.y - placed.frame.y)
        let dismissedByTap: Bool
        switch placed.component {
        case .tooltip(let tooltip):
            dismissedByTap = tooltip.behavior.dismiss.contains(.tap)
            switch tooltip.hit(at: local) {
            case .closeButton: return TipAccessibilityActivation.closeButton.response
            case .action(let id): return TipAccessibilityActivation.action(id: id).response
            case .tooltip: return TipTapResponse(dismisses: dismissedByTap, passesThrough: false)
            case nil: break
            }
        case .tags(let group):
            dismissedByTap = false
            if let index = group.tappedTag(at: local) { return TipAccessibilityActivation.tag(index: index).response }
            if placed.frame.contains(point) { return TipTapResponse(dismisses: false, passesThrough: false) }
        }
        return TipTapResponse(dismisses: dismissedByTap, passesThrough: outsideTouches == .passThrough)
    }
}
