/// A font's `cmap`: code point → glyph, decoded once from the subtable HarfBuzz would pick.
///
/// Subtable preference (HarfBuzz's `find_best_subtable`): (3,0) symbol, then the 32-bit
/// (3,10), (0,6), (0,4), then the 16-bit (3,1), (0,3), (0,2), (0,1), (0,0). The first
/// encoding record with that platform and encoding is used. Formats 4 and 12 are read; a font
/// whose chosen subtable has another format maps nothing. With a symbol subtable, a code point
/// U+0000…U+00FF that is not mapped is looked up again at U+F000 + code point.
///
/// The Basic Multilingual Plane is expanded into a dense table at load, so a lookup there is
/// one array read; other planes use a binary search over format 12 groups.
struct CharacterMap: Sendable {
    /// Glyph of every BMP code point (0: not mapped).
    private let bmp: [UInt16]
    /// Format 12 groups above the BMP: first code, last code, first glyph.
    private let astralGroups: [(start: UInt32, end: UInt32, glyph: UInt32)]
    /// Whether the chosen subtable is the (3,0) symbol one.
    private let isSymbol: Bool

    private static let preference: [(platform: UInt16, encoding: UInt16)] = [
        (3, 0), (3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0),
    ]

    /// Most BMP code points a subtable may list (with overlaps), so a damaged table whose
    /// segments each span the whole plane is an error instead of billions of steps.
    private static let bmpBudget = 2 * 0x10000

    /// Decodes `table`; glyphs at or past `glyphCount` are treated as not mapped.
    init(_ table: ByteReader, glyphCount: Int) throws(FontError) {
        let recordCount = Int(try table.u16(2))
        var records: [(platform: UInt16, encoding: UInt16, offset: Int)] = []
        for index in 0..<recordCount {
            let base = 4 + index * 8
            records.append((try table.u16(base), try table.u16(base + 2), Int(try table.u32(base + 4))))
        }
        var chosen: (offset: Int, symbol: Bool)?
        for wanted in Self.preference {
            if let record = records.first(where: { $0.platform == wanted.platform && $0.encoding == wanted.encoding }) {
                chosen = (record.offset, wanted.platform == 3 && wanted.encoding == 0)
                break
            }
        }
        var bmp = [UInt16](repeating: 0, count: 0x10000)
        var astral: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        if let chosen {
            let subtable = try table.window(at: chosen.offset)
            switch try subtable.u16(0) {
            case 4: try Self.decodeFormat4(subtable, glyphCount: glyphCount, into: &bmp)
            case 12: astral = try Self.decodeFormat12(subtable, glyphCount: glyphCount, into: &bmp)
            default: break
            }
        }
        self.bmp = bmp
        astralGroups = astral
        isSymbol = chosen?.symbol ?? false
    }

    /// The glyph of `scalar`, or nil if the font does not map it.
    func glyph(for scalar: UInt32) -> UInt16? {
        if let glyph = lookup(scalar) { return glyph }
        if isSymbol && scalar <= 0xFF { return lookup(0xF000 + scalar) }
        return nil
    }

    private func lookup(_ scalar: UInt32) -> UInt16? {
        if scalar < 0x10000 {
            let glyph = bmp[Int(scalar)]
            return glyph == 0 ? nil : glyph
        }
        let low = astralGroups.partitioningIndex { $0.end >= scalar }
        guard low < astralGroups.count, astralGroups[low].start <= scalar else { return nil }
        let glyph = astralGroups[low].glyph + (scalar - astralGroups[low].start)
        return glyph == 0 || glyph > UInt32(UInt16.max) ? nil : UInt16(glyph)
    }

    /// Segment mapping to delta values, as HarfBuzz reads it: glyph = (c + idDelta) mod 65536,
    /// or, with an idRangeOffset, glyphIdArray[…] + idDelta when that entry is not 0.
    private static func decodeFormat4(_ subtable: ByteReader, glyphCount: Int, into bmp: inout [UInt16]) throws(FontError) {
        // The length field is ignored, as HarfBuzz does: large fonts overflow it.
        let table = subtable
        let segmentCount = Int(try table.u16(6)) / 2
        let ends = try table.u16Array(14, count: segmentCount)
        let starts = try table.u16Array(16 + segmentCount * 2, count: segmentCount)
        let deltas = try table.u16Array(16 + segmentCount * 4, count: segmentCount)
        let rangeOffsetsStart = 16 + segmentCount * 6
        let rangeOffsets = try table.u16Array(rangeOffsetsStart, count: segmentCount)
        var visited = 0
        for segment in 0..<segmentCount where starts[segment] <= ends[segment] {
            visited += Int(ends[segment]) - Int(starts[segment]) + 1
            guard visited <= bmpBudget else { throw .invalid(table: "cmap", reason: "overlapping segments") }
            for code in Int(starts[segment])...Int(ends[segment]) {
                var glyph: Int
                if rangeOffsets[segment] == 0 {
                    glyph = (code + Int(deltas[segment])) & 0xFFFF
                } else {
                    let entry = rangeOffsetsStart + segment * 2 + Int(rangeOffsets[segment])
                        + (code - Int(starts[segment])) * 2
                    guard let value = try? table.u16(entry), value != 0 else { continue }
                    glyph = (Int(value) + Int(deltas[segment])) & 0xFFFF
                }
                if glyph != 0 && glyph < glyphCount && bmp[code] == 0 { bmp[code] = UInt16(glyph) }
            }
        }
    }

    /// Segmented coverage: sequential groups; BMP codes go to the dense table, the rest is kept.
    private static func decodeFormat12(
        _ subtable: ByteReader, glyphCount: Int, into bmp: inout [UInt16]
    ) throws(FontError) -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
        let groupCount = Int(try subtable.u32(12))
        try subtable.require(16, groupCount * 12)
        var astral: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        var visited = 0
        for index in 0..<groupCount {
            let base = 16 + index * 12
            let start = try subtable.u32(base)
            let end = min(try subtable.u32(base + 4), 0x10FFFF)
            let glyph = try subtable.u32(base + 8)
            guard start <= end, glyph < UInt32(glyphCount) else { continue }
            let last = min(end, start + (UInt32(glyphCount) - 1 - glyph))
            if start < 0x10000 {
                visited += Int(min(last, 0xFFFF) - start) + 1
                guard visited <= bmpBudget else { throw .invalid(table: "cmap", reason: "overlapping groups") }
                for code in start...min(last, 0xFFFF) where bmp[Int(code)] == 0 {
                    bmp[Int(code)] = UInt16(glyph + (code - start))
                }
            }
            if last >= 0x10000 {
                let first = max(start, 0x10000)
                astral.append((first, last, glyph + (first - start)))
            }
        }
        astral.sort { $0.start < $1.start }
        return astral
    }
}
