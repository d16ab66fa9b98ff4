/// How a grapheme cluster is shown: as a (colour) emoji or as text, by UTS #51 (Unicode Emoji,
/// 15.0) §4 "Presentation Style" and the sequences of §1.4, tested in this order:
/// 1. A variation selector after the first scalar decides: VS16 (U+FE0F) emoji, VS15 (U+FE0E)
///    text (ED-8a emoji and ED-9a text presentation sequences; keycaps, `#️⃣` = `#` U+FE0F
///    U+20E3, are emoji this way and only this way).
/// 2. An emoji modifier sequence (ED-13: an Emoji_Modifier_Base and an Emoji_Modifier, `👍🏽`),
///    a flag (ED-14: two regional indicators, `🇯🇵`), a tag sequence (ED-14a: a base, tag
///    characters U+E0020–U+E007E, U+E007F CANCEL TAG, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`) or a ZWJ sequence (ED-16: U+200D
///    joining an Extended_Pictographic character, `👨‍👩‍👧`) is emoji.
/// 3. Otherwise the first scalar's Emoji_Presentation: `😀` emoji, `☺` or `1` text.
enum EmojiPresentation: Sendable, Hashable {
    /// Shown as an emoji: a colour emoji font should draw it.
    case emoji
    /// Shown as text, in the text's font.
    case text

    /// The tag characters that spell a tag sequence's specification.
    private static let tagSpecification: ClosedRange<UInt32> = 0xE0020...0xE007E
    /// CANCEL TAG, which ends a tag sequence.
    private static let cancelTag: Unicode.Scalar = "\u{E007F}"
    /// ZERO WIDTH JOINER.
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    /// The regional indicator symbols, two of which make a flag.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// The presentation of the cluster `scalars`.
    init(of scalars: some Collection<Unicode.Scalar>) {
        guard let first = scalars.first else {
            self = .text
            return
        }
        let rest = scalars.dropFirst()
        switch rest.first {
        case "\u{FE0F}":
            self = .emoji
        case "\u{FE0E}":
            self = .text
        case let second? where Self.isModifierSequence(first, second) || Self.isFlag(first, second):
            self = .emoji
        default:
            let isSequence = Self.isTagSequence(rest) || Self.isZeroWidthJoinerSequence(scalars)
            self = isSequence || UnicodeData.emojiProperties(of: first).contains(.emojiPresentation) ? .emoji : .text
        }
    }

    /// The presentation of `cluster`.
    init(of cluster: Character) {
        self.init(of: cluster.unicodeScalars)
    }

    /// Whether `base` and `modifier` make an emoji modifier sequence.
    private static func isModifierSequence(_ base: Unicode.Scalar, _ modifier: Unicode.Scalar) -> Bool {
        UnicodeData.emojiProperties(of: base).contains(.emojiModifierBase)
            && UnicodeData.emojiProperties(of: modifier).contains(.emojiModifier)
    }

    /// Whether `first` and `second` are regional indicators: a flag.
    private static func isFlag(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        regionalIndicators.contains(first.value) && regionalIndicators.contains(second.value)
    }

    /// Whether the scalars after a base are a tag specification ended by CANCEL TAG.
    private static func isTagSequence(_ afterBase: some Collection<Unicode.Scalar>) -> Bool {
        guard afterBase.count >= 2 else { return false }
        var tags = afterBase.makeIterator()
        while let tag = tags.next() {
            if tag == cancelTag { return tags.next() == nil }
            if !tagSpecification.contains(tag.value) { return false }
        }
        return false
    }

    /// Whether a ZERO WIDTH JOINER joins an Extended_Pictographic character in `scalars`.
    private static func isZeroWidthJoinerSequence(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        scalars.contains(zeroWidthJoiner)
            && scalars.contains { UnicodeData.emojiProperties(of: $0).contains(.extendedPictographic) }
    }
}
