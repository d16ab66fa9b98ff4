import Foundation
import TipLayout

/// The one number formatter of every output: at most three decimals, trailing zeros dropped,
/// no `-0`, no exponent. Identical bytes on every machine.
public enum NumberFormat {
    /// Formats `value`, rounded half away from zero to 3 decimals. Non-finite values (which the
    /// resolver never lets through) print as `0`.
    public static func format(_ value: Double) -> String {
        let digits = Digits(value)
        return String(unsafeUninitializedCapacity: digits.length) { digits.write(into: $0.baseAddress!) }
    }

    /// Appends the bytes of ``format(_:)`` to `out`, written in place (this runs for every
    /// coordinate of every output).
    static func write(_ value: Double, into out: inout OutputBytes) {
        let digits = Digits(value)
        out.append(maximumCount: Digits.maximumLength) { digits.write(into: $0) }
    }

    /// A number as written: its whole part, its fraction without trailing zeros, and its sign.
    private struct Digits {
        /// The longest text: a sign, 13 whole digits, the point and 3 decimals.
        static let maximumLength = 18

        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var wholeDigits = 1
        var negative = false

        init(_ value: Double) {
            guard value.isFinite else { return }
            let thousandths = NumberFormat.thousandths(of: value)
            guard thousandths < NumberFormat.largest else {
                whole = 9_000_000_000_000
                wholeDigits = 13
                negative = value < 0
                return
            }
            let scaled = Int64(thousandths)
            guard scaled != 0 else { return }
            whole = scaled / 1000
            fraction = scaled - whole * 1000
            // Trailing zeros dropped: most coordinates are whole or end in .5.
            if fraction == 0 {
                fractionDigits = 0
            } else if fraction % 100 == 0 {
                fraction /= 100
                fractionDigits = 1
            } else if fraction % 10 == 0 {
                fraction /= 10
                fractionDigits = 2
            } else {
                fractionDigits = 3
            }
            var power: Int64 = 10
            while wholeDigits < 13, whole >= power {
                wholeDigits += 1
                power *= 10
            }
            negative = value < 0
        }

        /// The number of bytes ``write(into:)`` writes.
        var length: Int { (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0) }

        /// Writes the text at `start` (room for at least ``length`` bytes), from the last digit
        /// backwards; the number of bytes written.
        func write(into start: UnsafeMutablePointer<UInt8>) -> Int {
            var whole = whole, fraction = fraction
            var position = length
            for _ in 0..<fractionDigits {
                position -= 1
                start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                start[position] = UInt8(ascii: ".")
            }
            for _ in 0..<wholeDigits {
                position -= 1
                start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            }
            if negative { start[0] = UInt8(ascii: "-") }
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
