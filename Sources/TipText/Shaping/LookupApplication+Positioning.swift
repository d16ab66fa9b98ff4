extension LookupApplication {
    /// Applies a GPOS subtable at the current glyph; true if it applied (and moved on).
    mutating func applyPositioning(_ subtable: LayoutLookup.Subtable) -> Bool {
        let table = subtable.table
        switch subtable.type {
        case 1: return applySingleAdjustment(table)
        case 2: return applyPairAdjustment(table, decoded: subtable.pairTables)
        case 3: return applyCursiveAttachment(table)
        case 4: return applyMarkToBase(table)
        case 5: return applyMarkToLigature(table)
        case 6: return applyMarkToMark(table)
        case 7: return applyContext(table)
        case 8: return applyChainContext(table)
        default: return false
        }
    }

    private mutating func applySingleAdjustment(_ table: FontTable) -> Bool {
        guard let coverageIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph) else { return false }
        let format = ValueRecordFormat(table.u16(4))
        switch table.u16(0) {
        case 1:
            adjust(buffer.index, by: format, in: table, at: 6)
        case 2:
            guard coverageIndex < table.u16(6) else { return false }
            adjust(buffer.index, by: format, in: table, at: 8 + coverageIndex * format.size)
        default:
            return false
        }
        buffer.index += 1
        return true
    }

    private mutating func applyPairAdjustment(_ table: FontTable, decoded: PairTables?) -> Bool {
        let glyph = buffer.current.glyph
        let covered = decoded?.coverage.value(of: glyph).map { $0 > 0 ? $0 - 1 : nil } ?? table.window(atOffset16: 2).coverageIndex(of: glyph)
        guard let coverageIndex = covered, let second = nextPosition(after: buffer.index, role: .input) else { return false }
        let first = ValueRecordFormat(table.u16(4)), other = ValueRecordFormat(table.u16(6))
        let secondGlyph = buffer.info[second].glyph
        switch table.u16(0) {
        case 1:
            guard coverageIndex < table.u16(8) else { return false }
            let set = table.window(atOffset16: 10 + coverageIndex * 2)
            let recordSize = 2 + first.size + other.size
            var low = 0, high = set.available(set.u16(0), of: recordSize, at: 2)
            while low < high {
                let middle = (low + high) / 2
                let record = 2 + middle * recordSize
                let glyph = set.u16(record)
                if glyph == secondGlyph {
                    adjust(buffer.index, by: first, in: set, at: record + 2)
                    adjust(second, by: other, in: set, at: record + 2 + first.size)
                    buffer.index = other.size > 0 ? second + 1 : second
                    return true
                }
                if glyph < secondGlyph { low = middle + 1 } else { high = middle }
            }
            return false
        case 2:
            let class1 = decoded?.first.value(of: glyph) ?? table.window(atOffset16: 8).glyphClass(of: glyph)
            let class2 = decoded?.second.value(of: secondGlyph) ?? table.window(atOffset16: 10).glyphClass(of: secondGlyph)
            let class1Count = table.u16(12), class2Count = table.u16(14)
            guard class1 < class1Count, class2 < class2Count else { return false }
            let record = 16 + (class1 * class2Count + class2) * (first.size + other.size)
            adjust(buffer.index, by: first, in: table, at: record)
            adjust(second, by: other, in: table, at: record + first.size)
            buffer.index = other.size > 0 ? second + 1 : second
            return true
        default:
            return false
        }
    }

    /// Adds the value record at `offset` of `table` to glyph `position`'s advance and offsets.
    private mutating func adjust(_ position: Int, by format: ValueRecordFormat, in table: FontTable, at offset: Int) {
        if let placement = format.xPlacementOffset { buffer.positions[position].xOffset += table.i16(offset + placement) }
        if let placement = format.yPlacementOffset { buffer.positions[position].yOffset += table.i16(offset + placement) }
        if let advance = format.xAdvanceOffset { buffer.positions[position].xAdvance += table.i16(offset + advance) }
    }
}

/// The layout of a GPOS ValueRecord: which fields it has, of which a horizontal line reads
/// XPlacement, YPlacement and XAdvance (device tables apply only at a pixel size, which tipc
/// never has).
struct ValueRecordFormat {
    /// Size of the record in bytes.
    let size: Int
    /// Offsets of XPlacement, YPlacement and XAdvance in the record, if present.
    let xPlacementOffset: Int?
    let yPlacementOffset: Int?
    let xAdvanceOffset: Int?

    init(_ bits: Int) {
        size = (bits & 0xFF).nonzeroBitCount * 2
        xPlacementOffset = bits & 0x1 != 0 ? 0 : nil
        yPlacementOffset = bits & 0x2 != 0 ? (bits & 0x1).nonzeroBitCount * 2 : nil
        xAdvanceOffset = bits & 0x4 != 0 ? (bits & 0x3).nonzeroBitCount * 2 : nil
    }
}
