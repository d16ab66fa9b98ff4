/// UIKit's font weights, lightest first.
public enum FontWeight: String, Sendable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType `usWeightClass` equivalent (100…900).
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// Insets in points, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }

    /// `vertical` on top and bottom, `horizontal` on left and right.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// left + right.
    public var horizontal: Double { left + right }
    /// top + bottom.
    public var vertical: Double { top + bottom }

    /// The four sides by the names the language gives them (`padding.top`, …), in its order.
    public static var namedSides: [(name: String, keyPath: WritableKeyPath<EdgeInsets, Double>)] {
        [("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)]
    }
}

/// A stroke around a shape.
public struct Border: Hashable, Sendable, Codable {
    /// Stroke colour.
    public var color: DynamicColor
    /// Stroke width in points (> 0).
    public var width: Double

    /// Creates a border.
    public init(color: DynamicColor, width: Double) {
        self.color = color
        self.width = width
    }
}

/// A drop shadow.
public struct Shadow: Hashable, Sendable, Codable {
    public var color: DynamicColor
    /// Blur radius in points.
    public var radius: Double
    public var x: Double
    public var y: Double

    /// Creates a shadow.
    public init(color: DynamicColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// `textAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable, Codable {
    case natural, left, center, right, justified
}

/// `lineBreakMode`, as NSLineBreakMode.
public enum LineBreakMode: String, Sendable, CaseIterable, Codable {
    case wordWrap, charWrap, truncateTail, truncateHead, truncateMiddle, clip
}

/// `lineBreakStrategy`, as NSParagraphStyle.LineBreakStrategy names its options: how a
/// paragraph's breaks are chosen beyond UAX #14's opportunities.
public enum LineBreakStrategy: String, Sendable, CaseIterable, Codable {
    /// Only UAX #14: Korean breaks between any two syllables, and a last line may hold one word.
    case none
    /// A last line that would hold one word takes the last word of the line before it too,
    /// when both then fit.
    case pushOut
    /// Korean breaks at spaces only, keeping Hangul words whole.
    case hangulWordPriority
    /// What a UILabel does by default: ``pushOut`` and ``hangulWordPriority`` together.
    case standard

    /// Whether Hangul words are kept whole.
    public var keepsHangulWordsWhole: Bool { self == .hangulWordPriority || self == .standard }

    /// Whether a last line of one word takes a word from the line before it.
    public var pushesOutLastWord: Bool { self == .pushOut || self == .standard }
}

/// `ligatures`: whether the standard and contextual ligatures (OpenType `liga`, `clig`) apply —
/// `normal`, as in UIKit, or `none` (NSAttributedString's `.ligature` 1 or 0). Required
/// ligatures apply either way.
public enum Ligatures: String, Sendable, CaseIterable, Codable {
    case normal, none
}

/// The edge of the bubble that the arrow stands on.
public enum ArrowEdge: String, Sendable, CaseIterable, Codable {
    case top, bottom, left, right, none
}

/// Where along its edge the arrow sits.
public enum ArrowPosition: Hashable, Sendable {
    /// Apex at the middle of the edge.
    case center
    /// The arrow's base starts this many points from the leading (or top) end of the edge.
    case leading(Double)
    /// The arrow's base ends this many points before the trailing (or bottom) end of the edge.
    case trailing(Double)
    /// The apex at this percentage (0…100) along the edge.
    case percent(Double)
}

/// What dismisses a tooltip (carried to the JSON's `behavior`).
public enum DismissTrigger: Hashable, Sendable {
    /// A tap dismisses it.
    case tap
    /// It dismisses itself after this many seconds.
    case after(seconds: Double)

    /// The trigger's name in the language and the JSON: `tap` or `after`.
    public var name: String {
        switch self {
        case .tap: "tap"
        case .after: "after"
        }
    }
}

/// How tall each row of tags is.
public enum RowHeight: Hashable, Sendable {
    /// The tallest tag in the row.
    case auto
    /// A fixed height; text is centred vertically in each tag.
    case fixed(Double)
}

/// `alignment` of tag rows.
public enum TagAlignment: String, Sendable, CaseIterable, Codable {
    case leading, center, trailing, justified
}

/// `direction` of tag rows.
public enum LayoutDirection: String, Sendable, CaseIterable, Codable {
    case ltr, rtl
}

/// The largest size a component may take in any locale and at any text size: a check the build
/// makes (W008), not a limit the layout applies (`width` and `maxWidth` are those).
public struct SizeBudget: Hashable, Sendable, Codable {
    /// The widest the component may be, in points; nil: any width.
    public var width: Double?
    /// The tallest the component may be, in points; nil: any height.
    public var height: Double?

    /// Creates a budget.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// `cornerRadius`: a radius in points, or `capsule`: half the shorter side, as SwiftUI's
/// `Capsule` rounds a view (a pill whatever its text and text size).
public enum CornerRadius: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A radius in points.
    case points(Double)
    /// Half the shorter side of the shape.
    case capsule

    /// The radius of a `width` × `height` shape: the points, or half its shorter side.
    public func radius(width: Double, height: Double) -> Double {
        switch self {
        case .points(let points): points
        case .capsule: max(0, min(width, height) / 2)
        }
    }

    /// A radius of `value` points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// A radius of `value` points.
    public init(floatLiteral value: Double) { self = .points(value) }
}
