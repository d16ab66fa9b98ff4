extension LookupApplication {
    /// How a context rule's sequence values name glyphs: glyph ids (format 1), classes of a
    /// ClassDef (format 2) or Coverage tables at offsets from the subtable (format 3).
    enum SequenceValues {
        case glyphs
        case classes(FontTable)
        case coverages(FontTable)

        func matches(_ value: Int, _ glyph: GlyphInfo) -> Bool {
            switch self {
            case .glyphs: glyph.glyph == value
            case .classes(let definition): definition.glyphClass(of: glyph.glyph) == value
            case .coverages(let subtable): subtable.window(at: value).coverageIndex(of: glyph.glyph) != nil
            }
        }
    }

    /// A context rule read from a subtable: its backtrack, input (after the first glyph) and
    /// lookahead values, and its lookup records, each array an offset into `table`.
    private struct Rule {
        let table: FontTable
        var backtrack = (offset: 0, count: 0)
        var input = (offset: 0, count: 0)
        var lookahead = (offset: 0, count: 0)
        var records = (offset: 0, count: 0)

        func value(_ array: (offset: Int, count: Int), _ index: Int) -> Int { table.u16(array.offset + index * 2) }
    }

    /// Applies a GSUB type 5 / GPOS type 7 subtable at the current glyph.
    mutating func applyContext(_ table: FontTable) -> Bool {
        let glyph = buffer.current.glyph
        switch table.u16(0) {
        case 1, 2:
            let isClassBased = table.u16(0) == 2
            guard let set = ruleSet(in: table, classesAt: 4, setsAt: isClassBased ? 8 : 6) else { return false }
            let values: SequenceValues = isClassBased ? .classes(table.window(atOffset16: 4)) : .glyphs
            for ruleIndex in 0..<set.available(set.u16(0), of: 2, at: 2) {
                let ruleTable = set.window(atOffset16: 2 + ruleIndex * 2)
                let inputCount = ruleTable.u16(0)
                var rule = Rule(table: ruleTable)
                rule.input = (4, max(inputCount - 1, 0))
                rule.records = (4 + rule.input.count * 2, ruleTable.u16(2))
                if inputCount > 0, apply(rule, backtrack: values, input: values, lookahead: values) { return true }
            }
            return false
        case 3:
            let inputCount = table.u16(2)
            guard inputCount > 0, table.window(atOffset16: 6).coverageIndex(of: glyph) != nil else { return false }
            var rule = Rule(table: table)
            rule.input = (8, inputCount - 1)
            rule.records = (6 + inputCount * 2, table.u16(4))
            let values = SequenceValues.coverages(table)
            return apply(rule, backtrack: values, input: values, lookahead: values)
        default:
            return false
        }
    }

    /// Applies a GSUB type 6 / GPOS type 8 subtable at the current glyph.
    mutating func applyChainContext(_ table: FontTable) -> Bool {
        let glyph = buffer.current.glyph
        switch table.u16(0) {
        case 1, 2:
            let isClassBased = table.u16(0) == 2
            guard let set = ruleSet(in: table, classesAt: 6, setsAt: isClassBased ? 12 : 6) else { return false }
            let backtrack: SequenceValues = isClassBased ? .classes(table.window(atOffset16: 4)) : .glyphs
            let input: SequenceValues = isClassBased ? .classes(table.window(atOffset16: 6)) : .glyphs
            let lookahead: SequenceValues = isClassBased ? .classes(table.window(atOffset16: 8)) : .glyphs
            for ruleIndex in 0..<set.available(set.u16(0), of: 2, at: 2) {
                let rule = Self.chainRule(set.window(atOffset16: 2 + ruleIndex * 2), firstArray: 0, skipsFirstInput: true)
                if let rule, apply(rule, backtrack: backtrack, input: input, lookahead: lookahead) { return true }
            }
            return false
        case 3:
            guard let rule = Self.chainRule(table, firstArray: 2, skipsFirstInput: false),
                  table.window(at: rule.value(rule.input, 0)).coverageIndex(of: glyph) != nil else { return false }
            var shifted = rule
            shifted.input = (rule.input.offset + 2, rule.input.count - 1)
            let values = SequenceValues.coverages(table)
            return apply(shifted, backtrack: values, input: values, lookahead: values)
        default:
            return false
        }
    }

    /// The rule set of a format 1 or 2 context subtable for the current glyph, if it is covered:
    /// the one at its coverage index (format 1) or at its class in the ClassDef at offset field
    /// `classesAt` (format 2), from the set offsets at `setsAt`, counted in the field before.
    private func ruleSet(in table: FontTable, classesAt: Int, setsAt: Int) -> FontTable? {
        let glyph = buffer.current.glyph
        guard let coverageIndex = table.window(atOffset16: 2).coverageIndex(of: glyph) else { return nil }
        let index = table.u16(0) == 2 ? table.window(atOffset16: classesAt).glyphClass(of: glyph) : coverageIndex
        guard index < table.u16(setsAt - 2) else { return nil }
        return table.window(atOffset16: setsAt + index * 2)
    }

    /// Reads a chained rule laid out as counted arrays from `firstArray` on: backtrack, input
    /// (its count includes the first glyph, which a format 1/2 rule leaves out), lookahead,
    /// lookup records; nil for an empty input.
    private static func chainRule(_ table: FontTable, firstArray: Int, skipsFirstInput: Bool) -> Rule? {
        var rule = Rule(table: table)
        rule.backtrack = (firstArray + 2, table.u16(firstArray))
        let inputAt = rule.backtrack.offset + rule.backtrack.count * 2
        let inputCount = table.u16(inputAt)
        guard inputCount > 0 else { return nil }
        rule.input = (inputAt + 2, skipsFirstInput ? inputCount - 1 : inputCount)
        let lookaheadAt = rule.input.offset + rule.input.count * 2
        rule.lookahead = (lookaheadAt + 2, table.u16(lookaheadAt))
        let recordsAt = rule.lookahead.offset + rule.lookahead.count * 2
        rule.records = (recordsAt + 2, table.u16(recordsAt))
        return rule
    }

    /// Matches `rule` at the current glyph and, if it matches, applies its lookup records.
    private mutating func apply(_ rule: Rule, backtrack: SequenceValues, input: SequenceValues, lookahead: SequenceValues) -> Bool {
        guard let positions = matchInput(count: rule.input.count + 1, { input.matches(rule.value(rule.input, $0 - 1), $1) }),
              matchBacktrack(count: rule.backtrack.count, { backtrack.matches(rule.value(rule.backtrack, $0), $1) }),
              matchLookahead(count: rule.lookahead.count, from: positions[positions.count - 1] + 1,
                             { lookahead.matches(rule.value(rule.lookahead, $0), $1) })
        else { return false }
        let records = (0..<rule.table.available(rule.records.count, of: 4, at: rule.records.offset)).map {
            (sequence: rule.table.u16(rule.records.offset + $0 * 4), lookup: rule.table.u16(rule.records.offset + $0 * 4 + 2))
        }
        applyRecords(records, at: positions, end: positions[positions.count - 1] + 1)
        return true
    }

    /// Applies `records` at the matched `positions` (of `info`), keeping the positions right as
    /// nested lookups add or remove glyphs, then moves past the match (HarfBuzz's `apply_lookup`).
    private mutating func applyRecords(_ records: [(sequence: Int, lookup: Int)], at positions: [Int], end matchEnd: Int) {
        var matched = positions
        var count = matched.count
        let shift = buffer.backtrackLength - buffer.index
        var end = buffer.backtrackLength + matchEnd - buffer.index
        for index in matched.indices { matched[index] += shift }
        for record in records where record.sequence < count {
            let originalLength = buffer.backtrackLength + buffer.lookaheadLength
            guard matched[record.sequence] < originalLength else { continue }
            buffer.move(toOutputPosition: matched[record.sequence])
            guard applyNested(lookup: record.lookup) else { continue }
            var delta = buffer.backtrackLength + buffer.lookaheadLength - originalLength
            guard delta != 0 else { continue }
            end += delta
            if end < matched[record.sequence] {
                delta += matched[record.sequence] - end
                end = matched[record.sequence]
            }
            var next = record.sequence + 1
            if delta > 0 {
                guard delta + count <= Self.maximumContextLength else { break }
            } else {
                delta = max(delta, next - count)
                next -= delta
            }
            let tail = Array(matched[next..<count])
            if delta > 0 { matched += repeatElement(0, count: delta) }
            for (offset, value) in tail.enumerated() { matched[next + delta + offset] = value }
            if delta < 0 { matched.removeLast(-delta) }
            next += delta
            count += delta
            if record.sequence + 1 < next {
                for index in (record.sequence + 1)..<next { matched[index] = matched[index - 1] + 1 }
            }
            while next < count {
                matched[next] += delta
                next += 1
            }
        }
        buffer.move(toOutputPosition: end)
    }
}
