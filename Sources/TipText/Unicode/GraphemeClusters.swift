/// The grapheme clusters of a substring, each with its length in UTF-8 bytes, where the common
/// case is decided without the standard library's segmentation: a *lone* scalar that is not
/// CR, followed by the end or by another lone scalar, is a cluster of its own. Lone scalars are
/// those below U+0300 (the standard library's own quick check), kana, CJK punctuation and
/// ideographs, Hangul syllables and fullwidth ASCII: by UAX #29 none of them is Extend,
/// SpacingMark, Prepend, ZWJ, a regional indicator, a Hangul jamo or an Indic conjunct
/// consonant or linker, so between two of them only CR LF (GB3) does not break, and a Hangul
/// syllable does not join another (GB6–GB8 join syllables to jamo only). None has
/// Emoji_Presentation: each is shown as text. Every other cluster is the standard library's
/// `Character`, from the same boundary.
struct GraphemeClusters: Sequence, IteratorProtocol {
    /// One cluster.
    enum Cluster {
        /// A cluster of one lone scalar (see ``GraphemeClusters``).
        case scalar(Unicode.Scalar)
        /// Any other cluster.
        case character(Character)
    }

    private let text: Substring
    /// The text's UTF-8, read by offset: one copy, cheaper than the checks of a subscript of
    /// the substring's UTF-8 view for every byte looked at.
    private let bytes: [UInt8]
    /// The offset of the next cluster in ``bytes``.
    private var offset = 0

    /// The clusters of `text`.
    init(_ text: Substring) {
        self.text = text
        bytes = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)  // memcpy, not byte by byte
    }

    /// The next cluster and its length in UTF-8 bytes, or nil at the end.
    mutating func next() -> (cluster: Cluster, byteCount: Int)? {
        guard offset < bytes.count else { return nil }
        if let (scalar, width) = loneScalar(at: offset), scalar.value != 0x0D {
            let after = offset + width
            if after == bytes.count || loneScalar(at: after) != nil {
                offset = after
                return (.scalar(scalar), width)
            }
        }
        let character = text[text.utf8.index(text.startIndex, offsetBy: offset)]
        let byteCount = character.utf8.count
        offset += byteCount
        return (.character(character), byteCount)
    }

    /// The scalar at byte `position` and its UTF-8 width if it is a lone scalar, read from the
    /// bytes without decoding checks (the text is valid UTF-8).
    private func loneScalar(at position: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        // Below U+0300: two bytes with a lead byte C2…CB.
        if (0xC2...0xCB).contains(lead) {
            return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[position + 1] & 0x3F))!, 2)
        }
        // The ranges above: three bytes with a lead byte E3…EF.
        guard (0xE3...0xEF).contains(lead) else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[position + 1] & 0x3F) << 6 | UInt32(bytes[position + 2] & 0x3F)
        guard Self.isLone(value) else { return nil }
        return (Unicode.Scalar(value)!, 3)
    }

    /// Whether `value`, at or above U+3000, is a lone scalar: CJK Symbols and Punctuation but
    /// the tone marks U+302A–U+302F (Extend), Hiragana but the combining sound marks U+3099
    /// and U+309A (Extend), Katakana, CJK Unified Ideographs, Hangul syllables (LV and LVT),
    /// and fullwidth ASCII U+FF01–U+FF5E.
    private static func isLone(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            true
        default:
            false
        }
    }
}
