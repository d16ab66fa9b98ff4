#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An sRGB colour with unquantised channels, as the contrast checks work on it: gamma-encoded
/// red, green and blue, and alpha, each 0…1 and kept as `Double` through every composite, so that
/// nothing is rounded to 8 bits before the ratio is taken.
public struct SRGBColor: Hashable, Sendable {
    /// Red, gamma-encoded, 0…1.
    public var red: Double
    /// Green, gamma-encoded, 0…1.
    public var green: Double
    /// Blue, gamma-encoded, 0…1.
    public var blue: Double
    /// Alpha, 0…1 (1 is opaque).
    public var alpha: Double

    /// A colour from gamma-encoded channels and alpha, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour an 8-bit `#RRGGBBAA` stands for (each channel divided by 255).
    public init(_ color: RGBAColor) {
        self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
                  alpha: Double(color.alpha) / 255)
    }

    /// Fully transparent black.
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether nothing shows through it.
    public var isOpaque: Bool { alpha >= 1 }

    /// This colour painted over `backdrop` with the source-over operator (Porter–Duff), blended
    /// in gamma-encoded sRGB as Core Graphics blends in a device RGB space: the result's alpha is
    /// `a + b·(1 − a)`, each channel the alpha-weighted mean of the two (unpremultiplied again).
    /// Two fully transparent colours give ``clear``.
    public func composited(over backdrop: SRGBColor) -> SRGBColor {
        let backdropShare = backdrop.alpha * (1 - alpha)
        let resultAlpha = alpha + backdropShare
        guard resultAlpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * backdropShare) / resultAlpha }
        return SRGBColor(red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue),
                         alpha: resultAlpha)
    }

    /// The colour a stack of layers shows, the topmost first — text over its own fill over the
    /// bubble over the backdrop: each layer composited source-over onto everything below it.
    /// An empty stack is ``clear``.
    public static func composite(fromTop layers: [SRGBColor]) -> SRGBColor {
        layers.reversed().reduce(SRGBColor.clear) { below, layer in layer.composited(over: below) }
    }

    /// WCAG 2.2's relative luminance, 0 for black to 1 for white: each channel linearised
    /// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), then
    /// `0.2126 R + 0.7152 G + 0.0722 B`. Alpha is ignored: composite a translucent colour over
    /// what is behind it first.
    ///
    /// The threshold is WCAG 2.2's 0.04045, the sRGB standard's (IEC 61966-2-1). WCAG 2.0 and
    /// 2.1 printed 0.03928, from a draft of sRGB, until the definition was corrected in May 2021;
    /// no 8-bit channel lies between the two (10/255 ≈ 0.0392 is below both, 11/255 ≈ 0.0431
    /// above both), and at a composite's channel between them the two branches differ by less
    /// than 1e-6, so the checks' outcomes do not depend on which is used.
    public var relativeLuminance: Double {
        0.2126 * Self.linearised(red) + 0.7152 * Self.linearised(green) + 0.0722 * Self.linearised(blue)
    }

    /// A gamma-encoded channel as linear light (WCAG 2.2's definition; see ``relativeLuminance``).
    static func linearised(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}

/// WCAG's contrast ratio of two colours, `(L_lighter + 0.05) / (L_darker + 0.05)` of their
/// relative luminances: 1 (the same luminance) to 21 (black and white). The value is never
/// rounded; only its text is.
public struct ContrastRatio: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The ratio, unrounded (2.29 stands for 2.29:1).
    public let value: Double

    /// A ratio of `value`:1, such as a required minimum.
    public init(_ value: Double) {
        self.value = value
    }

    /// The contrast of two opaque colours, in either order (alpha is ignored: composite each
    /// first, with ``SRGBColor/composite(fromTop:)``).
    public init(between first: SRGBColor, and second: SRGBColor) {
        let (one, other) = (first.relativeLuminance, second.relativeLuminance)
        self.init((max(one, other) + 0.05) / (min(one, other) + 0.05))
    }

    /// Whether this ratio reaches `minimum`, compared unrounded: 4.499:1 does not meet 4.5:1,
    /// though both read `4.50:1`.
    public func meets(_ minimum: ContrastRatio) -> Bool { value >= minimum.value }

    /// Orders by value.
    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    /// The ratio with two decimals, `2.29:1`, rounded half up on the decimal the value is
    /// written as (the shortest that reads back as it): 4.495 shows `4.50:1`, although the
    /// binary number nearest 4.495 lies a little below it.
    public var description: String { "\(DecimalText.rounded(value, places: 2)):1" }
}

extension ContrastRatio {
    /// The ratio text needs below 18 points unless bold (Apple's "up to 17 pts, all weights"):
    /// 4.5:1, WCAG 1.4.3's level AA for text that is not large.
    public static let regularTextMinimum = ContrastRatio(4.5)

    /// The ratio large or bold text needs (Apple's "18 pts, all weights" and "all sizes,
    /// bold"): 3:1, WCAG 1.4.3's level AA for large-scale text.
    public static let largeTextMinimum = ContrastRatio(3)

    /// The ratio graphics need that are required to understand or operate the interface — a
    /// close button's glyph, an icon that has a label: 3:1 (WCAG 2.2 1.4.11, Non-text Contrast).
    public static let nonTextMinimum = ContrastRatio(3)

    /// The point size from which text is large whatever its weight: 18.
    public static let largeTextPointSize = 18.0

    /// The minimum ratio for text laid out at `pointSize` (the size in that variant, after
    /// Dynamic Type) in `weight`, by the table of Apple's Human Interface Guidelines
    /// (Accessibility): 4.5:1 up to 17 points at any weight; 3:1 from 18 points at any weight;
    /// 3:1 for bold, heavy and black at any size. A size between 17 and 18 points, which the
    /// table does not name, is held to 4.5:1 (WCAG's large text starts at 18 points too).
    /// WCAG counts bold text as large only from 14 points; Apple's rule, applied here, has no
    /// such floor.
    public static func minimumForText(pointSize: Double, weight: FontWeight) -> ContrastRatio {
        pointSize >= largeTextPointSize || weight.isBoldForContrast ? largeTextMinimum : regularTextMinimum
    }
}

extension FontWeight {
    /// Whether the contrast rules count this weight as bold: bold, heavy and black (semibold and
    /// lighter are not).
    public var isBoldForContrast: Bool { numericValue >= FontWeight.bold.numericValue }
}

/// A number written with a fixed count of decimals, rounded half up.
enum DecimalText {
    /// `value` with `places` decimals, rounded half up on its shortest round-trip decimal form
    /// (Swift's `description`), so that a tie written in decimal rounds up as written.
    static func rounded(_ value: Double, places: Int) -> String {
        guard value.isFinite, value >= 0 else { return value.description }
        let written = value.description
        guard !written.contains("e"), let point = written.firstIndex(of: ".") else { return value.description }
        var digits = Array(written[..<point].utf8).map { Int($0 - UInt8(ascii: "0")) }
        let fraction = Array(written[written.index(after: point)...].utf8).map { Int($0 - UInt8(ascii: "0")) }
        let kept = fraction.prefix(places) + Array(repeating: 0, count: max(0, places - fraction.count))
        digits += kept
        if fraction.count > places, fraction[places] >= 5 {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 { digits.insert(1, at: 0) }
        }
        let whole = digits.dropLast(places).map(String.init).joined()
        let decimals = digits.suffix(places).map(String.init).joined()
        return places == 0 ? whole : "\(whole).\(decimals)"
    }
}
