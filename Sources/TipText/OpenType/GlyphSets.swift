/// An OpenType Coverage table: glyph → coverage index, as sorted ranges.
struct Coverage: Sendable {
    private let ranges: GlyphRanges

    /// Reads formats 1 (glyph list) and 2 (ranges).
    init(_ table: ByteReader) throws(FontError) {
        let count = Int(try table.u16(2))
        switch try table.u16(0) {
        case 1:
            let glyphs = try table.u16Array(4, count: count)
            ranges = GlyphRanges(starts: glyphs, ends: glyphs, values: Array(0..<count))
        case 2:
            ranges = try GlyphRanges(table, at: 4, count: count)
        case let format:
            throw .invalid(table: table.table, reason: "unknown coverage format \(format)")
        }
    }

    /// The coverage index of `glyph`, or nil if it is not covered.
    func index(of glyph: UInt16) -> Int? {
        guard let range = ranges.find(glyph) else { return nil }
        return ranges.values[range] + Int(glyph - ranges.starts[range])
    }
}

/// An OpenType ClassDef table: glyph → class (0 for every glyph not listed).
struct ClassDefinition: Sendable {
    private let ranges: GlyphRanges

    /// Reads formats 1 (class array) and 2 (class ranges).
    init(_ table: ByteReader) throws(FontError) {
        switch try table.u16(0) {
        case 1:
            let first = Int(try table.u16(2))
            let classes = try table.u16Array(6, count: Int(try table.u16(4)))
            let count = max(0, min(classes.count, Int(UInt16.max) + 1 - first))
            let glyphs = (0..<count).map { UInt16(first + $0) }
            ranges = GlyphRanges(starts: glyphs, ends: glyphs, values: classes.prefix(count).map(Int.init))
        case 2:
            ranges = try GlyphRanges(table, at: 4, count: Int(try table.u16(2)))
        case let format:
            throw .invalid(table: table.table, reason: "unknown class definition format \(format)")
        }
    }

    /// The class of `glyph`.
    func value(of glyph: UInt16) -> Int {
        ranges.find(glyph).map { ranges.values[$0] } ?? 0
    }
}

/// Glyph ranges sorted by start (as the OpenType spec requires), each with a value, searched
/// by bisection.
struct GlyphRanges: Sendable {
    /// First glyph of each range.
    let starts: [UInt16]
    /// Last glyph of each range.
    let ends: [UInt16]
    /// The value of each range (a coverage index or a class).
    let values: [Int]

    init(starts: [UInt16], ends: [UInt16], values: [Int]) {
        self.starts = starts
        self.ends = ends
        self.values = values
    }

    /// Reads `count` records of (start, end, value) as UInt16 triples at `offset`.
    init(_ table: ByteReader, at offset: Int, count: Int) throws(FontError) {
        let fields = try table.u16Array(offset, count: count * 3)
        starts = stride(from: 0, to: fields.count, by: 3).map { fields[$0] }
        ends = stride(from: 1, to: fields.count, by: 3).map { fields[$0] }
        values = stride(from: 2, to: fields.count, by: 3).map { Int(fields[$0]) }
    }

    /// The index of the range holding `glyph`, or nil.
    func find(_ glyph: UInt16) -> Int? {
        let low = ends.partitioningIndex { $0 >= glyph }
        guard low < ends.count, starts[low] <= glyph, glyph <= ends[low] else { return nil }
        return low
    }
}
