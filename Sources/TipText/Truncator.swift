/// What a truncated line keeps of its clusters: ``front``, then "…" if ``ellipsis``, then
/// ``back``. The line's text is all of them; its visible part, which its width measures, ends
/// at ``frontVisibleEnd`` when nothing was cut (trailing spaces hang).
struct TruncatedClusters {
    /// The clusters before the ellipsis (or all of them).
    var front: Range<Int>
    /// Where the visible part of ``front`` ends.
    var frontVisibleEnd: Int
    /// Whether "…" stands after ``front``.
    var ellipsis: Bool
    /// The clusters after the ellipsis (empty but for head and middle truncation).
    var back: Range<Int>

    /// The line of these clusters of `paragraph`: its text, as wide as `font` sets its
    /// visible part.
    func line(of paragraph: MeasuredParagraph, font: FontRequest, measurer: some TextMeasurer) -> TextLine {
        let mark = ellipsis ? Truncator.ellipsis : ""
        let text = paragraph.text(front) + mark + paragraph.text(back)
        guard frontVisibleEnd < front.upperBound else { return TextLine(text: text, width: measurer.width(of: text[...], in: font)) }
        return TextLine(text: text, width: measurer.width(of: paragraph.text(front.lowerBound..<frontVisibleEnd)[...], in: font))
    }
}

/// Replaces part of a run of clusters with "…" (U+2026) so that the run fits a width.
enum Truncator {
    /// The ellipsis character.
    static let ellipsis = "\u{2026}"

    /// Clusters `range` of `paragraph` truncated by `mode` to fit `maxWidth` (nil: no limit).
    /// If `forced` (text after the range was dropped) and the range plus "…" fits, "…" is
    /// appended at the end whatever the mode. If even "…" alone does not fit, the line is "…".
    /// The ellipsis is set in `font`, the text's own.
    static func truncate(
        _ paragraph: MeasuredParagraph, range: Range<Int>, maxWidth: Double?, mode: TruncationMode,
        forced: Bool, font: FontRequest, measurer: some TextMeasurer
    ) -> TruncatedClusters {
        let limit = (maxWidth ?? .infinity) + LineFitter.tolerance
        let content = range.lowerBound..<paragraph.visibleEnd(range)
        let contentWidth = paragraph.visibleWidth(range)
        if !forced && contentWidth <= limit {
            return TruncatedClusters(front: range, frontVisibleEnd: content.upperBound, ellipsis: false, back: range.upperBound..<range.upperBound)
        }
        let available = limit - measurer.width(of: ellipsis[...], in: font)
        if forced && contentWidth <= available { return kept(content, back: content.upperBound..<content.upperBound) }
        switch mode {
        case .tail: return tail(paragraph, content, available)
        case .head: return head(paragraph, content, available)
        case .middle: return middle(paragraph, content, available)
        }
    }

    /// `front`, "…", `back`.
    private static func kept(_ front: Range<Int>, back: Range<Int>) -> TruncatedClusters {
        TruncatedClusters(front: front, frontVisibleEnd: front.upperBound, ellipsis: true, back: back)
    }

    /// The longest prefix that fits, trailing spaces dropped, then "…".
    private static func tail(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> TruncatedClusters {
        var end = content.lowerBound
        while end < content.upperBound
            && paragraph.width(content.lowerBound..<end + 1) <= available { end += 1 }
        return kept(content.lowerBound..<paragraph.visibleEnd(content.lowerBound..<end), back: content.upperBound..<content.upperBound)
    }

    /// "…", then the longest suffix that fits, leading spaces dropped.
    private static func head(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> TruncatedClusters {
        var start = content.upperBound
        while start > content.lowerBound
            && paragraph.width(start - 1..<content.upperBound) <= available { start -= 1 }
        return kept(content.lowerBound..<content.lowerBound, back: paragraph.visibleStart(start..<content.upperBound)..<content.upperBound)
    }

    /// Clusters taken alternately from both ends (the narrower side first) while they fit,
    /// with "…" between them.
    private static func middle(_ paragraph: MeasuredParagraph, _ content: Range<Int>, _ available: Double) -> TruncatedClusters {
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
        return kept(
            content.lowerBound..<paragraph.visibleEnd(content.lowerBound..<front),
            back: paragraph.visibleStart(back..<content.upperBound)..<content.upperBound)
    }
}
