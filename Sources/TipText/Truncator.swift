/// Replaces part of a run of clusters with "…" (U+2026) so that the run fits a width.
enum Truncator {
    /// The ellipsis character.
    static let ellipsis = "\u{2026}"

    /// Clusters `range` of `paragraph` truncated by `mode` to fit `maxWidth` (nil: no limit).
    /// If `forced` (text after the range was dropped) and the range plus "…" fits, "…" is
    /// appended at the end whatever the mode. If even "…" alone does not fit, the line is "…".
    static func truncate(
        _ paragraph: MeasuredParagraph, range: Range<Int>, maxWidth: Double?, mode: TruncationMode,
        forced: Bool, font: FontRequest, measurer: some TextMeasurer
    ) -> TextLine {
        let limit = (maxWidth ?? .infinity) + LineFitter.tolerance
        let content = range.lowerBound..<paragraph.visibleEnd(range)
        let contentWidth = paragraph.visibleWidth(range)
        if !forced && contentWidth <= limit {
            return line(paragraph.text(range), visible: paragraph.text(content)[...], font, measurer)
        }
        let available = limit - measurer.width(of: ellipsis[...], in: font)
        let text: String
        if forced && contentWidth <= available {
            text = paragraph.text(content) + ellipsis
        } else {
            switch mode {
            case .tail: text = tail(paragraph, content, available)
            case .head: text = head(paragraph, content, available)
            case .middle: text = middle(paragraph, content, available)
            }
        }
        return line(text, visible: text[...], font, measurer)
    }

    private static func line(
        _ text: String, visible: Substring, _ font: FontRequest, _ measurer: some TextMeasurer
    ) -> TextLine {
        TextLine(text: text, width: measurer.width(of: visible, in: font))
    }

    /// The longest prefix that fits, trailing spaces dropped, then "…".
    private static func tail(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> String {
        var end = content.lowerBound
        while end < content.upperBound
            && paragraph.width(content.lowerBound..<end + 1) <= available { end += 1 }
        return paragraph.text(content.lowerBound..<paragraph.visibleEnd(content.lowerBound..<end)) + ellipsis
    }

    /// "…", then the longest suffix that fits, leading spaces dropped.
    private static func head(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> String {
        var start = content.upperBound
        while start > content.lowerBound
            && paragraph.width(start - 1..<content.upperBound) <= available { start -= 1 }
        return ellipsis + paragraph.text(paragraph.visibleStart(start..<content.upperBound)..<content.upperBound)
    }

    /// Clusters taken alternately from both ends (the narrower side first) while they fit,
    /// with "…" between them.
    private static func middle(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> String {
        var front = content.lowerBound
        var back = content.upperBound
        while front < back {
            let frontWidth = paragraph.width(content.lowerBound..<front)
            let backWidth = paragraph.width(back..<content.upperBound)
            let withFront = paragraph.width(content.lowerBound..<front + 1) + backWidth
            // frontWidth + (where the content ends) − (where cluster back − 1 starts), in this
            // order: adding width(back − 1..<end) would round differently.
            let withBack = frontWidth + paragraph.clusters[content.upperBound].position - paragraph.clusters[back - 1].position
            let frontFits = withFront <= available
            let backFits = withBack <= available
            if frontFits && (frontWidth <= backWidth || !backFits) {
                front += 1
            } else if backFits {
                back -= 1
            } else {
                break
            }
        }
        let head = paragraph.text(content.lowerBound..<paragraph.visibleEnd(content.lowerBound..<front))
        let tail = paragraph.text(paragraph.visibleStart(back..<content.upperBound)..<content.upperBound)
        return head + ellipsis + tail
    }
}
