/// The direction a run of text is written in horizontally.
enum TextDirection: Sendable, Hashable {
    /// Left to right: Latin, Han, Devanagari…, and digits.
    case leftToRight
    /// Right to left: Arabic, Hebrew…
    case rightToLeft
}
