import TipStyle

/// What VoiceOver reads of a component: its elements in reading order, whether it is hidden,
/// and what showing it does. The Apple adapters make each element an accessibility element of
/// the view (`accessibilityElements`), so that text drawn with Core Graphics is read.
public struct TipAccessibility: Hashable, Sendable {
    /// The elements in reading order: a tooltip's title, message, labelled icon, actions and
    /// close button; a tag group's tags. Empty when the component is hidden.
    public var elements: [TipAccessibilityElement]
    /// Whether the component is hidden from VoiceOver (decoration the app explains otherwise).
    public var isHidden: Bool
    /// What showing the component tells VoiceOver.
    public var onShow: AccessibilityOnShow

    /// Creates an accessibility tree.
    public init(elements: [TipAccessibilityElement], isHidden: Bool = false, onShow: AccessibilityOnShow = .none) {
        self.elements = elements
        self.isHidden = isHidden
        self.onShow = onShow
    }
}

extension TipAccessibility: Codable {
    private enum CodingKeys: String, CodingKey {
        case elements, hidden, onShow
    }

    /// Reads the tree; `hidden` is false and `onShow` none when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        elements = try container.decode([TipAccessibilityElement].self, forKey: .elements)
        isHidden = try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
        onShow = try container.decodeIfPresent(AccessibilityOnShow.self, forKey: .onShow) ?? .none
    }

    /// Writes `onShow` unless it is none and `hidden` only when true, then the elements.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if isHidden { try container.encode(true, forKey: .hidden) }
        if onShow != .none { try container.encode(onShow, forKey: .onShow) }
        try container.encode(elements, forKey: .elements)
    }
}

/// One element VoiceOver reads: a part of a component, its role, what it says, and where it is.
public struct TipAccessibilityElement: Codable, Hashable, Sendable {
    /// The role VoiceOver announces (its traits).
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        /// A heading: a tooltip's title (`.header`).
        case header
        /// Text: a message, a tag (`.staticText`).
        case staticText
        /// Something to activate: an action, the close button, a tappable tag (`.button`).
        case button
        /// A picture with a meaning: a labelled icon (`.image`).
        case image
    }

    /// Which part of the component the element is.
    public enum Part: String, Codable, Hashable, Sendable, CaseIterable {
        case title, message, icon, action, closeButton, tag
    }

    /// The role.
    public var role: Role
    /// The part.
    public var part: Part
    /// The action's id, for an action; nil for the other parts.
    public var id: String?
    /// The tag's index in the group's tags, for a tag; nil for the other parts.
    public var index: Int?
    /// What VoiceOver says (`accessibilityLabel`).
    public var label: String
    /// What happens when it is activated, said after a pause (`accessibilityHint`); nil: none.
    public var hint: String?
    /// Its frame in the component's coordinates: the part's drawn frame, or for something to
    /// tap its hit frame.
    public var frame: TipRect

    /// Creates an element.
    public init(
        role: Role, part: Part, id: String? = nil, index: Int? = nil, label: String, hint: String? = nil, frame: TipRect
    ) {
        self.role = role
        self.part = part
        self.id = id
        self.index = index
        self.label = label
        self.hint = hint
        self.frame = frame
    }
}
