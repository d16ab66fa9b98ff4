extension LookupApplication {
    /// Applies a GSUB subtable at the current glyph; true if it applied (and moved on).
    mutating func applySubstitution(_ subtable: LayoutLookup.Subtable) -> Bool {
        let table = subtable.table
        switch subtable.type {
        case 5: return applyContext(table)
        case 6: return applyChainContext(table)
        case 8: return applyReverseChainSingle(table)
        default: break
        }
        guard let coverageIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph) else { return false }
        switch (subtable.type, table.u16(0)) {
        case (1, 1):
            buffer.replaceGlyph(with: substituted(buffer.current, by: (buffer.current.glyph + table.i16(4)) & 0xFFFF))
            return true
        case (1, 2):
            guard coverageIndex < table.u16(4) else { return false }
            buffer.replaceGlyph(with: substituted(buffer.current, by: table.u16(6 + coverageIndex * 2)))
            return true
        case (2, 1):
            guard coverageIndex < table.u16(4) else { return false }
            return applyMultiple(table.window(atOffset16: 6 + coverageIndex * 2))
        case (3, 1):
            guard coverageIndex < table.u16(4) else { return false }
            return applyAlternate(table.window(atOffset16: 6 + coverageIndex * 2))
        case (4, 1):
            guard coverageIndex < table.u16(4) else { return false }
            return applyLigature(table.window(atOffset16: 6 + coverageIndex * 2))
        default:
            return false
        }
    }

    private mutating func applyMultiple(_ sequence: FontTable) -> Bool {
        let count = sequence.available(sequence.u16(0), of: 2, at: 2)
        switch count {
        case 0:
            buffer.skipGlyph()
        case 1:
            buffer.replaceGlyph(with: substituted(buffer.current, by: sequence.u16(2)))
        default:
            let guess: GlyphProperties = buffer.current.properties.contains(.ligature) ? .base : []
            // A glyph on a ligature keeps its place on it; any other is numbered in the sequence.
            let isOnLigature = buffer.current.ligature.id != 0
            for index in 0..<count {
                if !isOnLigature { buffer.current.ligature = .mark(ofLigature: 0, component: index) }
                buffer.outputGlyph(substituted(buffer.current, by: sequence.u16(2 + index * 2), guess: guess, component: true))
            }
            buffer.skipGlyph()
        }
        return true
    }

    private mutating func applyAlternate(_ set: FontTable) -> Bool {
        let count = set.available(set.u16(0), of: 2, at: 2)
        guard count > 0 else { return false }
        let choice = settings.random ? buffer.nextRandom() % count : 0
        buffer.replaceGlyph(with: substituted(buffer.current, by: set.u16(2 + choice * 2)))
        return true
    }

    private mutating func applyLigature(_ set: FontTable) -> Bool {
        for index in 0..<set.available(set.u16(0), of: 2, at: 2) {
            let ligature = set.window(atOffset16: 2 + index * 2)
            let componentCount = ligature.u16(2)
            guard componentCount > 0,
                  let positions = matchInput(count: componentCount, { ligature.u16(4 + ($0 - 1) * 2) == $1.glyph })
            else { continue }
            ligate(positions, into: ligature.u16(0))
            return true
        }
        return false
    }

    /// Replaces the glyphs at `positions` (the current one first) by `glyph`; glyphs skipped
    /// between them (marks) stay, after it. The ligature takes the smallest cluster. Unless it is
    /// a base or mark with marks only, it is a ligature: it gets a new ligature id and its
    /// component count, and the marks between and after its components get the id and the
    /// component they follow (`ligate_input`).
    private mutating func ligate(_ positions: [Int], into glyph: Int) {
        let first = buffer.current
        let othersAreMarks = positions.dropFirst().allSatisfy { buffer.info[$0].isMark }
        let isMarkLigature = othersAreMarks && first.isMark
        let isLigature = !othersAreMarks || !(first.isMark || first.properties.contains(.base))
        let ligatureID = isLigature ? buffer.nextLigatureID() : 0
        var lastLigatureID = first.ligature.id
        var lastComponentCount = first.ligatureComponentCount
        var componentsSoFar = lastComponentCount
        /// The component of the ligature a mark on component `component` of the glyph before it belongs to.
        func component(following component: Int) -> Int {
            componentsSoFar - lastComponentCount + min(component == 0 ? lastComponentCount : component, lastComponentCount)
        }

        buffer.mergeClusters(buffer.index..<(positions[positions.count - 1] + 1))
        if isLigature {
            let componentCount = positions.reduce(0) { $0 + buffer.info[$1].ligatureComponentCount }
            buffer.current.ligature = .ligature(id: ligatureID, componentCount: componentCount)
        }
        buffer.replaceGlyph(with: substituted(buffer.current, by: glyph, guess: isLigature ? .ligature : [], ligature: true))
        for position in positions.dropFirst() {
            while buffer.index < position {
                if isLigature { buffer.current.ligature = .mark(ofLigature: ligatureID, component: component(following: buffer.current.ligature.component)) }
                buffer.nextGlyph()
            }
            lastLigatureID = buffer.current.ligature.id
            lastComponentCount = buffer.current.ligatureComponentCount
            componentsSoFar += lastComponentCount
            buffer.skipGlyph()
        }
        guard !isMarkLigature, lastLigatureID != 0 else { return }
        // Marks after the ligature that belonged to its last component's own ligature.
        for index in buffer.index..<buffer.info.count {
            let ligature = buffer.info[index].ligature
            guard ligature.id == lastLigatureID, ligature.component != 0 else { break }
            buffer.info[index].ligature = .mark(ofLigature: ligatureID, component: component(following: ligature.component))
        }
    }

    private mutating func applyReverseChainSingle(_ table: FontTable) -> Bool {
        guard nestingLeft == Self.maximumNesting, table.u16(0) == 1,
              let coverageIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph) else { return false }
        let backtrackCount = table.u16(4)
        let lookaheadAt = 6 + backtrackCount * 2
        let lookaheadCount = table.u16(lookaheadAt)
        let substitutesAt = lookaheadAt + 2 + lookaheadCount * 2
        guard coverageIndex < table.u16(substitutesAt) else { return false }
        let coverage = SequenceValues.coverages(table)
        guard matchBacktrack(count: backtrackCount, { coverage.matches(table.u16(6 + $0 * 2), $1) }),
              matchLookahead(count: lookaheadCount, from: buffer.index + 1, { coverage.matches(table.u16(lookaheadAt + 2 + $0 * 2), $1) })
        else { return false }
        buffer.current = substituted(buffer.current, by: table.u16(substitutesAt + 2 + coverageIndex * 2))
        return true
    }

    /// `glyph` replaced by `replacement`, with its class from GDEF, else `guess`, else its own
    /// (HarfBuzz's `_set_glyph_class`).
    private func substituted(_ glyph: GlyphInfo, by replacement: Int, guess: GlyphProperties = [],
                             ligature: Bool = false, component: Bool = false) -> GlyphInfo {
        var result = glyph
        result.glyph = replacement
        var properties = glyph.properties.union(.substituted)
        if ligature {
            properties.insert(.ligated)
            properties.remove(.multiplied)
        }
        if component { properties.insert(.multiplied) }
        if definitions.hasGlyphClasses {
            properties = properties.intersection(.history).union(definitions.properties(of: replacement))
        } else if !guess.isEmpty {
            properties = properties.intersection(.history).union(guess)
        }
        result.properties = properties
        return result
    }
}
