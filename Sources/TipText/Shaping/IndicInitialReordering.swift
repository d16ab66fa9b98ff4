/// The Indic shaper's steps before its basic features (HarfBuzz's `setup_syllables_indic` and
/// `initial_reordering_indic`, Devanagari's configuration): syllables, consonant positions from
/// the font, dotted circles for broken clusters, then per consonant syllable the base
/// consonant, the glyphs sorted into visual order and the masks of `rphf`, `half`, `blwf`,
/// `abvf`, `pstf` and `pref`.
enum IndicInitialReordering {
    /// Gives each glyph its syllable (serial and kind).
    static func setUpSyllables(_ info: inout [GlyphInfo]) {
        var serial: UInt8 = 1
        for syllable in IndicSyllables.syllables(of: info.map(\.indicCategory)) {
            for index in syllable.range { info[index].syllable = serial << 4 | syllable.kind.rawValue }
            serial = serial == 15 ? 1 : serial + 1
        }
    }

    /// Runs initial reordering over `buffer`.
    static func reorder(_ buffer: inout GlyphBuffer, plan: IndicPlan) {
        updateConsonantPositions(&buffer.info, plan: plan)
        insertDottedCircles(&buffer, plan: plan)
        for range in syllableRanges(of: buffer.info) {
            switch IndicSyllables.Kind(rawValue: buffer.info[range.lowerBound].syllable & 0x0F) {
            case .consonant, .vowel, .standalone, .broken: reorderConsonantSyllable(&buffer, range, plan: plan)
            case .symbol, .nonIndic, nil: break
            }
        }
    }

    /// The ranges of glyphs with the same syllable, in order (`foreach_syllable`).
    static func syllableRanges(of info: [GlyphInfo]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < info.count {
            var end = start + 1
            while end < info.count && info[end].syllable == info[start].syllable { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// Whether `glyph` has a category in `categories`, which a ligature never has.
    static func isOne(_ glyph: GlyphInfo, of categories: Set<IndicCategory>) -> Bool {
        !glyph.properties.contains(.ligated) && categories.contains(glyph.indicCategory)
    }

    static func isConsonant(_ glyph: GlyphInfo) -> Bool { !glyph.properties.contains(.ligated) && glyph.indicCategory.isConsonantLike }
    static func isJoiner(_ glyph: GlyphInfo) -> Bool { !glyph.properties.contains(.ligated) && glyph.indicCategory.isJoiner }
    static func isHalant(_ glyph: GlyphInfo) -> Bool { !glyph.properties.contains(.ligated) && glyph.indicCategory == .halant }

    private static func updateConsonantPositions(_ info: inout [GlyphInfo], plan: IndicPlan) {
        guard let virama = plan.viramaGlyph else { return }
        var positions: [Int: IndicPosition] = [:]
        for index in info.indices where info[index].indicPosition == .baseConsonant {
            let glyph = info[index].glyph
            if positions[glyph] == nil { positions[glyph] = plan.consonantPosition(of: glyph, virama: virama) }
            info[index].indicPosition = positions[glyph] ?? .baseConsonant
        }
    }

    /// Puts a dotted circle at the start of each broken cluster (`hb_syllabic_insert_dotted_circles`).
    private static func insertDottedCircles(_ buffer: inout GlyphBuffer, plan: IndicPlan) {
        guard let dottedCircle = plan.dottedCircleGlyph,
              buffer.info.contains(where: { $0.syllable & 0x0F == IndicSyllables.Kind.broken.rawValue }) else { return }
        var result: [GlyphInfo] = []
        var lastSyllable: UInt8 = 0
        for glyph in buffer.info {
            if glyph.syllable != lastSyllable && glyph.syllable & 0x0F == IndicSyllables.Kind.broken.rawValue {
                lastSyllable = glyph.syllable
                var circle = GlyphInfo(glyph: dottedCircle, scalar: "\u{25CC}", cluster: glyph.cluster, mask: glyph.mask,
                                       properties: [], character: [], spaceFallback: nil)
                circle.syllable = glyph.syllable
                circle.indicCategory = .dottedCircle
                circle.indicPosition = .end
                result.append(circle)
            }
            result.append(glyph)
        }
        buffer.info = result
    }

    private static func reorderConsonantSyllable(_ buffer: inout GlyphBuffer, _ range: Range<Int>, plan: IndicPlan) {
        let start = range.lowerBound, end = range.upperBound
        var (base, hasReph) = baseConsonant(buffer.info, range, plan: plan)
        var info = buffer.info

        // Pre-base glyphs, the base, final consonants (after a matra) and the reph.
        for index in start..<base { info[index].indicPosition = min(.preConsonant, info[index].indicPosition) }
        if base < end { info[base].indicPosition = .baseConsonant }
        if let matra = ((base + 1)..<max(base + 1, end)).first(where: { info[$0].indicCategory == .matra }),
           let final = ((matra + 1)..<end).first(where: { isConsonant(info[$0]) }) {
            info[final].indicPosition = .finalConsonant
        }
        if hasReph { info[start].indicPosition = .raToBecomeReph }

        if plan.isOldSpecification, let halant = ((base + 1)..<max(base + 1, end)).first(where: { info[$0].indicCategory == .halant }) {
            // Old specification: the first post-base halant moves after the last consonant.
            var last = end - 1
            while last > halant && !isConsonant(info[last]) { last -= 1 }
            if info[last].indicCategory != .halant && last > halant {
                info.insert(info.remove(at: halant), at: last)
            }
        }

        attachMarks(&info, range, base: base)

        // Sort into visual order, stably, merging the clusters of post-base glyphs that moved.
        let sorted = info[range].enumerated().sorted {
            $0.element.indicPosition != $1.element.indicPosition ? $0.element.indicPosition < $1.element.indicPosition : $0.offset < $1.offset
        }
        info.replaceSubrange(range, with: sorted.map(\.element))
        buffer.info = info
        base = (start..<end).first { info[$0].indicPosition == .baseConsonant } ?? end
        if plan.isOldSpecification {
            buffer.mergeClusters(base..<end)
        } else {
            var origin = sorted.map(\.offset)
            for index in base..<end where origin[index - start] != -1 {
                var low = index, high = index
                var next = start + origin[index - start]
                while next != index {
                    low = min(low, next)
                    high = max(high, next)
                    let following = start + origin[next - start]
                    origin[next - start] = -1
                    next = following
                }
                buffer.mergeClusters(max(base, low)..<(high + 1))
            }
        }
        setMasks(&buffer.info, range, base: base, plan: plan)
    }

    /// The base consonant of a syllable and whether it starts with a reph: from the end, the
    /// last consonant without a below-base or post-base form (a ZWJ after a halant stops the
    /// search); a leading Ra and halant that `rphf` forms is a reph unless it is all there is.
    private static func baseConsonant(_ info: [GlyphInfo], _ range: Range<Int>, plan: IndicPlan) -> (base: Int, hasReph: Bool) {
        let start = range.lowerBound, end = range.upperBound
        var base = end
        var hasReph = false
        var limit = start
        if plan.rphf != 0, start + 3 <= end, !isJoiner(info[start + 2]),
           plan.wouldSubstitute("rphf", [info[start].glyph, info[start + 1].glyph]) {
            limit += 2
            while limit < end && isJoiner(info[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        var index = end
        var seenBelow = false
        repeat {
            index -= 1
            if isConsonant(info[index]) {
                let position = info[index].indicPosition
                if position != .belowConsonant && (position != .postConsonant || seenBelow) {
                    base = index
                    break
                }
                if position == .belowConsonant { seenBelow = true }
                base = index
            } else if start < index && info[index].indicCategory == .zeroWidthJoiner && info[index - 1].indicCategory == .halant {
                break
            }
        } while index > limit
        if hasReph && base == start && limit - base <= 2 { hasReph = false }
        return (base, hasReph)
    }

    /// Joiners, nuktas, register shifters, medial consonants and halants take the position of
    /// the glyph before them (a halant after a left matra not that one's); glyphs after the
    /// base up to a consonant take that consonant's.
    private static func attachMarks(_ info: inout [GlyphInfo], _ range: Range<Int>, base: Int) {
        let attached: Set<IndicCategory> = [.zeroWidthJoiner, .zeroWidthNonJoiner, .nukta, .registerShifter, .consonantMedial, .halant]
        var lastPosition = IndicPosition.start
        for index in range {
            if attached.contains(info[index].indicCategory) {
                info[index].indicPosition = lastPosition
                if info[index].indicCategory == .halant && lastPosition == .preMatra,
                   let before = (range.lowerBound..<index).last(where: { info[$0].indicPosition != .preMatra }) {
                    info[index].indicPosition = info[before].indicPosition
                }
            } else if info[index].indicPosition != .syllableModifierOrVedic {
                lastPosition = info[index].indicPosition
            }
        }
        var last = base
        for index in (base + 1)..<max(base + 1, range.upperBound) {
            if isConsonant(info[index]) {
                for owned in (last + 1)..<index where info[owned].indicPosition < .syllableModifierOrVedic {
                    info[owned].indicPosition = info[index].indicPosition
                }
                last = index
            } else if info[index].indicCategory == .matra {
                last = index
            }
        }
    }

    private static func setMasks(_ info: inout [GlyphInfo], _ range: Range<Int>, base: Int, plan: IndicPlan) {
        let start = range.lowerBound, end = range.upperBound
        for index in range {
            guard info[index].indicPosition == .raToBecomeReph else { break }
            info[index].mask |= plan.rphf
        }
        let preBase = plan.half | (plan.isOldSpecification ? 0 : plan.blwf)
        for index in start..<base { info[index].mask |= preBase }
        for index in min(base + 1, end)..<end { info[index].mask |= plan.blwf | plan.abvf | plan.pstf }

        if plan.isOldSpecification {
            // The eyelash Ra of a Ra and halant before the base, unless a ZWJ follows.
            for index in start..<max(start, base - 1)
            where info[index].indicCategory == .ra && info[index + 1].indicCategory == .halant
                && (index + 2 == base || info[index + 2].indicCategory != .zeroWidthJoiner) {
                info[index].mask |= plan.blwf
                info[index + 1].mask |= plan.blwf
            }
        }

        if plan.pref != 0 && base + 2 < end,
           let first = ((base + 1)..<(end - 1)).first(where: { plan.wouldSubstitute("pref", [info[$0].glyph, info[$0 + 1].glyph]) }) {
            info[first].mask |= plan.pref
            info[first + 1].mask |= plan.pref
        }

        // A ZWNJ turns `half` off for the glyphs back to the consonant before it.
        for index in (start + 1)..<max(start + 1, end) where isOne(info[index], of: [.zeroWidthNonJoiner]) {
            var previous = index
            repeat {
                previous -= 1
                info[previous].mask &= ~plan.half
            } while previous > start && !isConsonant(info[previous])
        }
    }
}
