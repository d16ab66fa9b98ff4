import Foundation

/// The one number formatter of every output: at most three decimals, trailing zeros dropped,
/// no `-0`, no exponent. Identical bytes on every machine.
public enum NumberFormat {
    /// Formats `value`, rounded half away from zero to 3 decimals. Non-finite values (which the
    /// resolver never lets through) print as `0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths < 9.0e15 else { return value < 0 ? "-9000000000000" : "9000000000000" }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        let whole = scaled / 1000
        var fraction = scaled % 1000
        var text = value < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
