extension TruncatedClusters {
    /// The line of these clusters of `paragraph`, whose text is set in `runs` (each in its
    /// font): a ``LineRun`` for each part of a run it holds, side by side, and one for "…" in
    /// `font`, the text's own. Each run is as wide as its font sets its visible part; the line
    /// as wide as its runs together.
    func styledLine(of paragraph: MeasuredParagraph, runs: [ParagraphRun], font: FontRequest, measurer: some TextMeasurer) -> TextLine {
        var line = StyledLineBuilder(paragraph: paragraph.text, runs: runs)
        line.add(paragraph.offset(ofCluster: front.lowerBound)..<paragraph.offset(ofCluster: front.upperBound),
                 visibleEnd: paragraph.offset(ofCluster: frontVisibleEnd), measurer: measurer)
        if ellipsis { line.addEllipsis(in: font, measurer: measurer) }
        let backBytes = paragraph.offset(ofCluster: back.lowerBound)..<paragraph.offset(ofCluster: back.upperBound)
        line.add(backBytes, visibleEnd: backBytes.upperBound, measurer: measurer)
        return TextLine(text: line.text, width: line.x, runs: line.lineRuns)
    }
}

/// A line's runs, made piece by piece from left to right.
private struct StyledLineBuilder {
    let paragraph: Substring
    let runs: [ParagraphRun]
    var text = ""
    var x = 0.0
    var lineRuns: [LineRun] = []

    init(paragraph: Substring, runs: [ParagraphRun]) {
        self.paragraph = paragraph
        self.runs = runs
    }

    /// Adds the paragraph's UTF-8 bytes `bytes`, cut where its runs change; the part past
    /// `visibleEnd` hangs (counts for no width).
    mutating func add(_ bytes: Range<Int>, visibleEnd: Int, measurer: some TextMeasurer) {
        runs.forEachPart(inside: bytes) { _, run, part in
            let visibleUpper = min(part.upperBound, visibleEnd)
            let width = part.lowerBound < visibleUpper
                ? measurer.width(of: paragraph.utf8Slice(part.lowerBound..<visibleUpper), in: run.font) : 0
            append(String(paragraph.utf8Slice(part)), width: width, source: run.source)
        }
    }

    /// Adds "…" in `font`.
    mutating func addEllipsis(in font: FontRequest, measurer: some TextMeasurer) {
        append(Truncator.ellipsis, width: measurer.width(of: Truncator.ellipsis[...], in: font), source: nil)
    }

    private mutating func append(_ runText: String, width: Double, source: Int?) {
        lineRuns.append(LineRun(text: runText, x: x, width: width, source: source))
        text += runText
        x += width
    }
}
