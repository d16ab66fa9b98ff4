/// What showing a tip tells VoiceOver, as its `accessibility.onShow` says: the adapters post it
/// (UIKit: `UIAccessibility.post(notification:argument:)`).
public enum TipShowNotice: Hashable, Sendable {
    /// Move VoiceOver's focus to the view's element at this index in reading order
    /// (`.screenChanged` with that element).
    case focus(elementIndex: Int)
    /// Speak this text without moving the focus (`.announcement`).
    case announce(String)
}

extension TipAccessibility {
    /// The notice showing the component posts: for `focus`, its first element; for `announce`,
    /// its title and message as VoiceOver reads them, a line each; nil for `none`, for a hidden
    /// component and for one with nothing to read.
    public var noticeOnShow: TipShowNotice? {
        guard !isHidden, !elements.isEmpty else { return nil }
        switch onShow {
        case .none:
            return nil
        case .focus:
            return .focus(elementIndex: 0)
        case .announce:
            let text = elements.filter { $0.part == .title || $0.part == .message }.map(\.label).joined(separator: "\n")
            return text.isEmpty ? nil : .announce(text)
        }
    }
}
