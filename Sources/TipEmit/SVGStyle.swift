import TipLayout
import TipStyle

/// The presentation attributes shared by every SVG drawing: paints, fonts and text lines.
enum SVGStyle {
    /// The fonts tried after the requested one: Apple's system font first, then common
    /// open fonts with Latin, Hangul and Kana/Kanji coverage.
    static let fallbackFamilies = "-apple-system, 'SF Pro Text', Inter, 'Noto Sans CJK KR', 'Noto Sans CJK JP', sans-serif"

    /// `fill` (and `fill-opacity`) for `color`: `none` when fully transparent. Colours are
    /// written `#RRGGBB` with a separate opacity because librsvg and every browser agree on it.
    static func fill(_ color: RGBAColor) -> [SVGAttribute] {
        paint("fill", color)
    }

    /// `stroke`, `stroke-opacity` and `stroke-width`, or `stroke="none"` when there is no
    /// visible stroke.
    static func stroke(_ color: RGBAColor?, width: Double) -> [SVGAttribute] {
        guard let color, width > 0, color.alpha > 0 else { return [SVGAttribute("stroke", "none")] }
        return paint("stroke", color) + [SVGAttribute("stroke-width", width)]
    }

    /// `#RRGGBB`, dropping the alpha of ``RGBAColor/hex``.
    static func rgb(_ color: RGBAColor) -> String {
        String(color.hex.prefix(7))
    }

    /// The CSS `font-family` list for `family`: the platform's UI fonts for the system font.
    static func fontFamily(_ family: FontInfo.Family) -> String {
        switch family {
        case .system: fallbackFamilies
        case .named(let name): cssQuoted(name) + ", " + fallbackFamilies
        }
    }

    /// One `<text>` element drawing `line` in `font` and `color`.
    ///
    /// `textLength` with `lengthAdjust="spacingAndGlyphs"` makes the renderer stretch or squeeze
    /// the text to exactly the width the compiler measured, whatever font it actually has, so
    /// the picture keeps the layout's geometry. The layout already aligned the line (its `x` is
    /// its left edge), so no `text-anchor` is used.
    static func text(_ line: LineLayout, font: FontInfo, color: RGBAColor) -> SVGElement {
        var attributes = [
            SVGAttribute("x", line.x),
            SVGAttribute("y", line.baseline),
            SVGAttribute("font-family", fontFamily(font.family)),
            SVGAttribute("font-size", font.size),
            SVGAttribute("font-weight", String(font.weight.numericValue)),
        ]
        attributes += fill(color)
        if line.width > 0 {
            attributes += [SVGAttribute("textLength", line.width), SVGAttribute("lengthAdjust", "spacingAndGlyphs")]
        }
        attributes.append(SVGAttribute("xml:space", "preserve"))
        return SVGElement("text", attributes, text: line.text)
    }

    private static func paint(_ property: String, _ color: RGBAColor) -> [SVGAttribute] {
        switch color.alpha {
        case 0: [SVGAttribute(property, "none")]
        case 255: [SVGAttribute(property, rgb(color))]
        default: [SVGAttribute(property, rgb(color)), SVGAttribute(property + "-opacity", color.opacity)]
        }
    }

    /// `name` as a single-quoted CSS string: `'` and `\` escaped, control characters as hex
    /// escapes (`\a `), so a family name cannot end the string or the declaration.
    private static func cssQuoted(_ name: String) -> String {
        var out = "'"
        for scalar in name.unicodeScalars {
            switch scalar {
            case "'", "\\": out += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\" + String(scalar.value, radix: 16) + " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }
}
