/// What activating an element of a component's accessibility tree does (VoiceOver's double
/// tap): what a tap on the part it stands for does.
public enum TipAccessibilityActivation: Hashable, Sendable {
    /// An action button, by its id.
    case action(id: String)
    /// The close button.
    case closeButton
    /// A tag of a tappable group, by its index in the group's tags.
    case tag(index: Int)

    /// The response a tap on the part gets from ``TipPresentationPolicy/response(toTapAt:on:)``:
    /// an action button dismisses the tip and reports its id, the close button dismisses it, a
    /// tag reports its index and dismisses nothing.
    public var response: TipTapResponse {
        switch self {
        case .action(let id): TipTapResponse(dismisses: true, action: id, passesThrough: false)
        case .closeButton: TipTapResponse(dismisses: true, passesThrough: false)
        case .tag(let index): TipTapResponse(dismisses: false, tag: index, passesThrough: false)
        }
    }
}

extension TipAccessibilityElement {
    /// What activating the element does; nil for one that is only read (a title, a message, an
    /// icon, a tag of a group that is not tappable).
    public var activation: TipAccessibilityActivation? {
        guard role == .button else { return nil }
        switch part {
        case .action: return id.map { .action(id: $0) }
        case .closeButton: return .closeButton
        case .tag: return index.map { .tag(index: $0) }
        case .title, .message, .icon: return nil
        }
    }
}
