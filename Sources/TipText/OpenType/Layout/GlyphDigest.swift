/// A cheap over-approximation of a set of glyphs (HarfBuzz's `hb_set_digest_t`): two 64-bit
/// masks of glyph-id bits at two shifts. ``mayContain(_:)`` is false only for glyphs that are
/// certainly not in the set, so a lookup skips most glyphs without reading its coverage.
struct GlyphDigest: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private static let lowShift = 0
    private static let highShift = 4

    /// Adds the glyphs of `range`.
    mutating func add(_ range: ClosedRange<Int>) {
        low |= Self.bits(range, shift: Self.lowShift)
        high |= Self.bits(range, shift: Self.highShift)
    }

    /// Adds everything (a subtable whose glyphs cannot be listed).
    mutating func addAll() {
        low = .max
        high = .max
    }

    /// Whether the two sets may share a glyph.
    func mayIntersect(_ other: GlyphDigest) -> Bool {
        low & other.low != 0 && high & other.high != 0
    }

    /// Whether `glyph` may be in the set.
    func mayContain(_ glyph: Int) -> Bool {
        low & (1 << UInt64((glyph >> Self.lowShift) & 63)) != 0 && high & (1 << UInt64((glyph >> Self.highShift) & 63)) != 0
    }

    private static func bits(_ range: ClosedRange<Int>, shift: Int) -> UInt64 {
        let first = range.lowerBound >> shift, last = range.upperBound >> shift
        if last - first >= 63 { return .max }
        var bits: UInt64 = 0
        for value in first...last { bits |= 1 << UInt64(value & 63) }
        return bits
    }
}
