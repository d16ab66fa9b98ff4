/// The value of a number literal's digits (`12`, `-3`, `4.5`), as `Double(String)` gives it,
/// without building a `String` in the common case.
enum DecimalLiteral {
    /// The most fraction digits whose power of ten is an exact `Double` (10^22).
    private static let maximumExactFractionDigits = 22
    /// The largest integer below which every integer is an exact `Double`.
    private static let maximumExactInteger: UInt64 = 1 << 53
    /// 10^0 … 10^22, each exact.
    private static let powersOfTen: [Double] = (0...maximumExactFractionDigits).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// The value of the literal `bytes[start..<end]` (`-?[0-9]+(\.[0-9]+)?`, as the lexer
    /// checked), or nil if it is not finite.
    ///
    /// When all the digits, read as one integer, are below 2^53 and there are at most 22 fraction
    /// digits, that integer and the power of ten are exact doubles and one division rounds
    /// correctly: the result is the correctly rounded value, the same as `Double(String)`'s.
    /// Other literals go through `Double(String)`.
    static func value(of bytes: [UInt8], from start: Int, to end: Int) -> Double? {
        let isNegative = bytes[start] == .minus
        var significand: UInt64 = 0
        var fractionDigits = 0
        var inFraction = false
        var index = isNegative ? start + 1 : start
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == .dot {
                inFraction = true
                continue
            }
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
            guard significand < maximumExactInteger, fractionDigits <= maximumExactFractionDigits else {
                return slowValue(of: bytes[start..<end])
            }
        }
        let magnitude = Double(significand) / powersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    /// `Double(String)`'s value, if finite.
    private static func slowValue(of digits: ArraySlice<UInt8>) -> Double? {
        guard let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
