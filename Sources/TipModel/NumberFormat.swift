/// The one number formatter of every output, and so the JSON's precision: at most three
/// decimals, trailing zeros dropped, no `-0`, no exponent. Identical bytes on every machine.
public enum NumberFormat {
    /// Formats `value`, rounded half away from zero to 3 decimals. Non-finite values (which the
    /// resolver never lets through) print as `0`.
    public static func format(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = writeText(of: value, at: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The length of ``format(_:)``'s text, in bytes (and characters: it is ASCII).
    public static func textLength(of value: Double) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { writeText(of: value, at: $0.baseAddress!) }
    }

    /// The longest text and the room ``writeText(of:at:)`` needs: a sign, 13 whole digits and
    /// a fraction written as 4 bytes (the point and 3 decimals).
    public static let maximumLength = 18

    /// Writes the text of `value` at `start` (room for ``maximumLength`` bytes); the number of
    /// bytes that belong to it. This runs for every coordinate of every output, so the common
    /// case — a finite number below 10⁴ — takes one conversion and no loop.
    public static func writeText(of value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = abs(value) * 1000
        // Not-a-number fails this test too.
        guard scaled < largest else {
            guard value.isFinite else { return writeZero(at: start) }
            return writeWhole(9_000_000_000_000, negative: value < 0, at: start)
        }
        let thousandths = UInt64(roundedThousandths(scaled))
        guard thousandths > 0 else { return writeZero(at: start) }
        let whole = thousandths / 1000
        let length = writeWhole(whole, negative: value < 0, at: start)
        return length + writeFraction(Int(truncatingIfNeeded: thousandths &- whole &* 1000), at: start + length)
    }

    /// Writes `0`; one byte.
    private static func writeZero(at start: UnsafeMutablePointer<UInt8>) -> Int {
        start[0] = UInt8(ascii: "0")
        return 1
    }

    /// Writes `-` when `negative`, then the digits of `whole` (below 10¹³), two at a time from
    /// ``digitPairs``; the number of bytes written.
    @inline(__always)
    private static func writeWhole(_ whole: UInt64, negative: Bool, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let digitCount = whole < 100 ? (whole < 10 ? 1 : 2) : whole < 10_000 ? (whole < 1000 ? 3 : 4) : digitCount(of: whole)
        if negative { start[0] = UInt8(ascii: "-") }
        let length = (negative ? 1 : 0) + digitCount
        let pairs = UnsafeRawPointer(digitPairs.utf8Start)
        var remaining = whole
        var position = length
        while remaining >= 10 {
            position -= 2
            let pair = pairs.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: remaining % 100) &* 2, as: UInt16.self)
            UnsafeMutableRawPointer(start + position).storeBytes(of: pair, as: UInt16.self)
            remaining /= 100
        }
        if position > length - digitCount {
            start[position - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining)
        }
        return length
    }

    /// The number of decimal digits of `whole` (at least 10⁴, below 10¹³).
    private static func digitCount(of whole: UInt64) -> Int {
        var count = 5
        var power: UInt64 = 100_000
        while count < 13, whole >= power {
            count += 1
            power &*= 10
        }
        return count
    }

    /// "00" to "99", two bytes each: a literal, so reading it needs no lazy initialisation.
    private static let digitPairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """

    /// Writes the fraction of `thousandths` (0–999) at `start`: `.5`, `.25`, `.125`, nothing for
    /// 0 (most coordinates are whole or end in .5); the number of bytes that belong to it. The
    /// point and three digits are stored as one word, of which the trailing zeros are dropped.
    private static func writeFraction(_ thousandths: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
        guard thousandths > 0 else { return 0 }
        let tenths = thousandths / 100, hundredths = thousandths / 10 % 10, last = thousandths % 10
        let zero = UInt32(UInt8(ascii: "0"))
        let word = UInt32(UInt8(ascii: ".")) | (zero + UInt32(tenths)) << 8 | (zero + UInt32(hundredths)) << 16
            | (zero + UInt32(last)) << 24
        UnsafeMutableRawPointer(start).storeBytes(of: word.littleEndian, as: UInt32.self)
        return last != 0 ? 4 : hundredths != 0 ? 3 : 2
    }

    /// `value` as ``format(_:)`` writes it, read back: rounded half away from zero to 3
    /// decimals (0 for values that are not finite). What a reader of the outputs sees — computed,
    /// not printed and parsed: a whole number of thousandths below 2⁵³ divided by 1000 is the
    /// double nearest the decimal, as parsing it gives.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let scaled = abs(value) * 1000
        guard scaled < largest else { return value < 0 ? -9e12 : 9e12 }
        let thousandths = Double(roundedThousandths(scaled))
        guard thousandths > 0 else { return 0 }
        return (value < 0 ? -thousandths : thousandths) / 1000
    }

    /// `rect` with each number as written.
    public static func rounded(_ rect: TipRect) -> TipRect {
        TipRect(x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// Thousandths past which numbers are written clamped (9e12 points).
    private static let largest = 9.0e15

    /// `scaled` (a magnitude in thousandths, below ``largest``) rounded half away from zero:
    /// the whole part and the fraction of a non-negative double below 2⁵³ are exact, so this is
    /// `rounded(.toNearestOrAwayFromZero)` without the call into libm.
    @inline(__always)
    private static func roundedThousandths(_ scaled: Double) -> Int {
        let whole = Int(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
