extension GlyphBuffer {
    /// Makes every attached glyph's offset relative to the run rather than to the glyph it is
    /// attached to, once GPOS is done (`propagate_attachment_offsets`): a cursively attached
    /// glyph adds its parent's y offset; a mark adds its target's offsets less the advances from
    /// the target up to the mark (left to right) or plus those after the target up to and with
    /// the mark (right to left, the buffer being in logical order). Chains resolve target first,
    /// at most ``LookupApplication/maximumNesting`` deep.
    mutating func resolveAttachmentOffsets(isRightToLeft: Bool) {
        for index in positions.indices { resolveAttachment(of: index, isRightToLeft: isRightToLeft, depthLeft: LookupApplication.maximumNesting) }
    }

    private mutating func resolveAttachment(of index: Int, isRightToLeft: Bool, depthLeft: Int) {
        let attachment = positions[index].attachment
        guard attachment != .none else { return }
        positions[index].attachment = .none
        let target = index + attachment.distance
        guard positions.indices.contains(target), depthLeft > 0 else { return }
        resolveAttachment(of: target, isRightToLeft: isRightToLeft, depthLeft: depthLeft - 1)
        if case .cursive = attachment {
            positions[index].yOffset += positions[target].yOffset
            return
        }
        positions[index].xOffset += positions[target].xOffset
        positions[index].yOffset += positions[target].yOffset
        if isRightToLeft {
            for between in stride(from: target + 1, through: index, by: 1) { positions[index].xOffset += positions[between].xAdvance }
        } else {
            for between in stride(from: target, to: index, by: 1) { positions[index].xOffset -= positions[between].xAdvance }
        }
    }
}
