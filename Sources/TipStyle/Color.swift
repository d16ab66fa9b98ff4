/// An sRGB colour with 8-bit channels, as written to the outputs (`#RRGGBBAA`).
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0…255.
    public let red: UInt8
    /// Green, 0…255.
    public let green: UInt8
    /// Blue, 0…255.
    public let blue: UInt8
    /// Alpha, 0…255 (255 is opaque).
    public let alpha: UInt8

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour written `#RRGGBBAA` (hex digits in either case); nil for any other text.
    public init?(hex: String) {
        let digits = Array(hex.utf8.dropFirst())
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { return nil }
        self.init(red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }

    /// Fully transparent black (UIKit's `clear`).
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBBAA` in upper-case hex.
    public var hex: String {
        // Written straight into the string's storage: every colour of every output is printed.
        String(unsafeUninitializedCapacity: 9) { buffer in
            let digits: StaticString = "0123456789ABCDEF"
            buffer[0] = UInt8(ascii: "#")
            for (index, channel) in [red, green, blue, alpha].enumerated() {
                buffer[1 + index * 2] = digits.utf8Start[Int(channel >> 4)]
                buffer[2 + index * 2] = digits.utf8Start[Int(channel & 0x0F)]
            }
            return 9
        }
    }

    /// Alpha as a fraction 0…1.
    public var opacity: Double { Double(alpha) / 255 }
}

extension UInt8 {
    /// Whether the byte is an ASCII hex digit: `0`–`9`, `a`–`f`, `A`–`F`.
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
    }
}
