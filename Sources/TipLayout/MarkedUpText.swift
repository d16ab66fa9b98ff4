import TipModel
import TipStyle
import TipText

/// A component's text with its inline Markdown read (``InlineMarkup``), as the text engine
/// lays it out: the text shown and, when some of it is styled, a font run per styled run.
///
/// Text without a `*`, `` ` `` or `\` is not read at all. Markup with a mistake (which `tipc`
/// reports, so only a runtime string can have one) is shown as written, in plain text.
struct MarkedUpText {
    /// The text shown: without markers and escapes.
    let text: String
    /// The style of each of ``fontRuns``; empty for plain text.
    private let styles: [InlineStyle]
    /// The runs of ``text`` in their fonts; nil for plain text (all in the text's font).
    let fontRuns: [FontRun]?
    /// The text's own font.
    private let font: FontStyle

    /// `written` read, to be set in `font` with `ligatures`.
    init(_ written: String, font: FontStyle, ligatures: Ligatures) {
        self.font = font
        guard InlineMarkup.mayHaveMarkup(written) else {
            text = written
            styles = []
            fontRuns = nil
            return
        }
        let styled = InlineMarkup.styledText(written)
        text = styled.text
        guard !styled.isPlain else {
            styles = []
            fontRuns = nil
            return
        }
        styles = styled.runs.map(\.style)
        fontRuns = styled.runs.map { FontRun(range: $0.range, font: font.request(ligatures: ligatures, style: $0.style)) }
    }

    /// The text laid out under `options` in `request`, the text's own font.
    func laidOut(in request: FontRequest, options: TextLayoutOptions, measurer: some TextMeasurer) -> (lines: [TextLine], neededLineCount: Int) {
        guard let fontRuns else { return TextLayout.laidOut(text, in: request, options: options, measurer: measurer) }
        return TextLayout.laidOut(text, runs: fontRuns, in: request, options: options, measurer: measurer)
    }

    /// The text on one line, truncated at the tail with "…" to `width` if it is wider.
    func truncated(toWidth width: Double, in request: FontRequest, measurer: some TextMeasurer) -> TextLine {
        TextLayout.truncate(text, runs: fontRuns, toWidth: width, in: request, mode: .tail, measurer: measurer)
    }

    /// The runs of `line` as the outputs write them; nil for a line all in the text's own
    /// font (plain text, or a line of styled text without styled runs).
    func runs(of line: TextLine) -> [TipRun]? {
        guard line.runs.contains(where: { style(of: $0) != [] }) else { return nil }
        return line.runs.map { run in TipRun(text: run.text, x: run.x, width: run.width, font: font.info(style: style(of: run))) }
    }

    /// The style of `run`: its text run's, none for an ellipsis.
    private func style(of run: LineRun) -> InlineStyle {
        run.source.map { styles[$0] } ?? []
    }

    /// The faces that measured `line`, in order of first use, each run in its font (`request`
    /// for plain text and an ellipsis).
    func faceNames(of line: TextLine, in request: FontRequest, measurer: some TextMeasurer) -> [String] {
        guard let fontRuns else { return measurer.faceNames(of: line.text[...], in: request) }
        var names: [String] = []
        for run in line.runs {
            for name in measurer.faceNames(of: run.text[...], in: run.source.map { fontRuns[$0].font } ?? request) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }
}
