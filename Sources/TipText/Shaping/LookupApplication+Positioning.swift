extension LookupApplication {
    /// Applies a GPOS subtable at the current glyph; true if it applied (and moved on).
    ///
    /// Mark attachment (types 4–6) only moves marks, never changes an advance, so it is not
    /// applied: tipc positions glyphs to measure them.
    mutating func applyPositioning(_ subtable: LayoutLookup.Subtable) -> Bool {
        let table = subtable.table
        switch subtable.type {
        case 1: return applySingleAdjustment(table)
        case 2: return applyPairAdjustment(table, decoded: subtable.pairTables)
        case 3: return applyCursiveAttachment(table)
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

    /// Cursive attachment joins the current glyph's entry anchor to the previous glyph's exit
    /// anchor, which changes both advances (`CursivePosFormat1::apply`, horizontal).
    private mutating func applyCursiveAttachment(_ table: FontTable) -> Bool {
        let coverage = table.window(atOffset16: 2)
        let recordCount = table.u16(4)
        func anchorX(_ glyph: Int, entry: Bool) -> Int? {
            guard let index = coverage.coverageIndex(of: glyph), index < recordCount else { return nil }
            let anchor = table.window(atOffset16: 6 + index * 4 + (entry ? 0 : 2))
            return anchor.isEmpty ? nil : anchor.i16(2)
        }
        guard table.u16(0) == 1, let entryX = anchorX(buffer.current.glyph, entry: true),
              let previous = previousPosition(before: buffer.index, role: .input),
              let exitX = anchorX(buffer.info[previous].glyph, entry: false) else { return false }
        let current = buffer.index
        if isRightToLeft {
            let shift = exitX + buffer.offsets[previous]
            buffer.advances[previous] -= shift
            buffer.offsets[previous] -= shift
            buffer.advances[current] = entryX + buffer.offsets[current]
        } else {
            buffer.advances[previous] = exitX + buffer.offsets[previous]
            let shift = entryX + buffer.offsets[current]
            buffer.advances[current] -= shift
            buffer.offsets[current] -= shift
        }
        buffer.index += 1
        return true
    }

    /// Adds the value record at `offset` of `table` to glyph `position`'s advance and offset.
    private mutating func adjust(_ position: Int, by format: ValueRecordFormat, in table: FontTable, at offset: Int) {
        if let placement = format.xPlacementOffset { buffer.offsets[position] += table.i16(offset + placement) }
        if let advance = format.xAdvanceOffset { buffer.advances[position] += table.i16(offset + advance) }
    }
}

/// The layout of a GPOS ValueRecord: which fields it has, of which a horizontal line reads
/// XPlacement and XAdvance (device tables apply only at a pixel size, which tipc never has).
struct ValueRecordFormat {
    /// Size of the record in bytes.
    let size: Int
    /// Offsets of XPlacement and XAdvance in the record, if present.
    let xPlacementOffset: Int?
    let xAdvanceOffset: Int?

    init(_ bits: Int) {
        size = (bits & 0xFF).nonzeroBitCount * 2
        xPlacementOffset = bits & 0x1 != 0 ? 0 : nil
        xAdvanceOffset = bits & 0x4 != 0 ? (bits & 0x3).nonzeroBitCount * 2 : nil
    }
}
