/// A font request as a style holds it: family, size in points, weight, and the text style
/// whose Dynamic Type scaling the size follows, if any.
public struct FontStyle: Hashable, Sendable, Codable {
    /// The family name, or nil for the system font (the language's `"system"`).
    public var family: String?
    /// Size in points (> 0) at the default content size category (``ContentSizeCategory/large``).
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// The text style the size scales with, as `UIFontMetrics(forTextStyle:)` scales a font:
    /// at a category, `size × style's size there ÷ style's size at Large`. nil: a fixed size,
    /// whatever the user's text size (as a point size is in UIKit).
    public var relativeTo: TextStyle?
    /// How heavy the user wants text: with ``LegibilityWeight/bold`` ``weight`` is already the
    /// heavier one, and text marked strong is drawn heavier than bold too. Not written to the
    /// outputs: a style is compiled at the regular weight.
    public var legibilityWeight: LegibilityWeight = .regular

    private enum CodingKeys: String, CodingKey {
        case family, size, weight, relativeTo
    }

    /// Creates a font style.
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular, relativeTo: TextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.relativeTo = relativeTo
    }

    /// The font of text style `style` (`font: body`): the style's size at Large, its weight,
    /// scaling with it.
    public init(family: String? = nil, textStyle style: TextStyle) {
        self.init(family: family, size: style.size(at: .standard), weight: style.weight, relativeTo: style)
    }

    /// Whether the size changes with the content size category.
    public var scales: Bool { relativeTo != nil }

    /// The point size at `category`: the size itself unless it scales with a text style.
    public func size(at category: ContentSizeCategory) -> Double {
        guard let style = relativeTo else { return size }
        // Multiplied first: a text style's own size comes back exactly (17 × 28 ÷ 17 = 28).
        return size * style.size(at: category) / style.size(at: .standard)
    }

    /// The font at `category`: its size there, everything else as it is.
    public func at(_ category: ContentSizeCategory) -> FontStyle {
        var font = self
        font.size = size(at: category)
        return font
    }

    /// The font at `category` as text is drawn with `legibility`: its size there, and with
    /// Bold Text one weight heavier.
    public func at(_ category: ContentSizeCategory, _ legibility: LegibilityWeight) -> FontStyle {
        var font = at(category)
        if legibility == .bold && legibilityWeight == .regular {
            font.weight = weight.withBoldText
            font.legibilityWeight = .bold
        }
        return font
    }

    /// The weight of text marked strong in this font: bold, unless the font is heavier, and
    /// with Bold Text one weight heavier than that.
    public var strongWeight: FontWeight {
        let bold = FontWeight.bold.with(legibilityWeight)
        return weight.numericValue < bold.numericValue ? bold : weight
    }

    /// The language's default: the system font, 17 points, regular (UIKit's body text).
    public static let standard = FontStyle(size: 17)

    /// How the language spells the system font's family (`font: "system" 15`,
    /// `font { family: "system" }`); no `font` declaration may take this name.
    public static let systemFamilyName = "system"

    /// The family a written family name stands for: nil (the system font) for
    /// ``systemFamilyName``, else the name.
    public static func family(named name: String) -> String? {
        name == systemFamilyName ? nil : name
    }
}
