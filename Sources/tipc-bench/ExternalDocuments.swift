import Foundation
import TipModel

/// The boxes of laid-out tooltips as input for Graphviz `dot` and for Typst (see
/// ``ExternalComparison``): each box's lines as `tipc` broke them, its fill and text colours,
/// font size and weight, corner radius and padding.
enum ExternalDocuments {
    /// A graph of one rounded, filled `box` node per tooltip and no edges.
    static func dot(_ tooltips: [TipTooltip]) -> String {
        var text = "digraph tooltips {\n    node [shape=box, style=\"rounded,filled\", penwidth=0, fontname=\"Inter\"];\n"
        for (index, tooltip) in tooltips.enumerated() {
            let padding = padding(of: tooltip)
            // `\n` ends a centred line; margins are in inches.
            let label = tooltip.text.lines.map { escaped($0.text) + "\\n" }.joined()
            text += "    t\(index) [label=\"\(label)\", fillcolor=\"\(tooltip.bubble.fill.light.hex)\", "
                + "fontcolor=\"\(tooltip.text.color.light.hex)\", fontsize=\(number(tooltip.text.font.size)), "
                + "margin=\"\(number(padding.x / 72)),\(number(padding.y / 72))\"];\n"
        }
        return text + "}\n"
    }

    /// One page as large as its content: one block per tooltip, one under the other.
    static func typst(_ tooltips: [TipTooltip]) -> String {
        var text = """
            #set page(width: auto, height: auto, margin: 8pt)
            #let tip(fill, color, size, weight, radius, x, y, lines) = block(
              fill: rgb(fill), radius: radius * 1pt, inset: (x: x * 1pt, y: y * 1pt),
              text(fill: rgb(color), size: size * 1pt, weight: weight, lines.join(linebreak())))

            """
        for tooltip in tooltips {
            let padding = padding(of: tooltip), font = tooltip.text.font
            let lines = tooltip.text.lines.map { "\"\(escaped($0.text))\", " }.joined()
            text += "#tip(\"\(tooltip.bubble.fill.light.hex)\", \"\(tooltip.text.color.light.hex)\", \(number(font.size)), "
                + "\(font.weight.numericValue), \(number(tooltip.bubble.cornerRadius)), \(number(padding.x)), \(number(padding.y)), (\(lines)))\n"
        }
        return text
    }

    /// The space between the bubble's edges and its text box, in points.
    private static func padding(of tooltip: TipTooltip) -> (x: Double, y: Double) {
        (tooltip.text.frame.x - tooltip.bubble.frame.x, tooltip.text.frame.y - tooltip.bubble.frame.y)
    }

    private static func number(_ value: Double) -> String { String(format: "%.3f", value) }

    /// `text` inside a double-quoted string, as DOT and Typst both read one: `\\` and `\"`
    /// escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
