/// What one pair-positioning rule does to two adjacent glyphs, in font units.
struct PairAdjustment: Hashable, Sendable {
    /// Added to the first glyph's advance.
    var first: Int
    /// Added to the second glyph's advance.
    var second: Int
    /// Whether the rule has a second value record: HarfBuzz then moves past the second glyph,
    /// so it does not start the next pair.
    var consumesSecond: Bool
}

/// The layout of a GPOS ValueRecord, of which only XAdvance changes a line's width.
struct ValueFormat: Sendable {
    /// Size of the record in bytes.
    let size: Int
    /// Offset of XAdvance in the record, or nil if absent.
    let xAdvanceOffset: Int?

    init(_ bits: UInt16) {
        size = (bits & 0xFF).nonzeroBitCount * 2
        xAdvanceOffset = bits & 0x4 != 0 ? (bits & 0x3).nonzeroBitCount * 2 : nil
    }

    /// The XAdvance of the record at `offset` (0 if the format has none).
    func xAdvance(in table: ByteReader, at offset: Int) throws(FontError) -> Int {
        guard let xAdvanceOffset else { return 0 }
        return Int(try table.i16(offset + xAdvanceOffset))
    }
}

/// One GPOS pair adjustment subtable (lookup type 2), decoded at load.
enum PairSubtable: Sendable {
    /// Format 1: for each covered first glyph, its second glyphs (sorted) and adjustments.
    case glyphPairs(Coverage, sets: [[(second: UInt16, first: Int16, other: Int16)]], consumesSecond: Bool)
    /// Format 2: classes of both glyphs index a matrix of adjustments.
    case classPairs(Coverage, ClassDefinition, ClassDefinition, class2Count: Int, values: [(Int16, Int16)], consumesSecond: Bool)

    /// Reads a subtable; other formats throw.
    init(_ table: ByteReader) throws(FontError) {
        let coverage = try Coverage(table.window(at: Int(try table.u16(2))))
        let format1 = ValueFormat(try table.u16(4))
        let format2 = ValueFormat(try table.u16(6))
        let consumesSecond = format2.size > 0
        switch try table.u16(0) {
        case 1:
            let setCount = Int(try table.u16(8))
            let recordSize = 2 + format1.size + format2.size
            var sets: [[(second: UInt16, first: Int16, other: Int16)]] = []
            for index in 0..<setCount {
                let set = try table.window(at: Int(try table.u16(10 + index * 2)))
                let count = Int(try set.u16(0))
                try set.require(2, count * recordSize)
                var pairs: [(second: UInt16, first: Int16, other: Int16)] = []
                pairs.reserveCapacity(count)
                for pair in 0..<count {
                    let base = 2 + pair * recordSize
                    pairs.append((try set.u16(base),
                                  Int16(truncatingIfNeeded: try format1.xAdvance(in: set, at: base + 2)),
                                  Int16(truncatingIfNeeded: try format2.xAdvance(in: set, at: base + 2 + format1.size))))
                }
                sets.append(pairs)
            }
            self = .glyphPairs(coverage, sets: sets, consumesSecond: consumesSecond)
        case 2:
            let classes1 = try ClassDefinition(table.window(at: Int(try table.u16(8))))
            let classes2 = try ClassDefinition(table.window(at: Int(try table.u16(10))))
            let class1Count = Int(try table.u16(12))
            let class2Count = Int(try table.u16(14))
            let recordSize = format1.size + format2.size
            try table.require(16, class1Count * class2Count * recordSize)
            var values: [(Int16, Int16)] = []
            values.reserveCapacity(class1Count * class2Count)
            for index in 0..<(class1Count * class2Count) {
                let base = 16 + index * recordSize
                values.append((Int16(truncatingIfNeeded: try format1.xAdvance(in: table, at: base)),
                               Int16(truncatingIfNeeded: try format2.xAdvance(in: table, at: base + format1.size))))
            }
            self = .classPairs(coverage, classes1, classes2, class2Count: class2Count, values: values,
                               consumesSecond: consumesSecond)
        case let format:
            throw .invalid(table: table.table, reason: "unknown pair adjustment format \(format)")
        }
    }

    /// The adjustment for `left` followed by `right`, or nil if this subtable does not apply
    /// (HarfBuzz then tries the next subtable of the lookup).
    func adjustment(_ left: UInt16, _ right: UInt16) -> PairAdjustment? {
        switch self {
        case .glyphPairs(let coverage, let sets, let consumesSecond):
            guard let index = coverage.index(of: left), index < sets.count else { return nil }
            let pairs = sets[index]
            let low = pairs.partitioningIndex { $0.second >= right }
            guard low < pairs.count, pairs[low].second == right else { return nil }
            return PairAdjustment(first: Int(pairs[low].first), second: Int(pairs[low].other), consumesSecond: consumesSecond)
        case .classPairs(let coverage, let classes1, let classes2, let class2Count, let values, let consumesSecond):
            guard coverage.index(of: left) != nil else { return nil }
            let class2 = classes2.value(of: right)
            let index = classes1.value(of: left) * class2Count + class2
            guard class2 < class2Count, index < values.count else { return nil }
            return PairAdjustment(first: Int(values[index].0), second: Int(values[index].1), consumesSecond: consumesSecond)
        }
    }
}

/// A GPOS lookup of pair adjustments (type 2, possibly through type 9 extensions).
struct PairLookup: Sendable {
    /// Subtables in order; the first that applies to a pair wins.
    let subtables: [PairSubtable]

    /// The adjustment of the first subtable that applies to the pair.
    func adjustment(_ left: UInt16, _ right: UInt16) -> PairAdjustment? {
        for subtable in subtables {
            if let adjustment = subtable.adjustment(left, right) { return adjustment }
        }
        return nil
    }

    /// Applies the lookup over `glyphs` as HarfBuzz does, adding to `advances`: each glyph is
    /// paired with the next; after a pair with a second value record, the second glyph is
    /// skipped.
    func apply(to glyphs: [UInt16], advances: inout [Int]) {
        var index = 0
        while index + 1 < glyphs.count {
            guard let adjustment = adjustment(glyphs[index], glyphs[index + 1]) else {
                index += 1
                continue
            }
            advances[index] += adjustment.first
            advances[index + 1] += adjustment.second
            index += adjustment.consumesSecond ? 2 : 1
        }
    }
}
