import TipModel
import TipStyle
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
/// In a tappable group the rows stand at least 44 points apart, top to top, so that the hit
/// frames of one row end where the next row's start.
enum TagLayouter {
    /// Lays out the tag group `name` of `items` in `style`, measuring the text with `measurer`.
    /// A tag of a tappable group has a hit frame: its frame grown to the minimum hit size.
    static func layout(name: String, items: [TagItem], style: TagGroupStyle, measurer: some TextMeasurer) -> TagsLayout {
        let innerWidth = max(0, style.width - style.padding.horizontal)
        let font = style.tag.font.request(ligatures: style.tag.ligatures)
        let metrics = measurer.metrics(of: font)
        let tagMeasurer = TagMeasurer(
            fontStyle: style.tag.font, ligatures: style.tag.ligatures, padding: style.tag.padding, innerWidth: innerWidth,
            measurer: measurer)
        let hSpacing = nonNegative(style.horizontalSpacing)

        let measured = items.indices.map { tagMeasurer.measure(items[$0].text, item: $0) }
        var rows = TagRowFiller.rows(measured, innerWidth: innerWidth, spacing: hSpacing)
        var hidden = 0
        if let maxRows = style.maxRows {
            (rows, hidden) = TagRowFiller.limit(rows, toRows: maxRows, innerWidth: innerWidth, spacing: hSpacing) {
                tagMeasurer.measure("+\($0)", isOverflowCounter: true)
            }
        }

        let naturalHeight = metrics.lineHeight + style.tag.padding.vertical
        let rowHeight: Double
        switch style.rowHeight {
        case .auto: rowHeight = naturalHeight
        case .fixed(let height): rowHeight = nonNegative(height)
        }
        let written = nonNegative(style.verticalSpacing)
        let vSpacing = style.tappable ? max(written, TipRect.minimumHitSize - rowHeight) : written

        var tags: [TipTag] = []
        var shownItems: [TagItem?] = []
        var y = style.padding.top
        for (index, row) in rows.enumerated() {
            let offsets = TagRowPlacement.offsets(
                widths: row.map(\.width), innerWidth: innerWidth, spacing: hSpacing,
                alignment: style.alignment, direction: style.direction, isLastRow: index == rows.count - 1
            )
            for (tag, offset) in zip(row, offsets) {
                let frame = TipRect(x: style.padding.left + offset, y: y, width: tag.width, height: rowHeight)
                let baseline = frame.y + style.tag.padding.top
                    + (rowHeight - style.tag.padding.vertical - metrics.lineHeight) / 2 + metrics.ascender
                tags.append(TipTag(
                    text: tag.text, frame: frame, hitFrame: style.tappable ? frame.grownToMinimumHitSize() : nil,
                    line: TipTagLine(
                        x: frame.x + style.tag.padding.left, baseline: baseline, width: tag.textWidth, measuredWith: tag.measuredWith,
                        runs: tag.runs),
                    fill: style.tag.background, stroke: style.tag.border?.color, strokeWidth: style.tag.border?.width ?? 0,
                    cornerRadius: style.tag.cornerRadius.radius(width: frame.width, height: frame.height), textColor: style.tag.textColor, font: style.tag.font.info,
                    row: index, overflow: tag.isOverflowCounter || tag.standsAlone
                ))
                shownItems.append(tag.item.map { items[$0] })
            }
            y += rowHeight + vSpacing
        }
        let rowsHeight = rows.isEmpty ? 0 : y - vSpacing - style.padding.top
        let group = TipTagGroup(
            name: name,
            size: TipSize(width: style.width, height: style.padding.vertical + rowsHeight),
            background: style.background, padding: style.padding,
            rows: rows.count, hiddenCount: hidden, tags: tags,
            accessibility: AccessibilityTree.tags(tags, items: shownItems, style: style)
        )
        return TagsLayout(group: group, style: style)
    }
}
