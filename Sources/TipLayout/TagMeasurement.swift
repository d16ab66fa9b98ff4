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
    /// True when the tag, untruncated, was wider than the inner width: it takes a row of its own.
    var standsAlone: Bool
    /// True for the `+N` tag.
    var isOverflowCounter: Bool
    /// The faces that measured `text` (nil for the system font).
    var measuredWith: [String]?
}

/// Measures tags of one group: same font, same padding, same inner width.
struct TagMeasurer<Measurer: TextMeasurer> {
    /// The tags' font.
    var font: FontRequest
    /// The tags' own padding.
    var padding: EdgeInsets
    /// The container's width less its padding.
    var innerWidth: Double
    /// The text engine.
    var measurer: Measurer
    /// Whether the font is a named family, whose faces are recorded.
    var recordsFaces: Bool

    /// Measures `text`. A tag wider than `innerWidth` is made exactly `innerWidth` wide and its
    /// text truncated at the tail with "…" to fit inside its padding; if not even "…" fits, the
    /// text is "…" and overflows (it is clipped when drawn).
    func measure(_ text: String, isOverflowCounter: Bool = false) -> MeasuredTag {
        let textWidth = measurer.width(of: text[...], in: font)
        let width = textWidth + padding.horizontal
        guard width > innerWidth + TagRowFiller.epsilon else {
            return MeasuredTag(text: text, textWidth: textWidth, width: width, standsAlone: false,
                               isOverflowCounter: isOverflowCounter, measuredWith: faceNames(of: text))
        }
        let truncated = TextLayout.truncate(
            text, toWidth: innerWidth - padding.horizontal, in: font, mode: .tail, measurer: measurer
        )
        return MeasuredTag(
            text: truncated.text, textWidth: truncated.width, width: innerWidth,
            standsAlone: true, isOverflowCounter: isOverflowCounter, measuredWith: faceNames(of: truncated.text)
        )
    }

    private func faceNames(of text: String) -> [String]? {
        recordsFaces ? measurer.faceNames(of: text[...], in: font) : nil
    }
}
