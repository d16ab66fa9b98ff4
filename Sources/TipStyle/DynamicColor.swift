/// The user's appearance: UIKit's `UIUserInterfaceStyle`, SwiftUI's `ColorScheme`.
public enum Appearance: String, Sendable, CaseIterable, Codable {
    case light, dark
}

/// A colour with a value in each appearance, as a `UIColor` made with a dynamic provider is:
/// UIKit's system colours (`systemBlue`, `label`) differ between light and dark; a literal is
/// the same in both unless written as a pair. Geometry never depends on it.
public struct DynamicColor: Hashable, Sendable {
    /// The colour in light appearance.
    public var light: RGBAColor
    /// The colour in dark appearance.
    public var dark: RGBAColor

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    public init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// The colour in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBAColor {
        appearance == .light ? light : dark
    }

    /// Whether the appearances differ.
    public var isDynamic: Bool { light != dark }

    /// Whether it is fully transparent in both appearances (what geometry may depend on:
    /// never on one appearance alone).
    public var isClear: Bool { light.alpha == 0 && dark.alpha == 0 }

    /// `#RRGGBBAA`, or `#…light, #…dark` when the appearances differ (for people to read).
    public var hexDescription: String {
        isDynamic ? "\(light.hex) light, \(dark.hex) dark" : light.hex
    }

    /// Fully transparent in both appearances.
    public static let clear = DynamicColor(.clear)
}

extension DynamicColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case light, dark
    }

    /// Reads `"#RRGGBBAA"` (the same in both appearances) or `{"light": "#…", "dark": "#…"}`.
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), (try? single.decode(String.self)) != nil {
            self.init(try single.decode(RGBAColor.self))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(light: try container.decode(RGBAColor.self, forKey: .light), dark: try container.decode(RGBAColor.self, forKey: .dark))
    }

    /// Writes `"#RRGGBBAA"` when both appearances agree, else `{"light": …, "dark": …}`: a file
    /// without dynamic colours reads as it always did.
    public func encode(to encoder: Encoder) throws {
        guard isDynamic else { return try light.encode(to: encoder) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(light, forKey: .light)
        try container.encode(dark, forKey: .dark)
    }
}
