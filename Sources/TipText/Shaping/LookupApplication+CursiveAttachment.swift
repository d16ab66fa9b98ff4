extension LookupApplication {
    /// Cursive attachment (GPOS type 3) joins the current glyph's entry anchor to the previous
    /// glyph's exit anchor (`CursivePosFormat1::apply`, horizontal): the advances change so the
    /// anchors meet along the line, and the child glyph — the later one in the buffer, or the
    /// earlier one under the lookup flag RightToLeft — is attached to its parent with the
    /// vertical distance between the anchors as its y offset.
    mutating func applyCursiveAttachment(_ table: FontTable) -> Bool {
        let coverage = table.window(atOffset16: 2)
        let recordCount = table.u16(4)
        func anchor(of glyph: Int, entry: Bool) -> Anchor? {
            guard table.u16(0) == 1, let index = coverage.coverageIndex(of: glyph), index < recordCount else { return nil }
            let offset = table.u16(6 + index * 4 + (entry ? 0 : 2))
            return offset == 0 ? nil : Anchor(table.window(at: offset))
        }
        guard let entry = anchor(of: buffer.current.glyph, entry: true),
              let previous = previousPosition(before: buffer.index, role: .input),
              let exit = anchor(of: buffer.info[previous].glyph, entry: false) else { return false }
        let current = buffer.index
        if isRightToLeft {
            let shift = exit.x + buffer.positions[previous].xOffset
            buffer.positions[previous].xAdvance -= shift
            buffer.positions[previous].xOffset -= shift
            buffer.positions[current].xAdvance = entry.x + buffer.positions[current].xOffset
        } else {
            buffer.positions[previous].xAdvance = exit.x + buffer.positions[previous].xOffset
            let shift = entry.x + buffer.positions[current].xOffset
            buffer.positions[current].xAdvance -= shift
            buffer.positions[current].xOffset -= shift
        }
        let isRightToLeftFlag = lookupFlags & 0x1 != 0
        let (child, parent) = isRightToLeftFlag ? (previous, current) : (current, previous)
        let yOffset = isRightToLeftFlag ? entry.y - exit.y : exit.y - entry.y
        reverseCursiveChain(from: child, stoppingAt: parent)
        buffer.positions[child].attachment = .cursive(distance: parent - child)
        buffer.positions[child].yOffset = yOffset
        // A parent attached to its child before is separated from it.
        if buffer.positions[parent].attachment.distance == child - parent {
            buffer.positions[parent].attachment = .none
            buffer.positions[parent].yOffset = 0
        }
        buffer.index += 1
        return true
    }

    /// Turns round the cursive chain `start` was attached by, so that the glyphs it led to now
    /// hang from `start` (which gets a new parent), up to `newParent` if it is on the chain
    /// (`reverse_cursive_minor_offset`, without recursion).
    private mutating func reverseCursiveChain(from start: Int, stoppingAt newParent: Int) {
        var links: [(child: Int, distance: Int)] = []
        var position = start
        while case .cursive(let distance) = buffer.positions[position].attachment {
            buffer.positions[position].attachment = .none
            let parent = position + distance
            guard parent != newParent, buffer.positions.indices.contains(parent) else { break }
            links.append((position, distance))
            position = parent
        }
        // The far end first, so that each glyph takes its child's offset before it changes.
        for (child, distance) in links.reversed() {
            buffer.positions[child + distance].yOffset = -buffer.positions[child].yOffset
            buffer.positions[child + distance].attachment = .cursive(distance: -distance)
        }
    }
}
