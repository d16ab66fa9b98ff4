/// A font request as a style holds it: family, size in points, weight.
public struct FontStyle: Hashable, Sendable, Codable {
    /// The family name, or nil for the system font (the language's `"system"`).
    public var family: String?
    /// Size in points (> 0).
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// Creates a font style.
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
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
