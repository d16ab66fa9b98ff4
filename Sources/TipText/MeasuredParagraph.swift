/// One grapheme cluster of a ``MeasuredParagraph``, or its end (after the last cluster).
struct MeasuredCluster {
    /// The UTF-8 offset of its first byte in the paragraph's text.
    var offset: Int
    /// The sum of the advances of the clusters before it, in points: where it starts on a line
    /// that holds the paragraph from its first cluster.
    var position: Double
    /// Whether it is white space that hangs at the end of a line.
    var isSpace = false
    /// Whether a line may end before it (found only when a line can end inside the paragraph).
    var breakBefore = false
}

/// A paragraph (text between hard breaks) measured once, in one pass over its UTF-8: its
/// grapheme clusters, where each starts and which hang as spaces, and where a line may end
/// between them (found only when a line can end inside it: the UAX #14 pass costs more than
/// the measuring).
///
/// Measuring another paragraph into it reuses its storage; layouts take one from a
/// ``ParagraphPool``, so that they seldom allocate any.
struct MeasuredParagraph {
    /// The paragraph's text, without its hard break.
    private(set) var text: Substring = ""
    /// Number of clusters.
    private(set) var count = 0
    /// The clusters, then the end, then room for longer paragraphs.
    private var storage = [MeasuredCluster(offset: 0, position: 0)]
    /// Whether a line of the width the paragraph was measured for can end inside it, so that
    /// the clusters' ``MeasuredCluster/breakBefore`` were found; false when it fits on one line.
    private(set) var lineCanEndInside = false
    /// The buffers of the UAX #14 pass, kept for the next paragraph.
    private var breaks = ClusterBreaks()

    /// Its clusters, then its end: `count + 1` entries, the last one at the text's UTF-8 count
    /// and at the sum of all advances.
    var clusters: ArraySlice<MeasuredCluster> { storage[...count] }

    /// For how many clusters the paragraph has room without allocating.
    var capacity: Int { storage.capacity - 1 }

    /// Measures `text` in `font` for lines of `maxWidth` (nil: no limit), in place of the
    /// paragraph measured before; `wrap` selects UAX #14 opportunities (Korean broken at spaces
    /// only when `keepingHangulWords`) or every cluster boundary, and they are found only if
    /// some line can overflow `maxWidth`. With `runs`, each run is measured in its own font
    /// (and `font` is not used).
    mutating func measure(
        _ text: Substring, font: FontRequest, runs: [ParagraphRun]? = nil, maxWidth: Double?, wrap: WrapMode,
        keepingHangulWords: Bool = false, measurer: some TextMeasurer
    ) {
        self.text = text
        var contiguous = text
        contiguous.withUTF8 { bytes in
            // At most one cluster per byte, then the end.
            if storage.count < bytes.count + 1 {
                storage.append(contentsOf: repeatElement(MeasuredCluster(offset: 0, position: 0), count: bytes.count + 1 - storage.count))
            }
            storage.withUnsafeMutableBufferPointer { clusters in
                count = Self.measureClusters(of: text, bytes: bytes, font: font, runs: runs, measurer: measurer, into: clusters)
                guard let maxWidth, Self.overflows(clusters[...count], maxWidth: maxWidth) else {
                    lineCanEndInside = false
                    return
                }
                lineCanEndInside = true
                switch wrap {
                case .character:
                    for index in 1..<count { clusters[index].breakBefore = true }
                case .word:
                    breaks.mark(clusters[...count], bytes: bytes, keepingHangulWords: keepingHangulWords)
                }
            }
        }
    }

    /// Lets go of the text, which the paragraph kept alive.
    mutating func forgetText() {
        text = ""
    }

    /// Writes the clusters of `text`, whose UTF-8 is `bytes`, as `measurer` finds and measures
    /// them, then the end, at the start of `clusters` (one entry longer than the bytes), and
    /// returns how many clusters there are. With `runs`, the clusters of each run in turn, in
    /// its font (a cluster never spans two runs).
    private static func measureClusters(
        of text: Substring, bytes: UnsafeBufferPointer<UInt8>, font: FontRequest, runs: [ParagraphRun]?,
        measurer: some TextMeasurer, into clusters: UnsafeMutableBufferPointer<MeasuredCluster>
    ) -> Int {
        var advances = GraphemeAdvances(bytes: bytes, into: clusters)
        if let runs {
            for run in runs { measurer.measureGraphemes(of: text.utf8Slice(run.range), in: run.font, into: &advances) }
        } else {
            measurer.measureGraphemes(of: text, in: font, into: &advances)
        }
        advances.writeEnd()
        return advances.count
    }

    /// Whether a line holding the whole paragraph of `clusters` (then the end) would overflow
    /// `maxWidth`: whether it is wider at the end of some cluster that is not a hanging space,
    /// as ``LineFitter`` measures it (advances can be negative, so the widest point need not be
    /// the end).
    private static func overflows(_ clusters: Slice<UnsafeMutableBufferPointer<MeasuredCluster>>, maxWidth: Double) -> Bool {
        let limit = maxWidth + LineFitter.tolerance
        for index in 0..<clusters.count - 1
        where !clusters[index].isSpace && !(clusters[index + 1].position - clusters[0].position <= limit) {
            return true
        }
        return false
    }

    /// Whether a cluster that starts with `first` is white space that hangs at a line's end:
    /// `Character.isWhitespace && !isNewline`, both of which read the first scalar only. The
    /// scalars with Unicode's White_Space property are few and fixed (PropList.txt), so they
    /// are listed here rather than looked up for every cluster: of them, all but the line
    /// separators (U+000A–U+000D, U+0085, U+2028, U+2029) hang.
    static func isHangingSpace(startingWith first: Unicode.Scalar) -> Bool {
        switch first.value {
        case 0x09, 0x20: true
        case ..<0xA0: false  // the rest of ASCII, the commonest text, at once
        case 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether the cluster at byte `offset` of the UTF-8 `bytes` starts with a hanging space
    /// (see ``isHangingSpace(startingWith:)``). Only the lead bytes of those spaces (ASCII, C2,
    /// E1–E3) are decoded, so an offset inside a scalar reads nothing past the byte there.
    @inline(__always)
    static func startsWithHangingSpace(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let lead = bytes[offset]
        guard lead < 0x80 || lead == 0xC2 || (0xE1...0xE3).contains(lead) else { return false }
        var scalars = UTF8Scalars(bytes, from: offset)
        return isHangingSpace(startingWith: scalars.next().unsafelyUnwrapped)
    }

    /// Width of clusters `range`: from the start of the first to the end of the last.
    func width(_ range: Range<Int>) -> Double {
        storage[range.upperBound].position - storage[range.lowerBound].position
    }

    /// Width of clusters `range`, trailing spaces excluded (they hang).
    func visibleWidth(_ range: Range<Int>) -> Double {
        width(range.lowerBound..<visibleEnd(range))
    }

    /// End of `range` less its trailing spaces.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && storage[end - 1].isSpace { end -= 1 }
        return end
    }

    /// Start of `range` less its leading spaces.
    func visibleStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && storage[start].isSpace { start += 1 }
        return start
    }

    /// The UTF-8 offset where cluster `index` starts (the text's length for the end).
    func offset(ofCluster index: Int) -> Int {
        storage[index].offset
    }

    /// The text of clusters `range`, copied from the paragraph's UTF-8.
    func text(_ range: Range<Int>) -> String {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[storage[range.lowerBound].offset..<storage[range.upperBound].offset]), as: UTF8.self)
        }
    }
}

extension Substring {
    /// The part of it at UTF-8 offsets `range` (on scalar boundaries).
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }
}
