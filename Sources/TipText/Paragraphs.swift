/// The paragraphs of a text: the text between hard breaks (a `\r\n` is one break), found in its
/// UTF-8. A break is a grapheme cluster of its own (or `\r\n`), so no cluster is split. Every
/// text has at least one paragraph (the empty text, one empty paragraph).
struct Paragraphs: Sequence, IteratorProtocol {
    private var text: String
    /// The UTF-8 offset of the next paragraph; nil after the last one.
    private var start: Int? = 0

    /// The paragraphs of `text`.
    init(_ text: String) {
        self.text = text
        self.text.makeContiguousUTF8()
    }

    /// The next paragraph, without its hard break, or nil after the last one.
    mutating func next() -> Substring? {
        guard let start else { return nil }
        let (end, breakLength) = text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = Self.firstBreakCandidate(in: bytes, from: start)
            while offset < bytes.count {
                let length = Self.hardBreakLength(in: bytes, at: offset)
                if length > 0 { return (offset, length) }
                offset = Self.firstBreakCandidate(in: bytes, from: offset + 1)
            }
            return (offset, 0)
        }!  // the text is contiguous
        self.start = breakLength > 0 ? end + breakLength : nil
        if start == 0 && breakLength == 0 { return text[...] }  // a text of one paragraph
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// The offset of the first byte of `bytes` from `offset` on that may start a hard break —
    /// 0A–0D, C2 or E2 (the bytes that give C2 with bit 5 cleared) — or the end. Most text has
    /// none, so it is looked for eight bytes at a time: a word holds one if it has a byte below
    /// 0E, or a zero byte once its bytes with bit 5 cleared are XORed with C2 (the usual tests of
    /// a word for a small or a zero byte, exact for "is there one").
    private static func firstBreakCandidate(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = offset
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
            let isBelow0E = (word &- ones &* 0x0E) & ~word & highBits
            let other = (word & (ones &* 0xDF)) ^ (ones &* 0xC2)
            let isC2OrE2 = (other &- ones) & ~other & highBits
            if isBelow0E | isC2OrE2 != 0 { break }
            offset += 8
        }
        while offset < bytes.count && bytes[offset] > 0x0D && bytes[offset] & 0xDF != 0xC2 { offset += 1 }
        return offset
    }

    /// The length in UTF-8 bytes of the hard break at byte `offset` of `bytes` (0 if there is
    /// none): the scalars of class BK, CR, LF and NL — U+000A–U+000D, U+0085, U+2028 and
    /// U+2029 — and CR LF together. Any byte may be looked at: none of those starts with a
    /// continuation byte, and their lead bytes lead nothing else that starts with their bytes.
    private static func hardBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        switch bytes[offset] {
        case 0x0A, 0x0B, 0x0C:
            return 1
        case 0x0D:
            return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9) ? 3 : 0
        default:
            return 0
        }
    }
}
