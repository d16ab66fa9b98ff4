/// The grapheme clusters of a substring, read from its UTF-8 bytes, each with its length in
/// bytes, where the common case is decided without the standard library's segmentation: a
/// *lone* scalar that is not CR, followed by the end or by another lone scalar, is a cluster of
/// its own. Lone scalars are those below U+0300 (the standard library's own quick check), kana,
/// CJK punctuation and ideographs, Hangul syllables and fullwidth ASCII: by UAX #29 none of them
/// is Extend, SpacingMark, Prepend, ZWJ, a regional indicator, a Hangul jamo or an Indic
/// conjunct consonant or linker, so between two of them only CR LF (GB3) does not break, and a
/// Hangul syllable does not join another (GB6–GB8 join syllables to jamo only). None has
/// Emoji_Presentation: each is shown as text. Every other cluster is the standard library's
/// `Character`, from the same boundary.
///
/// Made by ``Swift/Substring/withGraphemeClusters(_:)``, which lends it the bytes. Iterating
/// gives each cluster as a lone scalar or a `Character`; ``nextCluster()`` finds the next one
/// without making the `Character`.
struct GraphemeClusters: Sequence, IteratorProtocol {
    /// One cluster.
    enum Cluster {
        /// A cluster of one lone scalar (see ``GraphemeClusters``).
        case scalar(Unicode.Scalar)
        /// Any other cluster.
        case character(Character)
    }

    private let text: Substring
    /// The text's UTF-8, read by offset without the checks of a subscript of its UTF-8 view.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next cluster in ``bytes``.
    private var offset = 0
    /// The lone scalar at ``offset`` and its width, if the cluster before found it there.
    private var loneAhead: (Unicode.Scalar, Int)?

    /// The clusters of `text`, whose UTF-8 is `bytes` (which must outlive the iteration).
    fileprivate init(_ text: Substring, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
    }

    /// The next cluster and its length in UTF-8 bytes, or nil at the end.
    mutating func next() -> (cluster: Cluster, byteCount: Int)? {
        let start = offset
        guard let (byteCount, lone) = nextCluster() else { return nil }
        return (lone.map(Cluster.scalar) ?? .character(character(at: start)), byteCount)
    }

    /// The length in UTF-8 bytes of the next cluster, and its scalar if it is a lone one; nil
    /// at the end.
    @inline(__always)
    mutating func nextCluster() -> (byteCount: Int, lone: Unicode.Scalar?)? {
        guard offset < bytes.count else { return nil }
        let lone = loneAhead ?? loneScalar(at: offset)
        loneAhead = nil
        if let (scalar, width) = lone, scalar.value != 0x0D {
            let after = offset + width
            if after == bytes.count {
                offset = after
                return (width, scalar)
            }
            if let following = loneScalar(at: after) {
                offset = after
                loneAhead = following
                return (width, scalar)
            }
        }
        let byteCount = character(at: offset).utf8.count
        offset += byteCount
        return (byteCount, nil)
    }

    /// The standard library's `Character` that starts at byte `offset`.
    private func character(at offset: Int) -> Character {
        text[text.utf8.index(text.startIndex, offsetBy: offset)]
    }

    /// The scalar at byte `position` and its UTF-8 width if it is a lone scalar, read from the
    /// bytes without decoding checks (the text is valid UTF-8).
    @inline(__always)
    private func loneScalar(at position: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        // Below U+0300: two bytes with a lead byte C2…CB.
        if (0xC2...0xCB).contains(lead) {
            return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[position + 1] & 0x3F)).unsafelyUnwrapped, 2)
        }
        // The ranges above: three bytes with a lead byte E3…EF.
        guard (0xE3...0xEF).contains(lead) else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[position + 1] & 0x3F) << 6 | UInt32(bytes[position + 2] & 0x3F)
        guard Self.isLoneCJK(value) else { return nil }
        return (Unicode.Scalar(value).unsafelyUnwrapped, 3)
    }

    /// Whether `scalar` is a lone scalar (see ``GraphemeClusters``).
    static func isLone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x300 || isLoneCJK(scalar.value)
    }

    /// Whether `value`, at or above U+3000, is a lone scalar: CJK Symbols and Punctuation but
    /// the tone marks U+302A–U+302F (Extend), Hiragana but the combining sound marks U+3099
    /// and U+309A (Extend), Katakana, CJK Unified Ideographs, Hangul syllables (LV and LVT),
    /// and fullwidth ASCII U+FF01–U+FF5E.
    private static func isLoneCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            true
        default:
            false
        }
    }
}

extension Substring {
    /// Calls `body` with the grapheme clusters of the substring, read from its UTF-8 bytes (made
    /// contiguous first if they are not, which a native string's always are).
    @inline(__always)
    func withGraphemeClusters<Result>(_ body: (GraphemeClusters) throws -> Result) rethrows -> Result {
        var contiguous = self
        return try contiguous.withUTF8 { try body(GraphemeClusters(self, bytes: $0)) }
    }
}
