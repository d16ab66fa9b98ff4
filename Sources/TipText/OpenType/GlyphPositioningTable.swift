/// The `kern` feature of a GPOS table: for each script, the pair lookups of its default
/// language system's `kern` features (and of its required feature, if that is `kern`).
///
/// Only pair adjustment lookups (type 2, directly or through type 9 extensions) are read;
/// other lookup types under `kern` are ignored. Lookup flags (such as IgnoreMarks) are not
/// applied: a pair is two adjacent glyphs.
struct GlyphPositioningTable: Sendable {
    /// Kerning lookups by script tag, in lookup-list order.
    private let lookupsByScript: [String: [PairLookup]]
    /// Whether the feature list holds any `kern` feature (HarfBuzz then ignores the legacy
    /// `kern` table).
    let hasKernFeature: Bool

    /// Reads `table`.
    init(_ table: ByteReader) throws(FontError) {
        let scriptList = try table.window(at: Int(try table.u16(4)))
        let featureList = try table.window(at: Int(try table.u16(6)))
        let lookupList = try table.window(at: Int(try table.u16(8)))

        var kernFeatures: [Int: [Int]] = [:]
        let featureCount = Int(try featureList.u16(0))
        for index in 0..<featureCount where try featureList.tag(2 + index * 6) == "kern" {
            let feature = try featureList.window(at: Int(try featureList.u16(2 + index * 6 + 4)))
            kernFeatures[index] = try feature.u16Array(4, count: Int(try feature.u16(2))).map(Int.init)
        }
        hasKernFeature = !kernFeatures.isEmpty

        var parsed: [Int: PairLookup] = [:]
        var lookupsByScript: [String: [PairLookup]] = [:]
        let lookupCount = Int(try lookupList.u16(0))
        for index in 0..<Int(try scriptList.u16(0)) {
            let tag = try scriptList.tag(2 + index * 6)
            let script = try scriptList.window(at: Int(try scriptList.u16(2 + index * 6 + 4)))
            let defaultOffset = Int(try script.u16(0))
            var indices: [Int] = []
            if defaultOffset != 0 {
                let langSys = try script.window(at: defaultOffset)
                var features = Set(try langSys.u16Array(6, count: Int(try langSys.u16(4))).map(Int.init))
                features.insert(Int(try langSys.u16(2)))  // required feature (0xFFFF: none)
                indices = Array(Set(features.flatMap { kernFeatures[$0] ?? [] })).sorted()
            }
            var lookups: [PairLookup] = []
            for lookupIndex in indices {
                guard lookupIndex < lookupCount else {
                    throw .invalid(table: "GPOS", reason: "lookup index \(lookupIndex) out of range")
                }
                if parsed[lookupIndex] == nil {
                    let lookup = try lookupList.window(at: Int(try lookupList.u16(2 + lookupIndex * 2)))
                    parsed[lookupIndex] = try Self.pairLookup(lookup)
                }
                if let lookup = parsed[lookupIndex] { lookups.append(lookup) }
            }
            if lookupsByScript[tag] == nil { lookupsByScript[tag] = lookups }
        }
        self.lookupsByScript = lookupsByScript
    }

    /// The kerning lookups HarfBuzz would apply for `script`: its tag if the font has that
    /// script, else `DFLT`, else `dflt`, else `latn`, else none.
    func lookups(for script: TextScript) -> [PairLookup] {
        for tag in [script.openTypeTag, "DFLT", "dflt", "latn"].compactMap({ $0 }) {
            if let lookups = lookupsByScript[tag] { return lookups }
        }
        return []
    }

    /// The pair subtables of `lookup` (type 2, or type 9 wrapping type 2); other types give none.
    private static func pairLookup(_ lookup: ByteReader) throws(FontError) -> PairLookup {
        let type = try lookup.u16(0)
        let offsets = try lookup.u16Array(6, count: Int(try lookup.u16(4))).map(Int.init)
        var subtables: [PairSubtable] = []
        for offset in offsets {
            var subtable = try lookup.window(at: offset)
            if type == 9 {
                guard try subtable.u16(0) == 1, try subtable.u16(2) == 2 else { continue }
                subtable = try subtable.window(at: Int(try subtable.u32(4)))
            } else if type != 2 {
                continue
            }
            subtables.append(try PairSubtable(subtable))
        }
        return PairLookup(subtables: subtables)
    }
}

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

    /// Applies the kerning over `glyphs`, adding each pair's value to the first glyph's advance.
    func apply(to glyphs: [UInt16], advances: inout [Int]) {
        guard !pairs.isEmpty else { return }
        for index in 0..<max(0, glyphs.count - 1) {
            advances[index] += pairs[UInt32(glyphs[index]) << 16 | UInt32(glyphs[index + 1])] ?? 0
        }
    }
}
