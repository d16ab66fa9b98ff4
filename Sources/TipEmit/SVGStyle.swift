import TipLayout
import TipModel
import TipStyle

/// The presentation attributes shared by every SVG drawing: paints, fonts and text lines.
enum SVGStyle {
    /// The fonts tried after the requested one: Apple's system font first, then common
    /// open fonts with Latin, Hangul and Kana/Kanji coverage.
    static let fallbackFamilies = "-apple-system, 'SF Pro Text', Inter, 'Noto Sans CJK KR', 'Noto Sans CJK JP', sans-serif"

    /// ``fallbackFamilies`` escaped for an attribute once, not once per line of text.
    private static let escapedFallbackFamilies = XMLText.escaped(fallbackFamilies)

    /// ` fill="…"` (and ` fill-opacity="…"`) for `color`: `none` when fully transparent.
    /// Colours are written `#RRGGBB` with a separate opacity because librsvg and every browser
    /// agree on it.
    static func writeFill(_ color: RGBAColor, into out: inout OutputBytes) {
        writePaint("fill", opacity: "fill-opacity", color, into: &out)
    }

    /// ` stroke`, ` stroke-opacity` and ` stroke-width`, or ` stroke="none"` when there is no
    /// visible stroke.
    static func writeStroke(_ color: RGBAColor?, width: Double, into out: inout OutputBytes) {
        guard let color, width > 0, color.alpha > 0 else { return out.attribute("stroke", literal: "none") }
        writePaint("stroke", opacity: "stroke-opacity", color, into: &out)
        out.attribute("stroke-width", width)
    }

    /// ` x`, ` y`, ` width` and ` height` of `rect`.
    static func writeBounds(_ rect: TipRect, into out: inout OutputBytes) {
        out.attribute("x", rect.x)
        out.attribute("y", rect.y)
        out.attribute("width", rect.width)
        out.attribute("height", rect.height)
    }

    /// `#RRGGBB`, ``RGBAColor/hex`` without the alpha.
    static func writeRGB(_ color: RGBAColor, into out: inout OutputBytes) {
        out.append(UInt8(ascii: "#"))
        writeHex(color.red, into: &out)
        writeHex(color.green, into: &out)
        writeHex(color.blue, into: &out)
    }

    /// Two upper-case hex digits.
    private static func writeHex(_ byte: UInt8, into out: inout OutputBytes) {
        out.append(hexDigit(byte >> 4))
        out.append(hexDigit(byte & 0xF))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// The CSS `font-family` list for the named `family`, escaped, before the platform's UI
    /// fonts (alone for the system font: nil).
    static func writeFontFamily(_ family: String?, into out: inout OutputBytes) {
        if let name = family {
            XMLText.write(escaping: cssQuoted(name) + ", ", into: &out)
        }
        out.write(escapedFallbackFamilies)
    }

    /// One `<text>` element at `indent` drawing `line` in `font` and `color`.
    ///
    /// `textLength` with `lengthAdjust="spacingAndGlyphs"` makes the renderer stretch or squeeze
    /// the text to exactly the width the compiler measured, whatever font it actually has, so
    /// the picture keeps the layout's geometry. The layout already aligned the line (its `x` is
    /// its left edge), so no `text-anchor` is used.
    /// A styled line (one with runs) is drawn by ``writeStyledText(_:runs:font:color:indent:into:)``.
    static func writeText(_ line: TipLine, font: TipFont, color: RGBAColor, indent: Int, into out: inout OutputBytes) {
        if let runs = line.runs { return writeStyledText(line, runs: runs, font: font, color: color, indent: indent, into: &out) }
        writeTextStart(line, font: font, color: color, indent: indent, into: &out)
        if line.width > 0 {
            out.attribute("textLength", line.width)
            out.attribute("lengthAdjust", literal: "spacingAndGlyphs")
        }
        out.attribute("xml:space", literal: "preserve")
        out.writeContent(line.text, closing: "text")
    }

    /// `<text` at `indent` with the line's position and the font and colour of its text:
    /// what a line's element starts with, styled or not.
    static func writeTextStart(_ line: TipLine, font: TipFont, color: RGBAColor, indent: Int, into out: inout OutputBytes) {
        out.openTag("text", indent: indent)
        out.attribute("x", line.x)
        out.attribute("y", line.baseline)
        out.attribute("font-family") { writeFontFamily(font.namedFamily, into: &$0) }
        out.attribute("font-size", font.size)
        out.attribute("font-weight", Double(font.weight.numericValue))
        writeFill(color, into: &out)
    }

    private static func writePaint(_ property: StaticString, opacity: StaticString, _ color: RGBAColor, into out: inout OutputBytes) {
        guard color.alpha > 0 else { return out.attribute(property, literal: "none") }
        out.attribute(property) { writeRGB(color, into: &$0) }
        if color.alpha < 255 { out.attribute(opacity, color.opacity) }
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
