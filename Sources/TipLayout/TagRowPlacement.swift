import TipStyle

/// Horizontal placement of the tags of one filled row inside the container's inner width.
enum TagRowPlacement {
    /// The x of each tag of a row whose tags are `widths` wide, relative to the inner box's left
    /// edge. `leading` packs the row from the left; `center` shifts it by half the slack;
    /// `trailing` by all of it; `justified` spreads the slack evenly between the tags of every
    /// row but the last (a single tag stays leading). `rtl` then mirrors each x
    /// (`innerWidth − (x + width)`), so the order runs right to left and `leading` is the right.
    static func offsets(
        widths: [Double], innerWidth: Double, spacing: Double,
        alignment: TagAlignment, direction: LayoutDirection, isLastRow: Bool
    ) -> [Double] {
        let rowWidth = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * spacing
        let slack = max(0, innerWidth - rowWidth)
        var start = 0.0
        var gap = spacing
        switch alignment {
        case .leading: break
        case .center: start = slack / 2
        case .trailing: start = slack
        case .justified:
            if !isLastRow && widths.count > 1 { gap += slack / Double(widths.count - 1) }
        }
        var x = start
        var offsets: [Double] = []
        for width in widths {
            offsets.append(direction == .rtl ? innerWidth - (x + width) : x)
            x += width + gap
        }
        return offsets
    }
}
