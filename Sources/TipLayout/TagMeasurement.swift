import TipModel
import TipStyle
import TipText

/// A tag's text and width before it is placed on a row.
struct MeasuredTag: Hashable, Sendable {
    /// The text shown, truncated with "…" when the tag was too wide.
    var text: String
    /// The advance width of `text`.
    var textWidth: Double
    /// The tag's width: text width plus horizontal padding, at most the inner width.
    var width: Double
    /// True when the tag, untruncated, was wider than the inner width: its text is cut with "…"
    /// and it takes a row of its own.
    var standsAlone: Bool
    /// True for the `+N` tag.
    var isOverflowCounter: Bool
    /// The index of the item it shows; nil for the `+N` tag.
    var item: Int?
    /// The faces that measured `text` (nil for the system font).
    var measuredWith: [String]?
    /// The runs of `text` in their fonts, when it is styled (nil for plain text).
    var runs: [TipRun]?
}

/// Measures tags of one group: same font, same padding, same inner width.
struct TagMeasurer<Measurer: TextMeasurer> {
    /// The tags' font as the style writes it (what styled runs start from).
    var fontStyle: FontStyle
    /// Whether the tags' ligatures are on.
    var ligatures: Ligatures
    /// The tags' own padding.
    var padding: EdgeInsets
    /// The container's width less its padding.
    var innerWidth: Double
    /// The text engine.
    var measurer: Measurer

    /// The tags' font as the text engine takes it.
    private var font: FontRequest { fontStyle.request(ligatures: ligatures) }

    /// Measures `written` (its inline Markdown read: see ``MarkedUpText``). A tag wider than
    /// `innerWidth` is made exactly `innerWidth` wide and its text truncated at the tail with
    /// "…" to fit inside its padding; if not even "…" fits, the text is "…" and overflows (it
    /// is clipped when drawn).
    func measure(_ written: String, item: Int? = nil, isOverflowCounter: Bool = false) -> MeasuredTag {
        let markedUp = MarkedUpText(written, font: fontStyle, ligatures: ligatures)
        let font = font
        let whole = markedUp.fontRuns == nil
            ? TextLine(text: markedUp.text, width: measurer.width(of: markedUp.text[...], in: font))
            : markedUp.truncated(toWidth: .infinity, in: font, measurer: measurer)
        let width = whole.width + padding.horizontal
        guard width > innerWidth + TagRowFiller.epsilon else {
            return MeasuredTag(text: whole.text, textWidth: whole.width, width: width, standsAlone: false,
                               isOverflowCounter: isOverflowCounter, item: item, measuredWith: faceNames(of: whole, markedUp),
                               runs: markedUp.runs(of: whole))
        }
        let truncated = markedUp.truncated(toWidth: innerWidth - padding.horizontal, in: font, measurer: measurer)
        return MeasuredTag(
            text: truncated.text, textWidth: truncated.width, width: innerWidth,
            standsAlone: true, isOverflowCounter: isOverflowCounter, item: item, measuredWith: faceNames(of: truncated, markedUp),
            runs: markedUp.runs(of: truncated)
        )
    }

    /// The faces that measured `line`, for a named family; nil for the system font.
    private func faceNames(of line: TextLine, _ markedUp: MarkedUpText) -> [String]? {
        fontStyle.family == nil ? nil : markedUp.faceNames(of: line, in: font, measurer: measurer)
    }
}
