/// One line found by ``LineFitter``: clusters `start..<textEnd` are its text, and the next
/// line starts at `next` (spaces at a soft break hang at the end of this line, so the next
/// line never starts with them).
struct FittedLine {
    /// First cluster.
    let start: Int
    /// End of the line's text: at a soft break, before the hanging spaces.
    let textEnd: Int
    /// First cluster of the next line.
    let next: Int
}

/// Greedy line filling over a measured paragraph.
enum LineFitter {
    /// Tolerance in points for width comparisons, so a width measured as the widest line fits
    /// that line again whatever the order of summation.
    static let tolerance = 1e-6

    /// The line that starts at cluster `start` (< paragraph.count) within `maxWidth` (nil: no
    /// limit). Always takes at least one cluster; spaces never overflow (they hang), and a
    /// line never ends at a break that would leave it only spaces. `maxWidth` is the width the
    /// paragraph was measured for.
    static func line(from start: Int, in paragraph: MeasuredParagraph, maxWidth: Double?) -> FittedLine {
        let count = paragraph.count
        guard let maxWidth, paragraph.lineCanEndInside else {
            return FittedLine(start: start, textEnd: count, next: count)
        }
        return paragraph.clusters.withUnsafeBufferPointer { clusters in
            var lastBreak: Int?
            var hasInk = false
            var index = start
            while index < count {
                // A break leaving only spaces on the line would make an empty-looking line.
                if hasInk && clusters[index].breakBefore { lastBreak = index }
                if !clusters[index].isSpace {
                    let width = clusters[index + 1].position - clusters[start].position
                    if !(width <= maxWidth + tolerance) {
                        let end = lastBreak ?? (hasInk ? index : index + 1)
                        var next = end
                        while next < count && clusters[next].isSpace { next += 1 }
                        return FittedLine(start: start, textEnd: paragraph.visibleEnd(start..<end), next: next)
                    }
                    hasInk = true
                }
                index += 1
            }
            return FittedLine(start: start, textEnd: count, next: count)
        }
    }
}
