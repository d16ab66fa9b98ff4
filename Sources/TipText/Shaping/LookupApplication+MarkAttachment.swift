extension LookupApplication {
    /// Mark-to-base attachment (GPOS type 4, `MarkBasePosFormat1::apply`): the current mark is
    /// put so that its anchor meets its base's anchor of the mark's class. The base is the
    /// nearest glyph before it that is not a mark (whatever the lookup's flags), passing over the
    /// later glyphs of a multiple substitution's sequence that the subtable does not cover.
    mutating func applyMarkToBase(_ table: FontTable) -> Bool {
        guard table.u16(0) == 1, let markIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph) else { return false }
        let baseCoverage = table.window(atOffset16: 4)
        guard let base = attachmentBase(coverage: baseCoverage),
              let baseIndex = baseCoverage.coverageIndex(of: buffer.info[base].glyph) else { return false }
        return attachMark(markIndex, marks: table.window(atOffset16: 8), to: base, anchors: table.window(atOffset16: 10),
                          row: baseIndex, classCount: table.u16(6))
    }

    /// Mark-to-ligature attachment (GPOS type 5, `MarkLigPosFormat1::apply`): as mark-to-base,
    /// on the component of the ligature the mark followed in GSUB if it is a mark of that
    /// ligature, else on its last component.
    mutating func applyMarkToLigature(_ table: FontTable) -> Bool {
        guard table.u16(0) == 1, let markIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph),
              let base = attachmentBase(coverage: nil),
              let ligatureIndex = table.window(atOffset16: 4).coverageIndex(of: buffer.info[base].glyph) else { return false }
        let ligatureArray = table.window(atOffset16: 10)
        let anchors = ligatureArray.window(atOffset16: 2 + ligatureIndex * 2)
        let componentCount = ligatureIndex < ligatureArray.u16(0) ? anchors.u16(0) : 0
        guard componentCount > 0 else { return false }
        let ligatureID = buffer.info[base].ligature.id
        let mark = buffer.current.ligature
        let component = ligatureID != 0 && ligatureID == mark.id && mark.component > 0 ? min(componentCount, mark.component) : componentCount
        return attachMark(markIndex, marks: table.window(atOffset16: 8), to: base, anchors: anchors,
                          row: component - 1, classCount: table.u16(6))
    }

    /// Mark-to-mark attachment (GPOS type 6, `MarkMarkPosFormat1::apply`): the current mark is
    /// put on the mark before it (the nearest glyph the lookup's mark filtering lets through,
    /// ignoring its flags for bases, ligatures and marks), if both belong to the same base, the
    /// same ligature component, or one of them is itself a ligature of marks.
    mutating func applyMarkToMark(_ table: FontTable) -> Bool {
        guard table.u16(0) == 1, let markIndex = table.window(atOffset16: 2).coverageIndex(of: buffer.current.glyph) else { return false }
        let flags = lookupFlags
        lookupFlags &= ~0x0E
        let found = previousPosition(before: buffer.index, role: .input)
        lookupFlags = flags
        guard let previous = found, buffer.info[previous].isMark else { return false }
        let current = buffer.current.ligature, other = buffer.info[previous].ligature
        let sameBase = current.id == other.id && (current.id == 0 || current.component == other.component)
        let eitherIsLigature = current.id != other.id
            && ((current.id > 0 && current.component == 0) || (other.id > 0 && other.component == 0))
        guard sameBase || eitherIsLigature,
              let previousIndex = table.window(atOffset16: 4).coverageIndex(of: buffer.info[previous].glyph) else { return false }
        return attachMark(markIndex, marks: table.window(atOffset16: 8), to: previous, anchors: table.window(atOffset16: 10),
                          row: previousIndex, classCount: table.u16(6))
    }

    /// The glyph a mark-to-base or mark-to-ligature lookup attaches the current mark to: the
    /// nearest glyph before it that the matcher takes with the flag IgnoreMarks alone, or nil.
    /// For mark-to-base (`coverage` its base coverage), a later glyph of a multiple
    /// substitution's sequence is passed over unless covered (`MarkBasePosFormat1::accept`).
    /// The search stops where the previous mark's search began, whose result stands for what
    /// lies before (HarfBuzz's `last_base` and `last_base_until`, kept for the lookup).
    private mutating func attachmentBase(coverage: FontTable?) -> Int? {
        if lastBaseUntil > buffer.index {
            lastBaseUntil = 0
            lastBase = nil
        }
        let saved = (lookupFlags, markFilteringSet)
        (lookupFlags, markFilteringSet) = (0x8, nil)
        var candidate = buffer.index
        while candidate > lastBaseUntil {
            candidate -= 1
            if takesAsInput(buffer.info[candidate]),
               coverage.map({ isFirstOfSequence(candidate) || $0.coverageIndex(of: buffer.info[candidate].glyph) != nil }) ?? true {
                lastBase = candidate
                break
            }
        }
        (lookupFlags, markFilteringSet) = saved
        lastBaseUntil = buffer.index
        return lastBase
    }

    /// Whether the glyph at `position` is not a later glyph of a multiple substitution's
    /// sequence (the first one, a glyph after a mark, or no such glyph at all).
    private func isFirstOfSequence(_ position: Int) -> Bool {
        let glyph = buffer.info[position]
        guard glyph.properties.contains(.multiplied), glyph.ligature.component != 0, position > 0 else { return true }
        let before = buffer.info[position - 1]
        return before.isMark || !before.properties.contains(.multiplied) || glyph.ligature.id != before.ligature.id
            || glyph.ligature.component != before.ligature.component + 1
    }

    /// Attaches the current mark, number `markIndex` of the MarkArray `marks`, to the glyph at
    /// `target`, whose anchors are row `row` of the AnchorMatrix `anchors` (`classCount`
    /// columns): its offset becomes the distance from its anchor to the target's anchor of its
    /// class (`MarkArray::apply`). False, so that a later subtable may apply, if the target has
    /// no anchor of that class.
    private mutating func attachMark(_ markIndex: Int, marks: FontTable, to target: Int, anchors: FontTable,
                                     row: Int, classCount: Int) -> Bool {
        let record = 2 + markIndex * 4
        let markClass = markIndex < marks.u16(0) ? marks.u16(record) : 0
        guard row < anchors.u16(0), markClass < classCount,
              let targetAnchor = Anchor(anchors.window(atOffset16: 2 + (row * classCount + markClass) * 2)) else { return false }
        let markAnchor = markIndex < marks.u16(0) ? Anchor(marks.window(atOffset16: record + 2)) ?? .origin : .origin
        buffer.positions[buffer.index].xOffset = targetAnchor.x - markAnchor.x
        buffer.positions[buffer.index].yOffset = targetAnchor.y - markAnchor.y
        buffer.positions[buffer.index].attachment = .mark(distance: target - buffer.index)
        buffer.index += 1
        return true
    }
}
