/// The grapheme clusters of a substring, each with its length in UTF-8 bytes, where the common
/// case is decided without the standard library's segmentation: a scalar below U+0300 that is
/// not CR, followed by the end or by another scalar below U+0300, is a cluster of its own
/// (UAX #29: no scalar below U+0300 is Extend, SpacingMark, Prepend, ZWJ, a regional indicator
/// or a Hangul jamo, so only CR LF joins two of them — the standard library's own quick
/// check). Every other cluster is the standard library's `Character`, from the same boundary.
struct GraphemeClusters: Sequence, IteratorProtocol {
    /// One cluster.
    enum Cluster {
        /// A cluster of one scalar below U+0300.
        case scalar(Unicode.Scalar)
        /// Any other cluster.
        case character(Character)
    }

    private let text: Substring
    private var index: Substring.Index

    /// The clusters of `text`.
    init(_ text: Substring) {
        self.text = text
        index = text.startIndex
    }

    /// The next cluster and its length in UTF-8 bytes, or nil at the end.
    mutating func next() -> (cluster: Cluster, byteCount: Int)? {
        guard index < text.endIndex else { return nil }
        if let (scalar, width) = lowScalar(at: index), scalar.value != 0x0D {
            let after = text.utf8.index(index, offsetBy: width)
            if after == text.endIndex || lowScalar(at: after) != nil {
                index = after
                return (.scalar(scalar), width)
            }
        }
        let character = text[index]
        index = text.index(after: index)
        return (.character(character), character.utf8.count)
    }

    /// The scalar at `position` and its UTF-8 width if it is below U+0300 (one byte, or two
    /// with a lead byte C2…CB), read from the bytes without the scalar view's checks.
    private func lowScalar(at position: Substring.Index) -> (Unicode.Scalar, Int)? {
        let utf8 = text.utf8
        let lead = utf8[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        guard (0xC2...0xCB).contains(lead) else { return nil }
        let trail = utf8[utf8.index(after: position)]
        return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(trail & 0x3F))!, 2)
    }
}
