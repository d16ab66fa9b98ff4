/// A paragraph (text between hard breaks) measured once: its grapheme clusters, their advances
/// as prefix sums, and where a line may end between them (found only when a line can end
/// inside it: the UAX #14 pass costs more than the measuring).
struct MeasuredParagraph {
    /// The paragraph's text, without its hard break.
    let text: Substring
    /// Start index of each cluster, plus `text.endIndex` at the end (count + 1 entries).
    let boundaries: [String.Index]
    /// Sum of the advances of clusters `0..<k` at `prefix[k]` (count + 1 entries).
    let prefix: [Double]
    /// Whether each cluster is white space that hangs at the end of a line.
    let isSpace: [Bool]
    /// Whether a line may end before each cluster (entry 0 is false); nil when the paragraph
    /// fits on one line of the width it was measured for, so no line ends inside it.
    let breakBefore: [Bool]?

    /// Number of clusters.
    var count: Int { isSpace.count }

    /// Measures `text` in `font` for lines of `maxWidth` (nil: no limit); `wrap` selects UAX #14
    /// opportunities (Korean broken at spaces only when `keepingHangulWords`) or every cluster
    /// boundary, and they are found only if some line can overflow `maxWidth`.
    init(
        _ text: Substring, font: FontRequest, maxWidth: Double?, wrap: WrapMode, keepingHangulWords: Bool = false,
        measurer: some TextMeasurer
    ) {
        self.text = text
        var boundaries = [text.startIndex]
        boundaries.reserveCapacity(text.utf8.count + 1)
        for (_, byteCount) in GraphemeClusters(text) {
            boundaries.append(text.utf8.index(boundaries[boundaries.count - 1], offsetBy: byteCount))
        }
        self.boundaries = boundaries
        var prefix = [0.0]
        prefix.reserveCapacity(boundaries.count)
        for advance in measurer.graphemeAdvances(of: text, in: font) {
            prefix.append(prefix[prefix.count - 1] + advance)
        }
        // A measurer that returns the wrong count must not break the layout.
        while prefix.count < boundaries.count { prefix.append(prefix[prefix.count - 1]) }
        self.prefix = Array(prefix.prefix(boundaries.count))
        let scalars = text.unicodeScalars
        let isSpace = boundaries.dropLast().map { Self.isHangingSpace(startingWith: scalars[$0]) }
        self.isSpace = isSpace
        guard let maxWidth, Self.overflows(prefix: self.prefix, isSpace: isSpace, maxWidth: maxWidth) else {
            breakBefore = nil
            return
        }
        switch wrap {
        case .character:
            breakBefore = (0..<(boundaries.count - 1)).map { $0 > 0 }
        case .word:
            breakBefore = Self.clusterOpportunities(
                text, clusterStarts: boundaries.dropLast(), keepingHangulWords: keepingHangulWords)
        }
    }

    /// Whether a line holding the whole paragraph would overflow `maxWidth`: whether it is wider
    /// at the end of some cluster that is not a hanging space, as ``LineFitter`` measures it
    /// (advances can be negative, so the widest point need not be the end).
    private static func overflows(prefix: [Double], isSpace: [Bool], maxWidth: Double) -> Bool {
        let limit = maxWidth + LineFitter.tolerance
        for index in isSpace.indices where !isSpace[index] && !(prefix[index + 1] - prefix[0] <= limit) {
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
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// UAX #14 opportunities, kept only where they fall on a cluster boundary.
    private static func clusterOpportunities(
        _ text: Substring, clusterStarts: ArraySlice<String.Index>, keepingHangulWords: Bool
    ) -> [Bool] {
        let scalars = text.unicodeScalars
        let opportunities = LineBreaker.opportunities(in: scalars, keepingHangulWords: keepingHangulWords)
        var result: [Bool] = []
        result.reserveCapacity(clusterStarts.count)
        var scalarOffset = 0
        var scalarIndex = scalars.startIndex
        for start in clusterStarts {
            while scalarIndex < start {
                scalars.formIndex(after: &scalarIndex)
                scalarOffset += 1
            }
            result.append(scalarOffset > 0 && opportunities[scalarOffset] != .prohibited)
        }
        return result
    }

    /// Width of clusters `range`, trailing spaces excluded (they hang).
    func visibleWidth(_ range: Range<Int>) -> Double {
        prefix[visibleEnd(range)] - prefix[range.lowerBound]
    }

    /// End of `range` less its trailing spaces.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && isSpace[end - 1] { end -= 1 }
        return end
    }

    /// Start of `range` less its leading spaces.
    func visibleStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && isSpace[start] { start += 1 }
        return start
    }

    /// The text of clusters `range`.
    func clusters(_ range: Range<Int>) -> Substring {
        text[boundaries[range.lowerBound]..<boundaries[range.upperBound]]
    }
}
