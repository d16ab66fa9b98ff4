import Testing
@testable import TipLayout
import TipSemantics
import TipSyntax
import TipText

/// A measurer whose numbers are easy to compute by hand: every Character is 0.5 em wide, the
/// ascender is 0.8 em, the descender 0.2 em and there is no line gap. At size 10 a character is
/// 5 pt wide and a line is 10 pt tall with its baseline 8 pt below its top.
struct HalfEmMeasurer: TextMeasurer {
    func metrics(of font: FontRequest) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.8, descender: font.size * 0.2, lineGap: 0)
    }

    func width(of text: Substring, in font: FontRequest) -> Double {
        Double(text.count) * font.size * 0.5
    }
}

/// A span for specs built in tests.
let testSpan = Span(file: FileID(0), start: 0, end: 0)

/// A tooltip spec with a 10 pt font and otherwise the language's defaults, then `configure`d.
func tooltipSpec(_ text: String, _ configure: (inout TooltipSpec) -> Void = { _ in }) -> TooltipSpec {
    var spec = TooltipSpec(name: "T", nameSpan: testSpan, text: text)
    spec.font = FontSpec(size: 10)
    configure(&spec)
    return spec
}

/// Lays out a tooltip built by ``tooltipSpec(_:_:)`` with ``HalfEmMeasurer``.
func layoutTooltip(_ text: String, _ configure: (inout TooltipSpec) -> Void = { _ in }) -> TooltipLayout {
    TooltipLayouter.layout(tooltipSpec(text, configure), measurer: HalfEmMeasurer())
}

/// A tag group 100 pt wide, 10 pt font, no container padding, spacing 8, then `configure`d.
/// Each tag is `5·characters + 20` wide and 10 pt tall (auto rows).
func layoutTags(_ items: [String], _ configure: (inout TagsSpec) -> Void = { _ in }) -> TagsLayout {
    var spec = TagsSpec(name: "G", nameSpan: testSpan, items: items)
    spec.width = 100
    spec.tag.font = FontSpec(size: 10)
    configure(&spec)
    return TagLayouter.layout(spec, measurer: HalfEmMeasurer())
}

/// Every point a path passes through or uses as a control point.
func points(of path: Path) -> [Point] {
    path.commands.compactMap { command in
        switch command {
        case .move(let p), .line(let p), .arc(_, _, let p): p
        case .quadCurve(let control, _): control
        case .close: nil
        }
    } + path.commands.compactMap { command in
        if case .quadCurve(_, let p) = command { p } else { nil }
    }
}
