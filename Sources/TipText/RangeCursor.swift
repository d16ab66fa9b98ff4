/// The ranges of a generated table: the first code point of each, ascending, the first one 0.
/// The range of each code point below ``directLimit`` (Latin, Greek, Cyrillic and the other
/// alphabets, punctuation, CJK symbols, kana) is looked up once, when the index is made; made
/// once per table, and read by the ``RangeCursor``s over it.
final class RangeIndex: Sendable {
    /// Code points below it are looked up directly.
    static let directLimit: UInt32 = 0x3100

    /// The first code point of each range.
    fileprivate let starts: [UInt32]
    /// The range of each code point below ``directLimit``.
    fileprivate let direct: [UInt16]

    /// The index of the ranges starting at `starts` (fewer than 65,536 of them).
    init(starts: [UInt32]) {
        self.starts = starts
        var range = 0
        direct = (0..<Self.directLimit).map { value in
            while range + 1 < starts.count && starts[range + 1] <= value { range += 1 }
            return UInt16(range)
        }
    }

    /// The index of the range holding `value`, by binary search.
    func range(of value: UInt32) -> Int {
        max(0, starts.partitioningIndex { $0 > value } - 1)
    }
}

/// Finds which range of a ``RangeIndex`` holds each scalar of a text, in order. Code points
/// below ``RangeIndex/directLimit`` are looked up directly; other text runs in few ranges (a
/// line of ideographs), so a scalar in the range of the one before is placed without a search.
struct RangeCursor {
    /// The range of the last scalar searched for, and the first code point past it.
    private var range = 0, rangeEnd: UInt32 = 0

    /// The index of the range of `index` holding `value`.
    @inline(__always)
    mutating func range(of value: UInt32, in index: RangeIndex) -> Int {
        if value < RangeIndex.directLimit { return Int(index.direct[Int(value)]) }
        if value < index.starts[range] || value >= rangeEnd {
            range = index.range(of: value)
            rangeEnd = range + 1 < index.starts.count ? index.starts[range + 1] : UInt32.max
        }
        return range
    }
}
