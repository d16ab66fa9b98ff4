/// The advances of every code point U+0000…U+10FFFF as ranges of code points with equal
/// entries: what ``BuiltinMetricsTables`` stores.
struct RangeTable {
    /// First code point of each range.
    private(set) var starts: [UInt32] = []
    /// Unit kind of each range.
    private(set) var kinds: [UInt8] = []
    /// Nine advances per range, range-major.
    private(set) var advances: [Int] = []

    /// Compresses the entries `rules` gives, starting a range wherever the entry changes.
    init(rules: AdvanceRules) throws(GeneratorError) {
        var previous: AdvanceEntry?
        for code in UInt32(0)...0x10_FFFF {
            let entry = try rules.entry(for: code)
            guard entry != previous else { continue }
            starts.append(code)
            kinds.append(entry.kind.rawValue)
            advances.append(contentsOf: entry.advances)
            previous = entry
        }
    }
}
