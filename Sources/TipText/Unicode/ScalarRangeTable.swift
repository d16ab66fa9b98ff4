/// A property of every code point, stored as ranges of equal value: the first code point of each
/// range (ascending, the first one 0) and each range's value, as `Scripts/generate-shaping-tables.py`
/// writes them.
///
/// A lookup is a binary search among the few ranges that meet the scalar's page of 4,096 code
/// points, which an index built once, with the table, names. It allocates nothing.
struct ScalarRangeTable: Sendable {
    /// The first code point of each range.
    private let starts: [UInt32]
    /// The value of each range.
    private let values: [UInt8]
    /// For each page (`code point >> 12`) and one past the last, the range holding the page's
    /// first code point; a page's code points lie in the ranges from its entry to the next one's.
    private let pageRanges: [UInt16]

    /// Number of code points in a page of ``pageRanges``, as a shift.
    private static let pageShift: UInt32 = 12

    /// The table of ranges starting at `starts` (ascending, the first one 0), valued `values`.
    init(starts: [UInt32], values: [UInt8]) {
        precondition(starts.first == 0 && starts.count == values.count && starts.count <= Int(UInt16.max),
                     "a generated range table must start at 0 and give each range one value")
        self.starts = starts
        self.values = values
        let pages = Int(0x110000 >> Self.pageShift)
        pageRanges = (0...pages).map { page in
            let first = UInt32(page) << Self.pageShift
            return UInt16(starts.partitioningIndex { $0 > first } - 1)
        }
    }

    /// The value of the range holding `scalar`.
    func value(of scalar: Unicode.Scalar) -> UInt8 {
        let code = scalar.value
        let page = Int(code >> Self.pageShift)
        var low = Int(pageRanges[page])
        var high = Int(pageRanges[page + 1])
        // The last range starting at or before `code` lies in low...high.
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= code { low = middle } else { high = middle - 1 }
        }
        return values[low]
    }
}
