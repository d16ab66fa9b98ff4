import TipLayout
import TipModel
import TipStyle

extension SVGStyle {
    /// The fonts a monospaced run is drawn in: the platform's monospaced fonts, then common
    /// open ones (DejaVu Sans Mono has the built-in monospaced metrics' advance).
    static let monospacedFamilies = "ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"

    /// One `<text>` element at `indent` drawing styled `line` in `font` and `color`: each of
    /// its runs a `<tspan>` at its own `x`, stretched to its own width (`textLength`), with
    /// the attributes where its font differs from the line's — `font-weight`, `font-style`
    /// (italic) and `font-family` (the monospaced fonts) — written inline, so the white space
    /// the element preserves is the text's alone.
    static func writeStyledText(
        _ line: TipLine, runs: [TipRun], font: TipFont, color: RGBAColor, indent: Int, into out: inout OutputBytes
    ) {
        writeTextStart(line, font: font, color: color, indent: indent, into: &out)
        out.attribute("xml:space", literal: "preserve")
        out.append(UInt8(ascii: ">"))
        // From the numbers as the JSON writes them, so that an app drawing the decoded JSON
        // puts each run where this drawing does, to the last digit.
        for run in runs { writeSpan(run, at: NumberFormat.rounded(line.x) + NumberFormat.rounded(run.x), in: font, into: &out) }
        out.write(literal: "</text>\n")
        out.flushIfFull()
    }

    /// `<tspan …>text</tspan>`, with no white space around it.
    private static func writeSpan(_ run: TipRun, at x: Double, in lineFont: TipFont, into out: inout OutputBytes) {
        out.write(literal: "<tspan")
        out.attribute("x", x)
        if run.font.monospaced {
            out.attribute("font-family", monospacedFamilies)
        } else if run.font.family != lineFont.family {
            out.attribute("font-family") { writeFontFamily(run.font.namedFamily, into: &$0) }
        }
        if run.font.weight != lineFont.weight { out.attribute("font-weight", Double(run.font.weight.numericValue)) }
        if run.font.italic { out.attribute("font-style", literal: "italic") }
        if run.width > 0 {
            out.attribute("textLength", run.width)
            out.attribute("lengthAdjust", literal: "spacingAndGlyphs")
        }
        out.append(UInt8(ascii: ">"))
        XMLText.write(escaping: run.text, into: &out)
        out.write(literal: "</tspan>")
    }
}
