extension LineFitter {
    /// `fitted`, a line of `paragraph` that is not its last, ended one word earlier so that
    /// the paragraph's last line does not hold a word alone — UIKit's `lineBreakStrategy
    /// .pushOut`, which "pushes out individual lines to avoid an orphan word on the last line",
    /// typically by one word.
    ///
    /// A word is what lies between two line-break opportunities (a Latin word, a Hangul word
    /// kept whole, one ideograph). Nil, and the line stays as it is, unless the rest of the
    /// paragraph after `fitted` is one line of one word, `fitted` has an earlier opportunity
    /// after some ink, and the last line then still fits `maxWidth`.
    static func pushingOutLastWord(after fitted: FittedLine, in paragraph: MeasuredParagraph, maxWidth: Double?) -> FittedLine? {
        let count = paragraph.count
        guard let maxWidth, fitted.next < count,
              paragraph.visibleWidth(fitted.next..<count) <= maxWidth + tolerance,
              !hasBreakOpportunity(after: fitted.next, in: paragraph),
              let lastBreak = lastBreakOpportunity(in: fitted, of: paragraph)
        else { return nil }
        var next = lastBreak
        while next < count && paragraph.clusters[next].isSpace { next += 1 }
        guard line(from: next, in: paragraph, maxWidth: maxWidth).next == count else { return nil }
        return FittedLine(start: fitted.start, textEnd: paragraph.visibleEnd(fitted.start..<lastBreak), next: next)
    }

    /// Whether a line could break before any cluster after `start` (to the paragraph's end).
    private static func hasBreakOpportunity(after start: Int, in paragraph: MeasuredParagraph) -> Bool {
        paragraph.clusters[(start + 1)..<paragraph.count].contains { $0.breakBefore }
    }

    /// The last cluster of `fitted`'s text before which the line could break with ink before
    /// it on the line, if there is one.
    private static func lastBreakOpportunity(in fitted: FittedLine, of paragraph: MeasuredParagraph) -> Int? {
        let clusters = paragraph.clusters
        guard let firstInk = (fitted.start..<fitted.textEnd).first(where: { !clusters[$0].isSpace }) else { return nil }
        return (firstInk + 1..<fitted.textEnd).last { clusters[$0].breakBefore }
    }
}
