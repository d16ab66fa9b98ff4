extension LayoutLookup {
    /// Whether this GSUB lookup would replace exactly `glyphs` (HarfBuzz's
    /// `hb_ot_layout_lookup_would_substitute`, which the Indic shaper asks of its features): a
    /// one-to-one, multiple or alternate substitution or a reverse chain of one glyph, a ligature
    /// of these components, or a context rule whose input is these glyphs; `zeroContext` rejects
    /// chained rules with backtrack or lookahead.
    func wouldSubstitute(_ glyphs: [Int], zeroContext: Bool) -> Bool {
        guard let first = glyphs.first else { return false }
        return subtables.contains { subtable in
            let table = subtable.table
            switch subtable.type {
            case 1, 2, 3, 8:
                return glyphs.count == 1 && table.window(atOffset16: 2).coverageIndex(of: first) != nil
            case 4:
                guard let index = table.window(atOffset16: 2).coverageIndex(of: first), index < table.u16(4) else { return false }
                let set = table.window(atOffset16: 6 + index * 2)
                return (0..<set.available(set.u16(0), of: 2, at: 2)).contains { ligatureIndex in
                    let ligature = set.window(atOffset16: 2 + ligatureIndex * 2)
                    return ligature.u16(2) == glyphs.count
                        && glyphs.indices.dropFirst().allSatisfy { ligature.u16(4 + ($0 - 1) * 2) == glyphs[$0] }
                }
            case 5:
                return Self.contextWouldMatch(table, glyphs, chained: false, zeroContext: zeroContext)
            case 6:
                return Self.contextWouldMatch(table, glyphs, chained: true, zeroContext: zeroContext)
            default:
                return false
            }
        }
    }

    /// Whether a context (5) or chained context (6) subtable has a rule whose input is `glyphs`.
    private static func contextWouldMatch(_ table: FontTable, _ glyphs: [Int], chained: Bool, zeroContext: Bool) -> Bool {
        let first = glyphs[0]
        switch table.u16(0) {
        case 1, 2:
            let isClassBased = table.u16(0) == 2
            guard let coverageIndex = table.window(atOffset16: 2).coverageIndex(of: first) else { return false }
            let classes = isClassBased ? table.window(atOffset16: chained ? 6 : 4) : .empty
            let setIndex = isClassBased ? classes.glyphClass(of: first) : coverageIndex
            let setsAt = isClassBased ? (chained ? 12 : 8) : 6
            guard setIndex < table.u16(setsAt - 2) else { return false }
            let set = table.window(atOffset16: setsAt + setIndex * 2)
            func value(matches glyph: Int, _ value: Int) -> Bool {
                isClassBased ? classes.glyphClass(of: glyph) == value : glyph == value
            }
            return (0..<set.available(set.u16(0), of: 2, at: 2)).contains { ruleIndex in
                let rule = set.window(atOffset16: 2 + ruleIndex * 2)
                var inputAt = 0
                if chained {
                    let backtrackCount = rule.u16(0)
                    inputAt = 2 + backtrackCount * 2
                    let lookaheadAt = inputAt + 2 + max(rule.u16(inputAt) - 1, 0) * 2
                    if zeroContext && (backtrackCount != 0 || rule.u16(lookaheadAt) != 0) { return false }
                }
                let inputCount = rule.u16(inputAt)
                let valuesAt = chained ? inputAt + 2 : 4
                return inputCount == glyphs.count
                    && glyphs.indices.dropFirst().allSatisfy { value(matches: glyphs[$0], rule.u16(valuesAt + ($0 - 1) * 2)) }
            }
        case 3:
            let backtrackCount = chained ? table.u16(2) : 0
            let inputAt = chained ? 4 + backtrackCount * 2 : 2
            let inputCount = table.u16(inputAt)
            let coveragesAt = chained ? inputAt + 2 : 6
            if chained {
                let lookaheadCount = table.u16(coveragesAt + inputCount * 2)
                if zeroContext && (backtrackCount != 0 || lookaheadCount != 0) { return false }
            }
            return inputCount == glyphs.count && glyphs.indices.allSatisfy {
                table.window(at: table.u16(coveragesAt + $0 * 2)).coverageIndex(of: glyphs[$0]) != nil
            }
        default:
            return false
        }
    }
}
