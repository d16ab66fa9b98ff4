/// The glyphs being shaped, as HarfBuzz's `hb_buffer_t` holds them: GSUB reads `info` at
/// `index` and writes `output`, which becomes `info` when a lookup ends; GPOS reads `info`
/// in place and adjusts `positions`.
///
/// Growth is bounded (``maximumLength``), and so is work (``operationsLeft``): a malformed
/// font that multiplies glyphs or recurses without end stops changing the buffer instead of
/// exhausting the machine, as HarfBuzz's `max_len` and `max_ops` do.
struct GlyphBuffer {
    /// The glyphs a lookup reads.
    var info: [GlyphInfo]
    /// The glyphs a GSUB lookup has written so far (unused by GPOS).
    var output: [GlyphInfo] = []
    /// The glyph a lookup is at.
    var index = 0
    /// Whether a GSUB lookup is writing `output`.
    private(set) var hasOutput = false
    /// Advances, offsets and attachments, one per glyph (set before GPOS).
    var positions: [GlyphPosition] = []
    /// The most glyphs the buffer may hold.
    let maximumLength: Int
    /// How many more nested lookup applications the buffer allows.
    var operationsLeft: Int
    /// The state of HarfBuzz's random alternates (`rand`), a minimal-standard generator.
    private var randomState = 1
    /// The last serial number given out (HarfBuzz's `serial`), of which ligature ids are made.
    private var serial = 0

    /// A buffer of `info`.
    init(_ info: [GlyphInfo]) {
        self.info = info
        maximumLength = max(info.count * 64, 16384)
        operationsLeft = max(info.count * 64, 16384)
    }

    /// The glyph at `index`.
    var current: GlyphInfo {
        get { info[index] }
        set { info[index] = newValue }
    }

    /// How many glyphs precede `index` in the output (GSUB) or in `info` (GPOS).
    var backtrackLength: Int { hasOutput ? output.count : index }
    /// How many glyphs are left from `index`.
    var lookaheadLength: Int { info.count - index }

    /// The glyph at `position` of what precedes the current glyph: the output (GSUB) or `info` (GPOS).
    func backtrackGlyph(at position: Int) -> GlyphInfo { hasOutput ? output[position] : info[position] }

    /// Starts a GSUB lookup.
    mutating func startOutput() {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(info.count)
        index = 0
        hasOutput = true
    }

    /// Ends a GSUB lookup: what was written becomes the buffer.
    mutating func finishOutput() {
        if index < info.count { output.append(contentsOf: info[index...]) }
        swap(&info, &output)
        hasOutput = false
        index = 0
    }

    /// Copies the current glyph to the output (GSUB) or steps over it (GPOS).
    mutating func nextGlyph() {
        if hasOutput { output.append(info[index]) }
        index += 1
    }

    /// Writes `glyph` in place of the current glyph and moves past it.
    mutating func replaceGlyph(with glyph: GlyphInfo) {
        output.append(glyph)
        index += 1
    }

    /// Writes `glyph` without moving (one of a multiple substitution's glyphs).
    mutating func outputGlyph(_ glyph: GlyphInfo) {
        guard output.count + info.count - index < maximumLength else { return }
        output.append(glyph)
    }

    /// Drops the current glyph.
    mutating func skipGlyph() {
        index += 1
    }

    /// Sets the clusters of `info[range]` to the smallest of them, and of the glyphs around it
    /// that shared a cluster with its ends: those after it that had its last glyph's cluster,
    /// those before it (back to the current glyph, then in the output) that had its first
    /// glyph's (`hb_buffer_t::merge_clusters`).
    mutating func mergeClusters(_ range: Range<Int>) {
        guard range.count > 1 else { return }
        var (start, end) = (range.lowerBound, range.upperBound)
        let cluster = info[range].reduce(info[start].cluster) { min($0, $1.cluster) }
        if cluster != info[end - 1].cluster {
            while end < info.count && info[end - 1].cluster == info[end].cluster { end += 1 }
        }
        if cluster != info[start].cluster {
            while index < start && info[start - 1].cluster == info[start].cluster { start -= 1 }
        }
        if hasOutput && index == start && info[start].cluster != cluster {
            var position = output.count
            while position > 0 && output[position - 1].cluster == info[start].cluster {
                output[position - 1].cluster = cluster
                position -= 1
            }
        }
        for position in start..<end { info[position].cluster = cluster }
    }

    /// Moves so that `position` glyphs precede the current one in the output, copying glyphs
    /// forward from `info` or back from the output (`hb_buffer_t::move_to`).
    mutating func move(toOutputPosition position: Int) {
        guard hasOutput else {
            index = min(max(position, 0), info.count)
            return
        }
        if output.count < position {
            let count = min(position - output.count, info.count - index)
            output.append(contentsOf: info[index..<(index + count)])
            index += count
        } else if output.count > position {
            let moved = output[position...]
            let count = moved.count
            if index >= count {
                info.replaceSubrange((index - count)..<index, with: moved)
                index -= count
            } else {
                info.replaceSubrange(0..<index, with: moved)
                index = 0
            }
            output.removeLast(count)
        }
    }

    /// A new ligature id, 1–7, cyclically (`_hb_allocate_lig_id`).
    mutating func nextLigatureID() -> Int {
        repeat { serial &+= 1 } while serial & 0x07 == 0
        return serial & 0x07
    }

    /// The next number of HarfBuzz's random sequence (`hb_buffer_t::random_state`).
    mutating func nextRandom() -> Int {
        randomState = randomState * 48271 % 2147483647
        return randomState
    }
}
