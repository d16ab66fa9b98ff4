import Foundation
import TipLayout

/// The one number formatter of every output: at most three decimals, trailing zeros dropped,
/// no `-0`, no exponent. Identical bytes on every machine.
public enum NumberFormat {
    /// Formats `value`, rounded half away from zero to 3 decimals. Non-finite values (which the
    /// resolver never lets through) print as `0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = thousandths(of: value)
        guard thousandths < largest else { return value < 0 ? "-9000000000000" : "9000000000000" }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        var whole = scaled / 1000
        var fraction = scaled % 1000
        var fractionDigits = 3
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        let negative = value < 0
        let length = (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        // Written from the last digit backwards, straight into the string's storage (this runs
        // for every coordinate of every output).
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = length
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            for _ in 0..<wholeDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            }
            if negative { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// `value` as ``format(_:)`` writes it, read back: rounded half away from zero to 3
    /// decimals (0 for values that are not finite). What a reader of the outputs sees — computed,
    /// not printed and parsed: a whole number of thousandths below 2⁵³ divided by 1000 is the
    /// double nearest the decimal, as parsing it gives.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let thousandths = thousandths(of: value)
        guard thousandths < largest else { return value < 0 ? -9e12 : 9e12 }
        guard thousandths > 0 else { return 0 }
        return (value < 0 ? -thousandths : thousandths) / 1000
    }

    /// `rect` with each number as written.
    public static func rounded(_ rect: Rect) -> Rect {
        Rect(x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// Thousandths past which numbers are written clamped (9e12 points).
    private static let largest = 9.0e15

    /// `|value|` in thousandths, rounded half away from zero.
    private static func thousandths(of value: Double) -> Double {
        (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
    }
}
