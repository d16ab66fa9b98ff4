/// The legacy `kern` table (OpenType version 0): format 0 subtables that are horizontal, not
/// minimum values and not cross-stream, summed.
struct LegacyKerningTable: Sendable {
    /// Sum of the subtables' values by (left << 16 | right).
    private let pairs: [UInt32: Int]

    /// Reads `table`; an Apple (version 1) table gives no pairs.
    init(_ table: ByteReader) throws(FontError) {
        var pairs: [UInt32: Int] = [:]
        guard try table.u16(0) == 0 else {
            self.pairs = [:]
            return
        }
        var offset = 4
        for _ in 0..<Int(try table.u16(2)) {
            let length = Int(try table.u16(offset + 2))
            let coverage = try table.u16(offset + 4)
            if coverage >> 8 == 0 && coverage & 0x7 == 0x1 {
                let count = Int(try table.u16(offset + 6))
                try table.require(offset + 14, count * 6)
                for index in 0..<count {
                    let base = offset + 14 + index * 6
                    let key = UInt32(try table.u16(base)) << 16 | UInt32(try table.u16(base + 2))
                    pairs[key, default: 0] += Int(try table.i16(base + 4))
                }
            }
            guard length >= 6 else { break }
            offset += length
        }
        self.pairs = pairs
    }

    /// Whether the table kerns any pair.
    var isEmpty: Bool { pairs.isEmpty }

    /// Kerns the buffer as HarfBuzz's `hb_kern_machine_t` does: each glyph with the next one
    /// that is neither a mark nor default-ignorable, half the value (rounded down) added to the
    /// first glyph's advance and the rest to the second's.
    func apply(to buffer: inout GlyphBuffer) {
        guard !pairs.isEmpty else { return }
        var first = 0
        while first < buffer.info.count {
            var second = first + 1
            while second < buffer.info.count && (buffer.info[second].isMark || buffer.info[second].isDefaultIgnorable) { second += 1 }
            guard second < buffer.info.count else { return }
            let key = UInt32(truncatingIfNeeded: buffer.info[first].glyph) << 16 | UInt32(truncatingIfNeeded: buffer.info[second].glyph)
            if let kern = pairs[key], kern != 0 {
                let half = kern >> 1
                buffer.positions[first].xAdvance += half
                buffer.positions[second].xAdvance += kern - half
            }
            first = second
        }
    }
}
