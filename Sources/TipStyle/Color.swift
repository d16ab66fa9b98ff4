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
