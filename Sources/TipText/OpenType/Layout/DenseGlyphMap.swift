/// A Coverage or ClassDef table decoded into an array over the glyphs it spans, so a lookup
/// is one read instead of a bisection: made at load for the tables kerning reads per pair.
/// Tables spanning more than ``maximumSpan`` glyphs are left to bisection (nil values).
struct DenseGlyphMap: Sendable {
    /// The widest glyph span decoded.
    static let maximumSpan = 8192

    private let first: Int
    /// Coverage index + 1 or class, by glyph − `first` (0: not covered / class 0).
    private let values: [UInt16]
    /// Whether the table was too wide to decode (then ``value(of:)`` is nil).
    private let isDecoded: Bool

    /// Decodes a Coverage table (values: coverage index + 1).
    init(coverage table: FontTable) {
        self.init(ranges: table.coverageRanges(), value: { table.coverageIndex(of: $0).map { $0 + 1 } ?? 0 })
    }

    /// Decodes a ClassDef table.
    init(classes table: FontTable) {
        self.init(ranges: table.classRanges(), value: { table.glyphClass(of: $0) })
    }

    private init(ranges: [ClosedRange<Int>], value: (Int) -> Int) {
        guard let low = ranges.map(\.lowerBound).min(), let high = ranges.map(\.upperBound).max(),
              high - low < Self.maximumSpan else {
            first = 0
            values = []
            isDecoded = ranges.isEmpty
            return
        }
        first = low
        values = (low...high).map { UInt16(truncatingIfNeeded: value($0)) }
        isDecoded = true
    }

    /// The decoded value of `glyph` (0 outside the table), or nil if the table was not decoded.
    func value(of glyph: Int) -> Int? {
        guard isDecoded else { return nil }
        let index = glyph - first
        return index >= 0 && index < values.count ? Int(values[index]) : 0
    }
}

/// The decoded tables of a GPOS class pair adjustment subtable (a class, so that copying a
/// subtable costs one reference).
final class PairTables: Sendable {
    /// Coverage index + 1 of the first glyph (0: not covered).
    let coverage: DenseGlyphMap
    /// Classes of the first and second glyphs.
    let first: DenseGlyphMap
    let second: DenseGlyphMap

    init(coverage: DenseGlyphMap, first: DenseGlyphMap, second: DenseGlyphMap) {
        self.coverage = coverage
        self.first = first
        self.second = second
    }
}
