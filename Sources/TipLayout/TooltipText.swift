import TipModel
import TipStyle
import TipText

/// One text of a tooltip — its message or its title — before it is placed: its lines and
/// vertical metrics.
///
/// `lineBreakMode` maps to the text engine as UILabel behaves: `charWrap` breaks between
/// characters, every other mode between words; the truncating modes put "…" at the tail, head
/// or middle of the last allowed line; `clip` drops what does not fit; and `wordWrap` /
/// `charWrap` with `numberOfLines > 0` truncate the tail of the last line, as UILabel does.
struct TooltipText {
    /// The whole text shown, without its Markdown markers: what VoiceOver reads.
    var plainText: String
    /// The lines as the text engine broke them (empty text may give none).
    var lines: [TextLine]
    /// The faces that measured each line (nil for the system font).
    var measuredWith: [[String]?]
    /// Each line's runs in their fonts, where the text is styled (nil for plain text).
    var runs: [[TipRun]?]
    /// How many lines the whole text needs: more than ``lines`` when `numberOfLines` cut text
    /// off (truncated with "…", or clipped).
    var neededLineCount: Int
    /// The font's metrics.
    var metrics: FontMetrics
    /// The height of the font's capitals: ``capHeightPerEm`` of its size.
    var capHeight: Double
    /// Distance between baselines: the font's line height plus `lineSpacing`.
    var lineHeight: Double
    /// Height of the text box: `n` font line heights plus `n − 1` line spacings, counting at
    /// least one line so that an empty tooltip is still one line tall.
    var height: Double

    /// Breaks `text` (its inline Markdown read: see ``MarkedUpText``), set in `font` with at most `numberOfLines` lines (0: any number) and the
    /// paragraph settings of `style` (line breaks, line spacing, ligatures), into lines no wider
    /// than `maxWidth` (nil: only at `\n`).
    init(_ text: String, font fontStyle: FontStyle, numberOfLines: Int, paragraph style: TooltipStyle, maxWidth: Double?, measurer: some TextMeasurer) {
        let font = fontStyle.request(ligatures: style.ligatures)
        metrics = measurer.metrics(of: font)
        capHeight = fontStyle.size * Self.capHeightPerEm
        let options = TextLayoutOptions(
            maxWidth: maxWidth,
            wrap: style.lineBreakMode == .charWrap ? .character : .word,
            maxLines: max(0, numberOfLines),
            truncation: Self.truncation(of: style.lineBreakMode, numberOfLines: numberOfLines),
            keepsHangulWordsWhole: style.lineBreakStrategy.keepsHangulWordsWhole,
            pushesOutLastWord: style.lineBreakStrategy.pushesOutLastWord
        )
        let markedUp = MarkedUpText(text, font: fontStyle, ligatures: style.ligatures)
        plainText = markedUp.text
        (lines, neededLineCount) = markedUp.laidOut(in: font, options: options, measurer: measurer)
        measuredWith = lines.map { line in fontStyle.family == nil ? nil : markedUp.faceNames(of: line, in: font, measurer: measurer) }
        runs = lines.map(markedUp.runs(of:))
        lineHeight = metrics.lineHeight + style.lineSpacing
        let count = Double(max(1, lines.count))
        height = max(0, count * metrics.lineHeight + (count - 1) * style.lineSpacing)
    }

    /// The text placed in `box` (its lines by ``placedLines(in:alignment:)``), drawn in `font`
    /// and `color`, keeping `written` as the block's (see ``TipTextBlock/written``).
    func placed(in box: TipRect, font: FontStyle, color: DynamicColor, alignment: TextAlignment, written: String? = nil) -> PlacedText {
        PlacedText(
            block: TipTextBlock(
                frame: box, font: font.info, color: color, alignment: alignment, lineHeight: lineHeight,
                lines: placedLines(in: box, alignment: alignment), written: written),
            linesNeeded: neededLineCount)
    }

    /// The cap height of every font, as a fraction of its size: SF Pro's, 1443/2048 (the text
    /// engine's metrics carry no cap height yet). What a leading icon is centred on.
    static let capHeightPerEm = 1443.0 / 2048.0

    /// From the top of the text box to the middle of its first line's capitals.
    var firstCapMiddle: Double { metrics.ascender - capHeight / 2 }

    /// The widest line's width (0 without lines).
    var widestLine: Double {
        lines.map(\.width).max() ?? 0
    }

    /// Places the lines in `box`: `x` by `alignment`, first baseline one ascender below the
    /// box's top, the next ones `lineHeight` apart. `justified` is laid out as `natural`
    /// (lines are not stretched). A line wider than the box starts at the box's left edge.
    func placedLines(in box: TipRect, alignment: TextAlignment) -> [TipLine] {
        // By index, not `enumerated()`: mapping a range allocates the result once, at its size
        // (the layout tree keeps it, once per component).
        lines.indices.map { index in
            let line = lines[index]
            let slack = max(0, box.width - line.width)
            let offset: Double
            switch alignment {
            case .natural, .left, .justified: offset = 0
            case .center: offset = slack / 2
            case .right: offset = slack
            }
            return TipLine(
                text: line.text,
                x: box.x + offset,
                baseline: box.y + metrics.ascender + Double(index) * lineHeight,
                width: line.width,
                measuredWith: measuredWith[index],
                runs: runs[index]
            )
        }
    }

    /// The truncation UILabel applies in `mode` when the text needs more lines than allowed.
    private static func truncation(of mode: LineBreakMode, numberOfLines: Int) -> TruncationMode? {
        switch mode {
        case .truncateTail: .tail
        case .truncateHead: .head
        case .truncateMiddle: .middle
        case .clip: nil
        case .wordWrap, .charWrap: numberOfLines > 0 ? .tail : nil
        }
    }
}

/// A text of a tooltip placed in its box, and how many lines the whole text needs (more than
/// the block's lines when `numberOfLines` cut it off).
struct PlacedText {
    let block: TipTextBlock
    let linesNeeded: Int
}
