/// How heavy the user wants text, as UIKit's `UITraitCollection.legibilityWeight` says: with
/// Bold Text on (`UIAccessibility.isBoldTextEnabled`) the system draws every text one weight
/// heavier, so the same words take more room and may no longer fit.
public enum LegibilityWeight: String, Sendable, CaseIterable, Codable, Comparable {
    /// Bold Text off: each font at its own weight.
    case regular
    /// Bold Text on: each font one weight heavier (``FontWeight/withBoldText``).
    case bold

    public static func < (left: LegibilityWeight, right: LegibilityWeight) -> Bool {
        left == .regular && right == .bold
    }
}

extension FontWeight {
    /// The weight the system draws this one in with Bold Text on: the next heavier one, as
    /// iOS's system font does (regular becomes semibold, as its text styles do; bold and heavy
    /// become black, the heaviest).
    public var withBoldText: FontWeight {
        switch self {
        case .ultraLight: .thin
        case .thin: .light
        case .light: .regular
        case .regular: .semibold
        case .medium: .bold
        case .semibold: .heavy
        case .bold, .heavy, .black: .black
        }
    }

    /// This weight as text is drawn with `legibility`.
    public func with(_ legibility: LegibilityWeight) -> FontWeight {
        legibility == .bold ? withBoldText : self
    }
}
