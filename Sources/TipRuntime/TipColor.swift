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
