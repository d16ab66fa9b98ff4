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

/// Per-scalar advance lookup for one weight of the built-in metrics: ASCII in a table of its own
/// (the commonest text, every code point of it in Inter), other scalars with a ``RangeCursor``
/// (a text's scalars are looked up in order). The tables are made once and shared.
struct BuiltinAdvances {
    /// Index 0…8 of the weight column (100…900).
    let weightColumn: Int
    /// Where the column's ASCII advances start in ``Tables/ascii``.
    private let asciiColumn: Int
    private let tables = Tables.shared
    private var cursor = RangeCursor()

    /// The column for a numeric weight: rounded to the nearest hundred, clamped to 100…900.
    init(weight: Int) {
        let hundreds = (min(max(weight, 100), 900) + 50) / 100
        weightColumn = min(max(hundreds, 1), 9) - 1
        asciiColumn = weightColumn * 0x80
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let interKind: UInt8 = 0
    private static let emojiKind: UInt8 = 2

    /// ``BuiltinMetricsTables`` ready for lookups, made once.
    private final class Tables: Sendable {
        static let shared = Tables()

        let ranges = RangeIndex(starts: BuiltinMetricsTables.rangeStarts)
        let kinds = BuiltinMetricsTables.rangeKinds
        let advances = BuiltinMetricsTables.rangeAdvances
        /// The Inter advance of each ASCII code point, the 128 of each weight column in turn.
        let ascii: [Int]

        private init() {
            let ranges = ranges
            ascii = (0..<9).flatMap { column in
                (0..<UInt32(0x80)).map { value in
                    let range = ranges.range(of: value)
                    precondition(BuiltinMetricsTables.rangeKinds[range] == interKind, "ASCII is measured in Inter")
                    return Int(BuiltinMetricsTables.rangeAdvances[range * 9 + column])
                }
            }
        }
    }

    /// The advance of ASCII byte `byte` (below 0x80), in Inter units.
    @inline(__always)
    func asciiAdvance(of byte: UInt8) -> Int {
        tables.ascii[asciiColumn + Int(byte)]
    }

    /// Adds the advances of `scalars` to `units`. An emoji right after a zero-width joiner adds
    /// nothing (it joins the previous emoji into one glyph).
    @inline(__always)
    mutating func accumulate(_ scalars: some Sequence<Unicode.Scalar>, into units: inout AdvanceUnits) {
        var afterJoiner = false
        for scalar in scalars {
            if scalar.value < 0x80 {
                units.inter += tables.ascii[asciiColumn + Int(scalar.value)]
                afterJoiner = false
                continue
            }
            let index = cursor.range(of: scalar.value, in: tables.ranges)
            let kind = tables.kinds[index]
            let advance = Int(tables.advances[index * 9 + weightColumn])
            if kind == Self.interKind {
                units.inter += advance
            } else if !(afterJoiner && kind == Self.emojiKind) {
                units.cjk += advance
            }
            afterJoiner = scalar.value == Self.zeroWidthJoiner
        }
    }
}
