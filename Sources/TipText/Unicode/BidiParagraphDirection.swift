/// How the base direction of a paragraph is chosen (UAX #9, rules P2–P3, or the higher-level
/// protocol HL1 that forces it).
enum BidiParagraphDirection: Sendable, Hashable {
    /// From the paragraph's first strong character (L gives left to right, R or AL right to left,
    /// none left to right), skipping isolated text: rules P2 and P3.
    case automatic
    /// Left to right (paragraph embedding level 0) whatever the text.
    case leftToRight
    /// Right to left (paragraph embedding level 1) whatever the text.
    case rightToLeft
}
