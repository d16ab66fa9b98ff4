import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport
import TipText

/// The language's default tooltip style with a 10 pt font, then `configure`d.
func tooltipStyle(_ configure: (inout TooltipStyle) -> Void = { _ in }) -> TooltipStyle {
    var style = TooltipStyle()
    style.font = FontStyle(size: 10)
    configure(&style)
    return style
}

/// Lays out `text` in a style built by ``tooltipStyle(_:)`` with ``HalfEmMeasurer``.
func layoutTooltip(_ text: String, _ configure: (inout TooltipStyle) -> Void = { _ in }) -> TipTooltip {
    Layout.tooltip(named: "T", text: text, style: tooltipStyle(configure), measurer: HalfEmMeasurer()).tooltip
}

/// A tag group style 100 pt wide, 10 pt font, tag padding 0 10 (so that a tag is as tall as
/// its text), no container padding, spacing 8, then `configure`d.
func tagGroupStyle(_ configure: (inout TagGroupStyle) -> Void = { _ in }) -> TagGroupStyle {
    var style = TagGroupStyle()
    style.width = 100
    style.tag.font = FontStyle(size: 10)
    style.tag.padding = EdgeInsets(vertical: 0, horizontal: 10)
    configure(&style)
    return style
}

/// Lays out `items` in a style built by ``tagGroupStyle(_:)`` with ``HalfEmMeasurer``. Each
/// tag is `5·characters + 20` wide and 10 pt tall (auto rows).
func layoutTags(_ items: [String], _ configure: (inout TagGroupStyle) -> Void = { _ in }) -> TipTagGroup {
    Layout.tagGroup(named: "G", items: items.map { TagItem($0) }, style: tagGroupStyle(configure), measurer: HalfEmMeasurer()).group
}

/// Every point a path passes through or uses as a control point.
func points(of path: TipPath) -> [TipPoint] {
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
