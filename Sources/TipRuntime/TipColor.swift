import TipStyle

/// An sRGB colour with alpha, written `#RRGGBBAA` in the JSON.
public struct TipColor: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha (opacity), 0…255.
    public var a: UInt8

    /// Creates a colour from its four 8-bit channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#RRGGBBAA` (hex digits in either case).
    public init(hex: String) throws(TipRuntimeError) {
        let digits = Array(hex.utf8)
        guard digits.count == 9, digits[0] == UInt8(ascii: "#") else { throw .invalidColor(hex) }
        var channels: [UInt8] = []
        for index in stride(from: 1, to: 9, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                throw .invalidColor(hex)
            }
            channels.append(high << 4 | low)
        }
        self.init(r: channels[0], g: channels[1], b: channels[2], a: channels[3])
    }

    /// `#RRGGBBAA` in upper-case hex, as `tipc` writes it.
    public var hex: String {
        "#" + [r, g, b, a].map(Self.hexByte).joined()
    }

    /// The same as ``hex``.
    public var description: String { hex }

    /// Red as a fraction 0…1 (what `UIColor(red:green:blue:alpha:)` and SwiftUI take).
    public var red: Double { Double(r) / 255 }
    /// Green as a fraction 0…1.
    public var green: Double { Double(g) / 255 }
    /// Blue as a fraction 0…1.
    public var blue: Double { Double(b) / 255 }
    /// Alpha as a fraction 0…1.
    public var alpha: Double { Double(a) / 255 }

    /// Decodes a `#RRGGBBAA` string.
    public init(from decoder: any Decoder) throws {
        try self.init(hex: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes as `#RRGGBBAA`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

/// The user's appearance (light or dark mode), as `UIUserInterfaceStyle` and SwiftUI's
/// `ColorScheme` name it.
public typealias TipAppearance = Appearance

/// A colour in each appearance: UIKit's system colours (`systemBlue`, `label`) differ between
/// light and dark; a literal in the `.tip` file is the same in both unless written
/// `color(light: …, dark: …)`. The JSON writes `"#RRGGBBAA"` for a colour that is the same in
/// both, `{"light": "#…", "dark": "#…"}` for one that is not.
public struct TipDynamicColor: Codable, Hashable, Sendable {
    /// The colour in light appearance.
    public var light: TipColor
    /// The colour in dark appearance.
    public var dark: TipColor

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    public init(light: TipColor, dark: TipColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: TipColor) {
        self.init(light: color, dark: color)
    }

    /// The colour in `appearance`.
    public func resolved(for appearance: TipAppearance) -> TipColor {
        appearance == .light ? light : dark
    }

    private enum CodingKeys: String, CodingKey {
        case light, dark
    }

    /// Decodes `"#RRGGBBAA"` or `{"light": "#RRGGBBAA", "dark": "#RRGGBBAA"}`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(try TipColor(hex: text))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(light: try container.decode(TipColor.self, forKey: .light), dark: try container.decode(TipColor.self, forKey: .dark))
    }

    /// Encodes as `tipc` writes it: one string when both appearances agree.
    public func encode(to encoder: any Encoder) throws {
        guard light != dark else { return try light.encode(to: encoder) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(light, forKey: .light)
        try container.encode(dark, forKey: .dark)
    }
}
