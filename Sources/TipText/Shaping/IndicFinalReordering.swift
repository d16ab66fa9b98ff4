/// The Indic shaper's step after its basic features (HarfBuzz's `final_reordering_indic`,
/// Devanagari's configuration), per syllable: the base found again, a pre-base matra moved
/// after the last half form, the reph moved before the post-base forms (or to the end), a
/// pre-base-reordering consonant moved before the base, and `init` on a word-initial left matra.
enum IndicFinalReordering {
    private typealias Reordering = IndicInitialReordering

    /// Runs final reordering over `buffer`.
    static func reorder(_ buffer: inout GlyphBuffer, plan: IndicPlan) {
        for range in Reordering.syllableRanges(of: buffer.info) { reorderSyllable(&buffer, range, plan: plan) }
    }

    private static func reorderSyllable(_ buffer: inout GlyphBuffer, _ range: Range<Int>, plan: IndicPlan) {
        let start = range.lowerBound, end = range.upperBound
        if let virama = plan.viramaGlyph {
            // A virama that a ligature broken up again left: a halant once more.
            for index in range where buffer.info[index].glyph == virama
                && buffer.info[index].properties.isSuperset(of: [.ligated, .multiplied]) {
                buffer.info[index].indicCategory = .halant
                buffer.info[index].properties.subtract([.ligated, .multiplied])
            }
        }
        var tryPref = plan.pref != 0
        var base = findBase(&buffer.info, range, plan: plan, tryPref: &tryPref)
        moveMatras(&buffer, range, base: &base)
        moveReph(&buffer, range, base: &base)
        if tryPref && base + 1 < end { movePrefForm(&buffer, range, base: &base, plan: plan) }

        if buffer.info[start].indicPosition == .preMatra {
            let previousIsLetterOrMark = start > 0 && Self.isFormatToMark(buffer.info[start - 1].scalar)
            if !previousIsLetterOrMark { buffer.info[start].mask |= plan.initial }
        }
    }

    /// Whether `scalar`'s general category is one of Cf … Mn in HarfBuzz's order
    /// (`FLAG_RANGE (FORMAT, NON_SPACING_MARK)`): Cf, Cn, Co, Cs, Ll, Lm, Lo, Lt, Lu, Mc, Me, Mn.
    private static func isFormatToMark(_ scalar: Unicode.Scalar) -> Bool {
        switch UnicodeData.generalCategory(of: scalar) {
        case .format, .unassigned, .privateUse, .surrogate, .lowercaseLetter, .modifierLetter, .otherLetter,
             .titlecaseLetter, .uppercaseLetter, .spacingMark, .enclosingMark, .nonspacingMark:
            true
        default:
            false
        }
    }

    private static func findBase(_ info: inout [GlyphInfo], _ range: Range<Int>, plan: IndicPlan, tryPref: inout Bool) -> Int {
        let start = range.lowerBound, end = range.upperBound
        var base = start
        while base < end {
            guard info[base].indicPosition >= .baseConsonant else {
                base += 1
                continue
            }
            if tryPref && base + 1 < end,
               let candidate = ((base + 1)..<end).first(where: { info[$0].mask & plan.pref != 0 }) {
                let formed = info[candidate].properties.contains(.substituted)
                    && info[candidate].properties.contains(.ligated) && !info[candidate].properties.contains(.multiplied)
                if !formed {
                    // A `pref` candidate that formed nothing: the base is around here.
                    base = candidate
                    while base < end && Reordering.isHalant(info[base]) { base += 1 }
                    if base < end { info[base].indicPosition = .baseConsonant }
                    tryPref = false
                }
            }
            if start < base && base < end && info[base].indicPosition > .baseConsonant { base -= 1 }
            break
        }
        if base == end && start < base && Reordering.isOne(info[base - 1], of: [.zeroWidthJoiner]) { base -= 1 }
        if base < end {
            while start < base && Reordering.isOne(info[base], of: [.nukta, .halant]) { base -= 1 }
        }
        return base
    }

    /// Moves pre-base matras after the last halant (not followed by ZWJ) before the base.
    private static func moveMatras(_ buffer: inout GlyphBuffer, _ range: Range<Int>, base: inout Int) {
        let start = range.lowerBound, end = range.upperBound
        guard start + 1 < end && start < base else { return }
        var info = buffer.info
        var newPosition = base == end ? base - 2 : base - 1
        search: while true {
            while newPosition > start && !Reordering.isOne(info[newPosition], of: [.matra, .halant]) { newPosition -= 1 }
            if Reordering.isHalant(info[newPosition]) && info[newPosition].indicPosition != .preMatra {
                if newPosition + 1 < end && info[newPosition + 1].indicCategory == .zeroWidthJoiner && newPosition > start {
                    newPosition -= 1
                    continue search
                }
            } else {
                newPosition = start
            }
            break
        }
        if start < newPosition && info[newPosition].indicPosition != .preMatra {
            var index = newPosition
            while index > start {
                if info[index - 1].indicPosition == .preMatra {
                    let old = index - 1
                    if old < base && base <= newPosition { base -= 1 }
                    info.insert(info.remove(at: old), at: newPosition)
                    buffer.info = info
                    buffer.mergeClusters(newPosition..<min(end, base + 1))
                    info = buffer.info
                    newPosition -= 1
                }
                index -= 1
            }
        } else if let matra = (start..<base).first(where: { info[$0].indicPosition == .preMatra }) {
            buffer.mergeClusters(matra..<min(end, base + 1))
        }
    }

    /// Moves a reph that formed before the first post-base form, or after the first halant before
    /// the base, or to the end of the syllable before its syllable modifiers.
    private static func moveReph(_ buffer: inout GlyphBuffer, _ range: Range<Int>, base: inout Int) {
        let start = range.lowerBound, end = range.upperBound
        let info = buffer.info
        let first = info[start].properties
        let ligated = first.contains(.ligated) && !first.contains(.multiplied)
        guard start + 1 < end, info[start].indicPosition == .raToBecomeReph,
              (info[start].indicCategory == .repha) != ligated else { return }
        var newPosition: Int
        if let halant = ((start + 1)..<max(start + 1, base)).first(where: { Reordering.isHalant(info[$0]) }) {
            // After the first halant before the base (and a joiner after it).
            newPosition = halant + 1 < base && Reordering.isJoiner(info[halant + 1]) ? halant + 1 : halant
        } else {
            // Devanagari's reph goes before the post-base forms: step 5 finds no halant either,
            // so to the end, before syllable modifiers, and before a halant after a matra.
            newPosition = end - 1
            while newPosition > start && info[newPosition].indicPosition == .syllableModifierOrVedic { newPosition -= 1 }
            if Reordering.isHalant(info[newPosition]) {
                for index in (base + 1)..<max(base + 1, newPosition) where info[index].indicCategory == .matra { newPosition -= 1 }
            }
        }
        buffer.mergeClusters(start..<(newPosition + 1))
        let reph = buffer.info.remove(at: start)
        buffer.info.insert(reph, at: newPosition)
        if start < base && base <= newPosition { base -= 1 }
    }

    /// Moves the first `pref` candidate that ligated before the base (after a halant and joiner).
    private static func movePrefForm(_ buffer: inout GlyphBuffer, _ range: Range<Int>, base: inout Int, plan: IndicPlan) {
        let start = range.lowerBound, end = range.upperBound
        guard let old = ((base + 1)..<end).first(where: { buffer.info[$0].mask & plan.pref != 0 }) else { return }
        let properties = buffer.info[old].properties
        guard properties.contains(.ligated) && !properties.contains(.multiplied) else { return }
        var newPosition = base
        while newPosition > start && !Reordering.isOne(buffer.info[newPosition - 1], of: [.matra, .halant]) { newPosition -= 1 }
        if newPosition > start && Reordering.isHalant(buffer.info[newPosition - 1]) && newPosition < end
            && Reordering.isJoiner(buffer.info[newPosition]) {
            newPosition += 1
        }
        buffer.mergeClusters(newPosition..<(old + 1))
        let glyph = buffer.info.remove(at: old)
        buffer.info.insert(glyph, at: newPosition)
        if newPosition <= base && base < old { base += 1 }
    }
}
