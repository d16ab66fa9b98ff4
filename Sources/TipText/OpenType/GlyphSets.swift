/// An OpenType Coverage table: glyph → coverage index, as sorted ranges.
struct Coverage: Sendable {
    private let ranges: [(start: UInt16, end: UInt16, index: Int)]

    /// Reads formats 1 (glyph list) and 2 (ranges).
    init(_ table: ByteReader) throws(FontError) {
        let count = Int(try table.u16(2))
        switch try table.u16(0) {
        case 1:
            ranges = try table.u16Array(4, count: count).enumerated().map { ($0.element, $0.element, $0.offset) }
        case 2:
            var ranges: [(start: UInt16, end: UInt16, index: Int)] = []
            for index in 0..<count {
                let base = 4 + index * 6
                ranges.append((try table.u16(base), try table.u16(base + 2), Int(try table.u16(base + 4))))
            }
            self.ranges = ranges
        case let format:
            throw .invalid(table: table.table, reason: "unknown coverage format \(format)")
        }
    }

    /// The coverage index of `glyph`, or nil if it is not covered.
    func index(of glyph: UInt16) -> Int? {
        guard let range = GlyphRanges.find(glyph, in: ranges, start: \.start, end: \.end) else { return nil }
        return range.index + Int(glyph - range.start)
    }
}

/// An OpenType ClassDef table: glyph → class (0 for every glyph not listed).
struct ClassDefinition: Sendable {
    private let ranges: [(start: UInt16, end: UInt16, value: Int)]

    /// Reads formats 1 (class array) and 2 (class ranges).
    init(_ table: ByteReader) throws(FontError) {
        switch try table.u16(0) {
        case 1:
            let first = Int(try table.u16(2))
            let classes = try table.u16Array(6, count: Int(try table.u16(4)))
            ranges = classes.enumerated().compactMap { offset, value in
                let glyph = first + offset
                return glyph <= Int(UInt16.max) ? (UInt16(glyph), UInt16(glyph), Int(value)) : nil
            }
        case 2:
            var ranges: [(start: UInt16, end: UInt16, value: Int)] = []
            for index in 0..<Int(try table.u16(2)) {
                let base = 4 + index * 6
                ranges.append((try table.u16(base), try table.u16(base + 2), Int(try table.u16(base + 4))))
            }
            self.ranges = ranges
        case let format:
            throw .invalid(table: table.table, reason: "unknown class definition format \(format)")
        }
    }

    /// The class of `glyph`.
    func value(of glyph: UInt16) -> Int {
        GlyphRanges.find(glyph, in: ranges, start: \.start, end: \.end)?.value ?? 0
    }
}

/// Binary search over glyph ranges sorted by start (as the OpenType spec requires).
enum GlyphRanges {
    /// The range holding `glyph`, or nil.
    static func find<Range>(
        _ glyph: UInt16, in ranges: [Range], start: KeyPath<Range, UInt16>, end: KeyPath<Range, UInt16>
    ) -> Range? {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid][keyPath: end] < glyph { low = mid + 1 } else { high = mid }
        }
        guard low < ranges.count, ranges[low][keyPath: start] <= glyph,
              glyph <= ranges[low][keyPath: end] else { return nil }
        return ranges[low]
    }
}
