import Foundation
import TipLayout

/// The one number formatter of every output: at most three decimals, trailing zeros dropped,
/// no `-0`, no exponent. Identical bytes on every machine.
public enum NumberFormat {
    /// Formats `value`, rounded half away from zero to 3 decimals. Non-finite values (which the
    /// resolver never lets through) print as `0`.
    public static func format(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = writeText(of: value, at: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends the bytes of ``format(_:)`` to `out`, written in place (this runs for every
    /// coordinate of every output).
    static func write(_ value: Double, into out: inout OutputBytes) {
        out.append(maximumCount: maximumLength) { writeText(of: value, at: $0) }
    }

    /// The longest text and the room ``writeText(of:at:)`` needs: a sign, 13 whole digits and
    /// a fraction written as 4 bytes (the point and 3 decimals).
    private static let maximumLength = 18

    /// Writes the text of `value` at `start` (room for ``maximumLength`` bytes); the number of
    /// bytes that belong to it.
    private static func writeText(of value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            start[0] = UInt8(ascii: "0")
            return 1
        }
        let scaled = thousandths(of: value)
        guard scaled < largest else {
            return writeWhole(9_000_000_000_000, negative: value < 0, at: start)
        }
        guard scaled > 0 else {
            start[0] = UInt8(ascii: "0")
            return 1
        }
        let thousandths = UInt64(scaled)
        let length = writeWhole(thousandths / 1000, negative: value < 0, at: start)
        // The fraction, trailing zeros dropped, from a table: 4 bytes stored, the first `count`
        // of them kept (most coordinates are whole or end in .5).
        let fraction = fractions[Int(thousandths % 1000)]
        UnsafeMutableRawPointer(start + length).storeBytes(of: fraction.bytes, as: UInt32.self)
        return length + Int(fraction.count)
    }

    /// Writes `-` when `negative`, then the digits of `whole` (below 10¹³), two at a time from a
    /// table; the number of bytes written.
    private static func writeWhole(_ whole: UInt64, negative: Bool, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var digitCount = 1
        var power: UInt64 = 10
        while digitCount < 13, whole >= power {
            digitCount += 1
            power &*= 10
        }
        if negative { start[0] = UInt8(ascii: "-") }
        let length = (negative ? 1 : 0) + digitCount
        var remaining = whole
        var position = length
        digitPairs.withUnsafeBufferPointer { pairs in
            while remaining >= 10 {
                let pair = Int(remaining % 100) * 2
                remaining /= 100
                position -= 2
                start[position] = pairs[pair]
                start[position + 1] = pairs[pair + 1]
            }
            if position > length - digitCount {
                position -= 1
                start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining)
            }
        }
        return length
    }

    /// "00" to "99", two bytes each.
    private static let digitPairs: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }

    /// For each fraction of 0–999 thousandths: its text (`.5`, `.25`, `.125`; nothing for 0)
    /// as 4 bytes in memory order, and how many of them belong to it.
    private static let fractions: [(bytes: UInt32, count: UInt8)] = (0..<1000).map { thousandths in
        guard thousandths > 0 else { return (0, 0) }
        var digits = [thousandths / 100, thousandths / 10 % 10, thousandths % 10]
        while digits.last == 0 { digits.removeLast() }
        let text = [UInt8(ascii: ".")] + digits.map { UInt8(ascii: "0") + UInt8($0) }
        var bytes: UInt32 = 0
        withUnsafeMutableBytes(of: &bytes) { raw in
            for (offset, byte) in text.enumerated() { raw[offset] = byte }
        }
        return (bytes, UInt8(text.count))
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

    /// `|value|` in thousandths, rounded half away from zero: the whole part and the fraction of
    /// a non-negative double below 2⁵³ are exact, so this is `rounded(.toNearestOrAwayFromZero)`
    /// without the call into libm.
    private static func thousandths(of value: Double) -> Double {
        let scaled = abs(value) * 1000
        guard scaled < largest else { return scaled }
        let whole = Double(Int64(scaled))
        return scaled - whole >= 0.5 ? whole + 1 : whole
    }
}
