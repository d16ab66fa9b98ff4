/// Advance lookups in the generated tables (``BuiltinMetricsTables``), exact in font units.
///
/// Advances of the two faces are summed separately as integers (Inter units, CJK units), so a
/// width is the same whatever the order or grouping of the sum, and is converted to points once.
struct AdvanceUnits: Hashable, Sendable {
    /// Sum of advances in Inter units (unit kind 0).
    var inter: Int = 0
    /// Sum of advances in CJK units, 1/1000 em (unit kinds 1 and 2).
    var cjk: Int = 0

    /// The sum in points at `size`: inter / interUPM + cjk / cjkUPM, in em, times size.
    func points(size: Double) -> Double {
        let interUPM = BuiltinMetricsTables.interUnitsPerEm
        let cjkUPM = BuiltinMetricsTables.cjkUnitsPerEm
        let numerator = Double(inter) * Double(cjkUPM) + Double(cjk) * Double(interUPM)
        return numerator / Double(interUPM * cjkUPM) * size
    }
}

/// Per-scalar advance lookup for one weight of the built-in metrics.
struct BuiltinAdvances: Sendable {
    /// Index 0…8 of the weight column (100…900).
    let weightColumn: Int

    /// The column for a numeric weight: rounded to the nearest hundred, clamped to 100…900.
    init(weight: Int) {
        let hundreds = (min(max(weight, 100), 900) + 50) / 100
        weightColumn = min(max(hundreds, 1), 9) - 1
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let emojiKind: UInt8 = 2

    /// Range index of every ASCII code point, so the common case skips the binary search.
    private static let asciiRanges: [Int] = (0..<128).map { searchRange(of: UInt32($0)) }

    /// Index of the range holding `value`: the last range starting at or before it (the
    /// first range starts at 0).
    private static func searchRange(of value: UInt32) -> Int {
        max(0, BuiltinMetricsTables.rangeStarts.partitioningIndex { $0 > value } - 1)
    }

    private static func range(of value: UInt32) -> Int {
        value < 128 ? asciiRanges[Int(value)] : searchRange(of: value)
    }

    /// Adds the advances of `scalars` to `units`. An emoji right after a zero-width joiner adds
    /// nothing (it joins the previous emoji into one glyph).
    func accumulate(_ scalars: some Sequence<Unicode.Scalar>, into units: inout AdvanceUnits) {
        var afterJoiner = false
        for scalar in scalars {
            let index = Self.range(of: scalar.value)
            let kind = BuiltinMetricsTables.rangeKinds[index]
            let advance = Int(BuiltinMetricsTables.rangeAdvances[index * 9 + weightColumn])
            if kind == 0 {
                units.inter += advance
            } else if !(afterJoiner && kind == Self.emojiKind) {
                units.cjk += advance
            }
            afterJoiner = scalar.value == Self.zeroWidthJoiner
        }
    }
}
