import TipSemantics
import TipText

/// Lays out one tag group.
///
/// The inner width `W` is the group's width less its horizontal padding (never negative). Each
/// tag is its text's width plus the tag padding wide (see ``TagMeasurer`` for tags wider than
/// `W`) and as tall as its row: the fixed `rowHeight`, or with `auto` the tallest tag of the row
/// (the font's line height plus the tag's vertical padding). Rows fill as ``TagRowFiller`` says,
/// are aligned and mirrored as ``TagRowPlacement`` says, and stack from the top padding with
/// the vertical spacing between them. The text is centred vertically in the tag's padded box
/// (`baseline = y + padding.top + (h − padding.vertical − lineHeight)/2 + ascender`, which is
/// `(h − lineHeight)/2 + ascender` for equal top and bottom padding) and starts after the left
/// padding. The group is `width` wide and `padding.vertical + Σ rows + (rows − 1)·spacing` tall.
enum TagLayouter {
    /// Lays out `spec`, measuring its text with `measurer`.
    static func layout(_ spec: TagsSpec, measurer: some TextMeasurer) -> TagsLayout {
        let innerWidth = max(0, spec.width - spec.padding.horizontal)
        let font = spec.tag.font.request
        let metrics = measurer.metrics(of: font)
        let tagMeasurer = TagMeasurer(
            font: font, padding: spec.tag.padding, innerWidth: innerWidth, measurer: measurer,
            recordsFaces: spec.tag.font.family != nil)
        let hSpacing = nonNegative(spec.horizontalSpacing)
        let vSpacing = nonNegative(spec.verticalSpacing)

        let measured = spec.items.map { tagMeasurer.measure($0) }
        var rows = TagRowFiller.rows(measured, innerWidth: innerWidth, spacing: hSpacing)
        var hidden = 0
        if let maxRows = spec.maxRows {
            (rows, hidden) = TagRowFiller.limit(rows, toRows: maxRows, innerWidth: innerWidth, spacing: hSpacing) {
                tagMeasurer.measure("+\($0)", isOverflowCounter: true)
            }
        }

        let naturalHeight = metrics.lineHeight + spec.tag.padding.vertical
        let rowHeight: Double
        switch spec.rowHeight {
        case .auto: rowHeight = naturalHeight
        case .fixed(let height): rowHeight = nonNegative(height)
        }

        var tags: [TagLayout] = []
        var y = spec.padding.top
        for (index, row) in rows.enumerated() {
            let offsets = TagRowPlacement.offsets(
                widths: row.map(\.width), innerWidth: innerWidth, spacing: hSpacing,
                alignment: spec.alignment, direction: spec.direction, isLastRow: index == rows.count - 1
            )
            for (tag, offset) in zip(row, offsets) {
                let frame = Rect(x: spec.padding.left + offset, y: y, width: tag.width, height: rowHeight)
                let baseline = frame.y + spec.tag.padding.top
                    + (rowHeight - spec.tag.padding.vertical - metrics.lineHeight) / 2 + metrics.ascender
                tags.append(TagLayout(
                    text: tag.text, frame: frame,
                    line: LineLayout(text: tag.text, x: frame.x + spec.tag.padding.left, baseline: baseline, width: tag.textWidth,
                                     measuredWith: tag.measuredWith),
                    fill: spec.tag.background, stroke: spec.tag.border?.color, strokeWidth: spec.tag.border?.width ?? 0,
                    cornerRadius: spec.tag.cornerRadius, textColor: spec.tag.textColor, font: spec.tag.font.info,
                    row: index, isOverflowCounter: tag.isOverflowCounter
                ))
            }
            y += rowHeight + vSpacing
        }
        let rowsHeight = rows.isEmpty ? 0 : y - vSpacing - spec.padding.top
        return TagsLayout(
            name: spec.name,
            size: Size(width: spec.width, height: spec.padding.vertical + rowsHeight),
            background: spec.background, padding: spec.padding,
            rows: rows.count, hiddenCount: hidden, tags: tags
        )
    }
}
