/// A piece of a paragraph that is shaped as one: a range of whole grapheme clusters with one
/// script and one bidi embedding level.
struct TextRun: Hashable, Sendable {
    /// The run's scalars, as offsets in the paragraph's `unicodeScalars`.
    let scalars: Range<Int>
    /// The run's text in the paragraph.
    let range: Range<String.Index>
    /// The script of the run (Common when the run has none of its own: digits, punctuation).
    let script: UnicodeScript
    /// The UAX #9 embedding level of the run.
    let bidiLevel: UInt8

    /// The direction of the run: its level's parity.
    var direction: TextDirection { bidiLevel & 1 == 0 ? .leftToRight : .rightToLeft }
}
