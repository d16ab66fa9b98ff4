/// Breaks measured tags into rows and applies `maxRows`.
enum TagRowFiller {
    /// Tolerance of the "does it fit" comparisons, so float noise never moves a tag that fits
    /// exactly (`x + width == innerWidth`) to the next row.
    static let epsilon = 1e-6

    /// Fills rows in order from x = 0: a tag moves to a new row when the current row is not empty
    /// and `x + width > innerWidth`. A tag that stands alone closes its row. No row is empty.
    static func rows(_ tags: [MeasuredTag], innerWidth: Double, spacing: Double) -> [[MeasuredTag]] {
        var rows: [[MeasuredTag]] = []
        var current: [MeasuredTag] = []
        // The sum of the current row's tag widths, added in the same order as `width(of:)`, so
        // a row of n tags costs O(n) rather than O(n²).
        var tagWidths = 0.0
        for tag in tags {
            let x = current.isEmpty ? 0 : tagWidths + Double(current.count - 1) * spacing + spacing
            let closesRow = current.last?.standsAlone == true || tag.standsAlone
            if !current.isEmpty && (closesRow || x + tag.width > innerWidth + epsilon) {
                rows.append(current)
                current = []
                tagWidths = 0
            }
            current.append(tag)
            tagWidths += tag.width
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    /// Keeps the first `maxRows` rows of `rows` (which hold `total` items). If some are hidden,
    /// the last kept row ends with the counter tag `counter(K)`, K being the number of hidden
    /// items: tags are removed from the end of that row (and counted) until the counter fits;
    /// if none is left the counter stands alone. Returns the rows and K.
    static func limit(
        _ rows: [[MeasuredTag]], toRows maxRows: Int, innerWidth: Double, spacing: Double,
        counter: (Int) -> MeasuredTag
    ) -> (rows: [[MeasuredTag]], hidden: Int) {
        let kept = max(1, maxRows)
        guard rows.count > kept else { return (rows, 0) }
        var result = Array(rows[..<kept])
        var last = result.removeLast()
        var hidden = rows[kept...].reduce(0) { $0 + $1.count }
        var tag = counter(hidden)
        while !last.isEmpty && (tag.standsAlone || width(of: last, spacing: spacing) + spacing + tag.width > innerWidth + epsilon) {
            last.removeLast()
            hidden += 1
            tag = counter(hidden)
        }
        last.append(tag)
        result.append(last)
        return (result, hidden)
    }

    /// The width of a row: its tags and the spacing between them.
    static func width(of row: [MeasuredTag], spacing: Double) -> Double {
        row.reduce(0) { $0 + $1.width } + Double(max(0, row.count - 1)) * spacing
    }
}
