/// How lines are broken.
public enum WrapMode: Sendable {
    /// Unicode line breaking: between words for Latin, between characters for CJK; a word wider
    /// than the line breaks between grapheme clusters.
    case word
    /// Between any two grapheme clusters.
    case character
}

/// Where an ellipsis replaces text that does not fit.
public enum TruncationMode: Sendable {
    /// "…" then the end of the text.
    case head
    /// The start and the end of the text with "…" between them.
    case middle
    /// The start of the text then "…".
    case tail
}

/// What to do with text that needs more lines than allowed.
public struct TextLayoutOptions: Hashable, Sendable {
    /// Line width limit in points; nil means no limit (lines end only at hard breaks).
    public var maxWidth: Double?
    /// Where lines may break.
    public var wrap: WrapMode
    /// Maximum number of lines; 0 is unlimited.
    public var maxLines: Int
    /// If set, the last allowed line of overflowing text ends (or starts, or breaks) with "…".
    /// If nil, overflowing lines are clipped (dropped).
    public var truncation: TruncationMode?
    /// With ``WrapMode/word``, break Korean only at spaces, keeping Hangul words whole (UIKit's
    /// `lineBreakStrategy .hangulWordPriority`); a word wider than the line still breaks
    /// between clusters.
    public var keepsHangulWordsWhole: Bool
    /// With ``WrapMode/word``, a paragraph's last line that would hold one word (no break
    /// opportunity inside it) takes the last word of the line before it too, when the two
    /// then fit (UIKit's `lineBreakStrategy .pushOut`). Not applied to a last line that
    /// `maxLines` cuts off.
    public var pushesOutLastWord: Bool

    /// Creates options.
    public init(
        maxWidth: Double?, wrap: WrapMode = .word, maxLines: Int = 0, truncation: TruncationMode? = nil,
        keepsHangulWordsWhole: Bool = false, pushesOutLastWord: Bool = false
    ) {
        self.maxWidth = maxWidth
        self.wrap = wrap
        self.maxLines = maxLines
        self.truncation = truncation
        self.keepsHangulWordsWhole = keepsHangulWordsWhole
        self.pushesOutLastWord = pushesOutLastWord
    }
}

/// One laid-out line: its text (without the break), its advance width and, for a text laid
/// out in runs of several fonts, its runs.
public struct TextLine: Hashable, Sendable {
    /// The line's text, without the hard break and without the spaces of a soft break.
    public var text: String
    /// Advance width in points, trailing spaces excluded (they hang past the line's end).
    public var width: Double
    /// The line's parts in each font, left to right (see ``LineRun``); empty for a text laid
    /// out in one font.
    public var runs: [LineRun]

    /// Creates a line.
    public init(text: String, width: Double, runs: [LineRun] = []) {
        self.text = text
        self.width = width
        self.runs = runs
    }
}

/// Breaks text into lines.
///
/// - Hard breaks: `\n`, `\r\n`, `\r`, U+000B, U+000C, U+0085, U+2028, U+2029 (UAX #14 BK, CR,
///   LF, NL). Every paragraph gives at least one line; an empty paragraph (and so the empty
///   string) gives one empty line of width 0.
/// - Soft breaks: greedy filling at UAX #14 opportunities (``WrapMode/word``) or between any
///   grapheme clusters (``WrapMode/character``). Spaces at the end of a line hang: they never
///   make a line overflow and never count in its width; a soft-broken line's text excludes
///   them. A cluster wider than the line still gets a line of its own. With
///   `pushesOutLastWord`, a paragraph's last line is not left holding one word when the
///   line before can give it one (see ``LineFitter/pushingOutLastWord(after:in:maxWidth:)``).
/// - `maxLines`: the lines past it are dropped; with `truncation`, the last kept line is
///   refilled with the rest of its paragraph and truncated to fit `maxWidth` with "…". When
///   whole paragraphs were dropped and that rest fits, "…" is appended at its end (in every
///   mode). With no `maxWidth`, the last kept line is its whole paragraph followed by "…".
public enum TextLayout {
    /// Lays `text` out in `font` under `options`. Never loops forever, whatever the width (even
    /// 0: every line then holds at least one grapheme cluster). Linear in the text's length.
    public static func lines(
        of text: String,
        in font: FontRequest,
        options: TextLayoutOptions,
        measurer: some TextMeasurer
    ) -> [TextLine] {
        laidOut(text, in: font, options: options, measurer: measurer).lines
    }

    /// The lines of ``lines(of:in:options:measurer:)``, and how many lines the whole text needs
    /// (as many as there are lines unless `maxLines` cut text off: then the count without the
    /// limit, from the same measurement).
    public static func laidOut(
        _ text: String,
        in font: FontRequest,
        options: TextLayoutOptions,
        measurer: some TextMeasurer
    ) -> (lines: [TextLine], neededLineCount: Int) {
        if options.maxWidth == nil, let line = unbrokenLine(text, in: font, measurer: measurer) { return ([line], 1) }
        return ParagraphPool.shared.withParagraph { paragraph in
            laidOut(text, runs: nil, in: font, options: options, measurer: measurer, measuringInto: &paragraph)
        }
    }

    /// ``laidOut(_:in:options:measurer:)`` for a text in several fonts: each of `runs` (in
    /// order, covering the text) measured in its own, lines breaking inside runs and across
    /// them, each line cut into ``TextLine/runs``. `font` is the text's own, of its line
    /// height and of the "…" of a truncation.
    public static func laidOut(
        _ text: String,
        runs: [FontRun],
        in font: FontRequest,
        options: TextLayoutOptions,
        measurer: some TextMeasurer
    ) -> (lines: [TextLine], neededLineCount: Int) {
        ParagraphPool.shared.withParagraph { paragraph in
            laidOut(text, runs: runs, in: font, options: options, measurer: measurer, measuringInto: &paragraph)
        }
    }

    /// The line of `text` when nothing breaks it — there is no width limit and no hard break
    /// in it — measured in one pass, if its end plainly does not hang: its last scalar is a
    /// lone one (see ``GraphemeClusters``: no scalar after a hanging space joins its cluster)
    /// and not white space. Nil otherwise, and the text is laid out as any other.
    private static func unbrokenLine(_ text: String, in font: FontRequest, measurer: some TextMeasurer) -> TextLine? {
        guard let last = text.unicodeScalars.last, GraphemeClusters.isLone(last),
              !MeasuredParagraph.isHangingSpace(startingWith: last) else { return nil }
        var paragraphs = Paragraphs(text)
        _ = paragraphs.next()
        guard paragraphs.next() == nil else { return nil }
        return TextLine(text: text, width: measurer.width(of: text[...], in: font))
    }

    /// ``laidOut(_:in:options:measurer:)``, each paragraph of `text` measured into `paragraph`
    /// in turn (in `runs`' fonts when there are runs).
    private static func laidOut(
        _ text: String, runs: [FontRun]?, in font: FontRequest, options: TextLayoutOptions, measurer: some TextMeasurer,
        measuringInto paragraph: inout MeasuredParagraph
    ) -> (lines: [TextLine], neededLineCount: Int) {
        let limit = options.maxLines > 0 ? options.maxLines : Int.max
        var lines: [TextLine] = []
        // Enough for most texts: the array is not grown line by line.
        lines.reserveCapacity(4)
        var paragraphs = Paragraphs(text)
        var nextParagraph = paragraphs.next()
        while let paragraphText = nextParagraph {
            nextParagraph = paragraphs.next()
            let paragraphRuns = runs.map { ParagraphRun.runs($0, inParagraph: paragraphText.utf8Range(in: text)) }
            paragraph.measure(
                paragraphText, font: font, runs: paragraphRuns, maxWidth: options.maxWidth, wrap: options.wrap,
                keepingHangulWords: options.keepsHangulWordsWhole, measurer: measurer)
            let laterParagraphs = nextParagraph != nil
            var start = 0
            repeat {
                var fitted = paragraph.count == 0
                    ? FittedLine(start: 0, textEnd: 0, next: 0)
                    : LineFitter.line(from: start, in: paragraph, maxWidth: options.maxWidth)
                let overflows = fitted.next < paragraph.count || laterParagraphs
                if lines.count == limit - 1 && overflows {
                    if let mode = options.truncation {
                        let kept = Truncator.truncate(
                            paragraph, range: start..<paragraph.count, maxWidth: options.maxWidth, mode: mode,
                            forced: laterParagraphs, font: font, measurer: measurer)
                        lines.append(line(kept, in: paragraph, runs: paragraphRuns, font: font, measurer: measurer))
                    } else {
                        lines.append(line(fitted, in: paragraph, runs: paragraphRuns, font: font, measurer: measurer))
                    }
                    var rest = lineCount(of: paragraph, from: fitted.next, maxWidth: options.maxWidth)
                    while let later = nextParagraph {
                        nextParagraph = paragraphs.next()
                        paragraph.measure(
                            later, font: font, runs: runs.map { ParagraphRun.runs($0, inParagraph: later.utf8Range(in: text)) },
                            maxWidth: options.maxWidth, wrap: options.wrap, keepingHangulWords: options.keepsHangulWordsWhole,
                            measurer: measurer)
                        rest += max(1, lineCount(of: paragraph, from: 0, maxWidth: options.maxWidth))
                    }
                    return (lines, lines.count + rest)
                }
                if options.pushesOutLastWord && options.wrap == .word && lines.count + 2 <= limit,
                   let pushed = LineFitter.pushingOutLastWord(after: fitted, in: paragraph, maxWidth: options.maxWidth) {
                    fitted = pushed
                }
                lines.append(line(fitted, in: paragraph, runs: paragraphRuns, font: font, measurer: measurer))
                start = fitted.next
            } while start < paragraph.count
        }
        return (lines, lines.count)
    }

    /// How many lines `paragraph` fills from cluster `start` on (0 from its end).
    private static func lineCount(of paragraph: MeasuredParagraph, from start: Int, maxWidth: Double?) -> Int {
        var count = 0, next = start
        while next < paragraph.count {
            next = LineFitter.line(from: next, in: paragraph, maxWidth: maxWidth).next
            count += 1
        }
        return count
    }

    /// `text` on one line, truncated by `mode` with "…" if it is wider than `width` (as a tag
    /// is). Text that fits is returned whole. If even "…" does not fit, the line is "…".
    /// Hard breaks in `text` are not interpreted (they measure 0).
    /// With `runs`, the text is in several fonts, as in ``laidOut(_:runs:in:options:measurer:)``.
    public static func truncate(
        _ text: String, runs: [FontRun]? = nil, toWidth width: Double, in font: FontRequest, mode: TruncationMode,
        measurer: some TextMeasurer
    ) -> TextLine {
        ParagraphPool.shared.withParagraph { paragraph in
            let paragraphRuns = runs.map { ParagraphRun.runs($0, inParagraph: 0..<text.utf8.count) }
            paragraph.measure(text[...], font: font, runs: paragraphRuns, maxWidth: nil, wrap: .character, measurer: measurer)
            let kept = Truncator.truncate(
                paragraph, range: 0..<paragraph.count, maxWidth: width, mode: mode, forced: false,
                font: font, measurer: measurer)
            return line(kept, in: paragraph, runs: paragraphRuns, font: font, measurer: measurer)
        }
    }

    /// The line of clusters `kept` of `paragraph`, in `runs` if the text has runs.
    private static func line(
        _ kept: TruncatedClusters, in paragraph: MeasuredParagraph, runs: [ParagraphRun]?, font: FontRequest,
        measurer: some TextMeasurer
    ) -> TextLine {
        guard let runs else { return kept.line(of: paragraph, font: font, measurer: measurer) }
        return kept.styledLine(of: paragraph, runs: runs, font: font, measurer: measurer)
    }

    /// The line of clusters `fitted` of `paragraph`: its text, as wide as that text less its
    /// trailing spaces (in `runs` if the text has runs).
    private static func line(
        _ fitted: FittedLine, in paragraph: MeasuredParagraph, runs: [ParagraphRun]?, font: FontRequest,
        measurer: some TextMeasurer
    ) -> TextLine {
        if let runs {
            let whole = TruncatedClusters(
                front: fitted.start..<fitted.textEnd, frontVisibleEnd: paragraph.visibleEnd(fitted.start..<fitted.textEnd),
                ellipsis: false, back: fitted.textEnd..<fitted.textEnd)
            return whole.styledLine(of: paragraph, runs: runs, font: font, measurer: measurer)
        }
        let text = paragraph.text(fitted.start..<fitted.textEnd)
        let visibleEnd = paragraph.visibleEnd(fitted.start..<fitted.textEnd)
        guard visibleEnd < fitted.textEnd else { return TextLine(text: text, width: measurer.width(of: text[...], in: font)) }
        let visibleLength = paragraph.clusters[visibleEnd].offset - paragraph.clusters[fitted.start].offset
        let visible = text[..<text.utf8.index(text.startIndex, offsetBy: visibleLength)]
        return TextLine(text: text, width: measurer.width(of: visible, in: font))
    }
}

extension Substring {
    /// Its UTF-8 offsets in `text`, of which it is a part.
    func utf8Range(in text: String) -> Range<Int> {
        let start = text.utf8.distance(from: text.startIndex, to: startIndex)
        return start..<start + utf8.count
    }
}
