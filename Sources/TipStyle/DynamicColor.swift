/// The user's appearance: UIKit's `UIUserInterfaceStyle` (SwiftUI's `ColorScheme`) with its
/// `UIAccessibilityContrast` (SwiftUI's `ColorSchemeContrast`): light or dark, each at the
/// standard contrast or with Increase Contrast on.
public enum Appearance: String, Sendable, CaseIterable, Codable {
    case light, dark, lightIncreasedContrast, darkIncreasedContrast

    /// Whether it is dark.
    public var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

    /// Whether Increase Contrast is on.
    public var hasIncreasedContrast: Bool { self == .lightIncreasedContrast || self == .darkIncreasedContrast }
}

/// A colour with a value in each appearance, as a `UIColor` made with a dynamic provider is:
/// UIKit's system colours (`systemBlue`, `label`) differ between light and dark, and again with
/// Increase Contrast on; a literal is the same in all four unless written as a `color(…)` of its
/// own. Geometry never depends on it.
public struct DynamicColor: Hashable, Sendable {
    /// The colour in light appearance.
    public var light: RGBAColor
    /// The colour in dark appearance.
    public var dark: RGBAColor
    /// The colour in light appearance with Increase Contrast on.
    public var lightIncreasedContrast: RGBAColor
    /// The colour in dark appearance with Increase Contrast on.
    public var darkIncreasedContrast: RGBAColor

    /// A colour that is `light` in light appearance and `dark` in dark appearance, and with
    /// Increase Contrast on the values given for it (else `light` and `dark` again).
    public init(light: RGBAColor, dark: RGBAColor, lightIncreasedContrast: RGBAColor? = nil, darkIncreasedContrast: RGBAColor? = nil) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast ?? light
        self.darkIncreasedContrast = darkIncreasedContrast ?? dark
    }

    /// The same colour in every appearance.
    public init(_ color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// The colour in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBAColor {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightIncreasedContrast: lightIncreasedContrast
        case .darkIncreasedContrast: darkIncreasedContrast
        }
    }

    /// Whether the appearances differ.
    public var isDynamic: Bool { light != dark || hasIncreasedContrast }

    /// Whether Increase Contrast changes it (in light or in dark).
    public var hasIncreasedContrast: Bool { lightIncreasedContrast != light || darkIncreasedContrast != dark }

    /// Whether it is fully transparent in every appearance (what geometry may depend on: never
    /// on one appearance alone).
    public var isClear: Bool { Appearance.allCases.allSatisfy { resolved(for: $0).alpha == 0 } }

    /// `#RRGGBBAA`, or each appearance's value where they differ (for people to read).
    public var hexDescription: String {
        guard isDynamic else { return light.hex }
        var text = "\(light.hex) light, \(dark.hex) dark"
        if lightIncreasedContrast != light { text += ", \(lightIncreasedContrast.hex) light with increased contrast" }
        if darkIncreasedContrast != dark { text += ", \(darkIncreasedContrast.hex) dark with increased contrast" }
        return text
    }

    /// Fully transparent in every appearance.
    public static let clear = DynamicColor(.clear)
}

extension DynamicColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case light, dark, lightIncreasedContrast, darkIncreasedContrast
    }

    /// Reads `"#RRGGBBAA"` (the same in every appearance) or `{"light": "#…", "dark": "#…"}`
    /// with `"lightIncreasedContrast"` and `"darkIncreasedContrast"` where Increase Contrast
    /// changes them.
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), (try? single.decode(String.self)) != nil {
            self.init(try single.decode(RGBAColor.self))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            light: try container.decode(RGBAColor.self, forKey: .light), dark: try container.decode(RGBAColor.self, forKey: .dark),
            lightIncreasedContrast: try container.decodeIfPresent(RGBAColor.self, forKey: .lightIncreasedContrast),
            darkIncreasedContrast: try container.decodeIfPresent(RGBAColor.self, forKey: .darkIncreasedContrast))
    }

    /// Writes `"#RRGGBBAA"` when every appearance agrees, else `{"light": …, "dark": …}` and each
    /// increased-contrast value that differs from its appearance's: a file without dynamic
    /// colours reads as it always did.
    public func encode(to encoder: Encoder) throws {
        guard isDynamic else { return try light.encode(to: encoder) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(light, forKey: .light)
        try container.encode(dark, forKey: .dark)
        if lightIncreasedContrast != light { try container.encode(lightIncreasedContrast, forKey: .lightIncreasedContrast) }
        if darkIncreasedContrast != dark { try container.encode(darkIncreasedContrast, forKey: .darkIncreasedContrast) }
    }
}
