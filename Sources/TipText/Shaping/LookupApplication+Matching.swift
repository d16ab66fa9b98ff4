extension LookupApplication {
    /// What a glyph is to the matcher (HarfBuzz's skippy iterator: `may_skip`, `may_match`).
    private enum Verdict { case yes, maybe, no }

    /// Which glyphs a match reads: a rule's input (the lookup's mask applies; a ZWNJ is seen in
    /// GSUB) or its backtrack and lookahead (every glyph; joiners skipped).
    enum MatchRole { case input, context }

    private func skip(_ glyph: GlyphInfo, role: MatchRole) -> Verdict {
        if !accepts(glyph) { return .yes }
        guard glyph.isDefaultIgnorable, !glyph.character.contains(.hidden) else { return .no }
        let ignoresNonJoiner = !isSubstitution || (role == .context && settings.autoZeroWidthNonJoiner)
        let ignoresJoiner = role == .context || settings.autoZeroWidthJoiner
        if (ignoresNonJoiner || !glyph.character.contains(.zeroWidthNonJoiner))
            && (ignoresJoiner || !glyph.character.contains(.zeroWidthJoiner)) {
            return .maybe
        }
        return .no
    }

    /// The syllable a match that starts at `start` must stay in: for a per-syllable lookup, the
    /// current glyph's when the match starts there (HarfBuzz's skippy iterator `reset`), else none (0).
    private func syllable(startingAt start: Int) -> UInt8 {
        guard settings.perSyllable, start == buffer.index, buffer.index < buffer.info.count else { return 0 }
        return buffer.current.syllable
    }

    /// Whether the matcher stops at `glyph` and accepts it (true), stops and rejects it
    /// (false) or skips it (nil); `predicate` nil accepts any glyph the mask lets through; a
    /// glyph outside `syllable` (unless 0) does not match.
    private func accept(_ glyph: GlyphInfo, role: MatchRole, syllable: UInt8, hasPredicate: Bool,
                        _ predicate: (GlyphInfo) -> Bool) -> Bool? {
        let skip = skip(glyph, role: role)
        if skip == .yes { return nil }
        let match: Verdict
        if (role == .input && glyph.mask & settings.mask == 0) || (syllable != 0 && glyph.syllable != syllable) {
            match = .no
        } else {
            match = hasPredicate ? (predicate(glyph) ? .yes : .no) : .maybe
        }
        if match == .yes || (match == .maybe && skip == .no) { return true }
        return skip == .no ? false : nil
    }

    /// The position in `info` of the next glyph after `position` the matcher stops at, if it
    /// satisfies `predicate`; nil if the glyph it stops at does not.
    func nextPosition(after position: Int, role: MatchRole, syllable: UInt8 = 0, matching predicate: (GlyphInfo) -> Bool) -> Int? {
        next(after: position, role: role, syllable: syllable, hasPredicate: true, predicate)
    }

    /// The position of the next glyph the matcher stops at, whatever it is (pair positioning).
    func nextPosition(after position: Int, role: MatchRole) -> Int? {
        next(after: position, role: role, syllable: 0, hasPredicate: false) { _ in true }
    }

    /// Likewise backward from `position` in the glyphs before the current one (the output in GSUB).
    func previousPosition(before position: Int, role: MatchRole, syllable: UInt8 = 0, matching predicate: (GlyphInfo) -> Bool) -> Int? {
        previous(before: position, role: role, syllable: syllable, hasPredicate: true, predicate)
    }

    /// The position of the previous glyph the matcher stops at, whatever it is (cursive attachment).
    func previousPosition(before position: Int, role: MatchRole) -> Int? {
        previous(before: position, role: role, syllable: 0, hasPredicate: false) { _ in true }
    }

    private func next(after position: Int, role: MatchRole, syllable: UInt8, hasPredicate: Bool,
                      _ predicate: (GlyphInfo) -> Bool) -> Int? {
        var candidate = position + 1
        while candidate < buffer.info.count {
            if let accepted = accept(buffer.info[candidate], role: role, syllable: syllable, hasPredicate: hasPredicate, predicate) {
                return accepted ? candidate : nil
            }
            candidate += 1
        }
        return nil
    }

    private func previous(before position: Int, role: MatchRole, syllable: UInt8, hasPredicate: Bool,
                          _ predicate: (GlyphInfo) -> Bool) -> Int? {
        var candidate = position - 1
        while candidate >= 0 {
            if let accepted = accept(buffer.backtrackGlyph(at: candidate), role: role, syllable: syllable,
                                     hasPredicate: hasPredicate, predicate) {
                return accepted ? candidate : nil
            }
            candidate -= 1
        }
        return nil
    }

    /// The positions of the current glyph and of `count - 1` more input glyphs, the k-th
    /// satisfying `matches(k, glyph)`, or nil (`match_input`). Glyphs on different components
    /// of earlier ligatures do not match together: if the first is on a component, the others
    /// must be on the same one (unless that ligature is a glyph the lookup ignores); if not, the
    /// others must be on no component of another ligature.
    mutating func matchInput(count: Int, _ matches: (Int, GlyphInfo) -> Bool) -> [Int]? {
        // Out of `self` while matching, which then reads `self` without copying it.
        var positions: [Int] = []
        swap(&positions, &matchedPositions)
        defer { matchedPositions = positions }
        return matchInput(count: count, into: &positions, matches) ? positions : nil
    }

    /// ``matchInput(count:_:)`` into `positions` (emptied first): whether it matched.
    private func matchInput(count: Int, into positions: inout [Int], _ matches: (Int, GlyphInfo) -> Bool) -> Bool {
        guard count <= Self.maximumContextLength else { return false }
        positions.removeAll(keepingCapacity: true)
        positions.reserveCapacity(count)
        positions.append(buffer.index)
        let syllable = syllable(startingAt: buffer.index)
        let first = buffer.current.ligature
        var mayCrossComponents: Bool?
        for component in 1..<max(count, 1) {
            guard let next = nextPosition(after: positions[positions.count - 1], role: .input, syllable: syllable,
                                          matching: { matches(component, $0) }) else {
                return false
            }
            let ligature = buffer.info[next].ligature
            if first.id != 0 && first.component != 0 {
                if ligature.id != first.id || ligature.component != first.component {
                    if mayCrossComponents == nil { mayCrossComponents = ignoresLigature(first.id) }
                    if mayCrossComponents == false { return false }
                }
            } else if ligature.id != 0 && ligature.component != 0 && ligature.id != first.id {
                return false
            }
            positions.append(next)
        }
        return true
    }

    /// Whether the ligature glyph of id `id`, found back through its marks before the current
    /// glyph, is one the lookup ignores (`LIGBASE_MAY_SKIP`).
    private func ignoresLigature(_ id: Int) -> Bool {
        var position = buffer.backtrackLength
        while position > 0 && buffer.backtrackGlyph(at: position - 1).ligature.id == id {
            position -= 1
            if buffer.backtrackGlyph(at: position).ligature.component == 0 { return !accepts(buffer.backtrackGlyph(at: position)) }
        }
        return false
    }

    /// Whether the matcher stops at `glyph` and takes it as input, whatever glyph it is (HarfBuzz's
    /// skippy iterator `match` giving `MATCH`).
    func takesAsInput(_ glyph: GlyphInfo) -> Bool {
        accept(glyph, role: .input, syllable: 0, hasPredicate: false) { _ in true } == true
    }

    /// Whether the `count` glyphs before the current one match, the k-th back by `matches(k, glyph)`.
    func matchBacktrack(count: Int, _ matches: (Int, GlyphInfo) -> Bool) -> Bool {
        var position = buffer.backtrackLength
        let syllable = syllable(startingAt: position)
        for component in 0..<count {
            guard let previous = previousPosition(before: position, role: .context, syllable: syllable,
                                                  matching: { matches(component, $0) }) else { return false }
            position = previous
        }
        return true
    }

    /// Whether the `count` glyphs from `end` on match, the k-th by `matches(k, glyph)`.
    func matchLookahead(count: Int, from end: Int, _ matches: (Int, GlyphInfo) -> Bool) -> Bool {
        var position = end - 1
        let syllable = syllable(startingAt: position)
        for component in 0..<count {
            guard let next = nextPosition(after: position, role: .context, syllable: syllable,
                                          matching: { matches(component, $0) }) else { return false }
            position = next
        }
        return true
    }
}
