import TipEmit
import TipModel
import TipStyle

/// `textDocument/colorPresentation`: how a colour picked in the editor is written back —
/// `#RRGGBB` (`#RRGGBBAA` when it is not opaque) and `rgba(r, g, b, a)` — each replacing the
/// request's range. The channels are rounded to the 8 bits the compiler keeps, and the alpha is
/// written with the fewest decimals (at most 3) that the compiler reads back as the same 8 bits.
enum ColorPresentations {
    /// The `ColorPresentation[]` for a request's `color` and `range`.
    static func presentations(_ params: RequestParams) throws(ResponseError) -> JSON {
        let range = try params.range()
        let color = try self.color(params.json["color"])
        let alpha = alphaText(color.alpha)
        let hex = color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex
        let labels = [hex, "rgba(\(color.red), \(color.green), \(color.blue), \(alpha))"]
        return .array(labels.map { label in
            ["label": .string(label), "textEdit": ["range": range.json, "newText": .string(label)]]
        })
    }

    /// An LSP `Color` (each channel a number in 0…1) in 8-bit channels.
    private static func color(_ json: JSON?) throws(ResponseError) -> RGBAColor {
        var channels: [UInt8] = []
        for name in ["red", "green", "blue", "alpha"] {
            let value: Double
            switch json?[name] {
            case .number(let number)?: value = number
            case .integer(let number)?: value = Double(number)
            default: throw ResponseError.invalidParams("missing or invalid `color.\(name)`")
            }
            guard value >= 0, value <= 1 else { throw ResponseError.invalidParams("`color.\(name)` is \(value), outside 0 … 1") }
            channels.append(UInt8((value * 255).rounded()))
        }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    /// The shortest decimal of at most 3 places that `rgba(…)` reads back as `alpha` (the
    /// compiler rounds the alpha times 255).
    private static func alphaText(_ alpha: UInt8) -> String {
        let fraction = Double(alpha) / 255
        for scale in [1.0, 10, 100] {
            let candidate = (fraction * scale).rounded() / scale
            if UInt8((candidate * 255).rounded()) == alpha { return NumberFormat.format(candidate) }
        }
        return NumberFormat.format(fraction)
    }
}
