/// A window of a layout table's bytes (GSUB, GPOS, GDEF), read while shaping without
/// throwing: a read outside the window gives 0, and an offset that leads outside gives an empty
/// window, as HarfBuzz reads a damaged table through its Null object. So a malformed table
/// makes lookups match nothing instead of trapping.
///
/// A window is a pointer and two bounds into a ``FontTableStorage`` (no reference counting on
/// the hot path): it is valid while that storage lives, which the ``ShapingFace`` holding both
/// guarantees.
struct FontTable: @unchecked Sendable {
    /// The table's first byte (nil for the empty window).
    private let base: UnsafePointer<UInt8>?
    /// Start of the window, from `base`.
    let start: Int
    /// End of the window, from `base` (exclusive).
    let end: Int

    /// An empty window.
    static let empty = FontTable(base: nil, start: 0, end: 0)

    /// The whole of `storage`'s bytes.
    init(_ storage: FontTableStorage) {
        self.init(base: UnsafePointer(storage.bytes.baseAddress), start: 0, end: storage.bytes.count)
    }

    private init(base: UnsafePointer<UInt8>?, start: Int, end: Int) {
        self.base = base
        self.start = start
        self.end = end
    }

    /// Whether the window holds no bytes.
    var isEmpty: Bool { start >= end }

    /// The number of bytes in the window.
    var count: Int { end - start }

    /// The big-endian UInt16 at `offset`, or 0 outside the window.
    func u16(_ offset: Int) -> Int {
        let at = start + offset
        guard offset >= 0, at + 2 <= end, let base else { return 0 }
        return Int(base[at]) << 8 | Int(base[at + 1])
    }

    /// The big-endian Int16 at `offset`, or 0 outside the window.
    func i16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }

    /// The big-endian UInt32 at `offset`, or 0 outside the window.
    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// The window from `offset` to the end, or empty if `offset` is 0 or outside.
    func window(at offset: Int) -> FontTable {
        guard offset > 0, start + offset < end else { return .empty }
        return FontTable(base: base, start: start + offset, end: end)
    }

    /// The window at the 16-bit offset stored at `field`.
    func window(atOffset16 field: Int) -> FontTable { window(at: u16(field)) }

    /// How many of `count` records of `size` bytes from `offset` lie inside the window.
    func available(_ count: Int, of size: Int, at offset: Int) -> Int {
        max(0, min(count, (self.count - offset) / size))
    }

    /// This window read as a Coverage table: the coverage index of `glyph`, or nil.
    func coverageIndex(of glyph: Int) -> Int? {
        switch u16(0) {
        case 1:
            let count = available(u16(2), of: 2, at: 4)
            guard let base else { return nil }
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let value = Self.u16(base, start + 4 + middle * 2)
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle }
            }
            return nil
        case 2:
            guard let record = rangeRecord(holding: glyph) else { return nil }
            return u16(record + 4) + glyph - u16(record)
        default:
            return nil
        }
    }

    /// This window read as a ClassDef table: the class of `glyph` (0 when not listed).
    func glyphClass(of glyph: Int) -> Int {
        switch u16(0) {
        case 1:
            let index = glyph - u16(2)
            return index >= 0 && index < available(u16(4), of: 2, at: 6) ? u16(6 + index * 2) : 0
        case 2:
            return rangeRecord(holding: glyph).map { u16($0 + 4) } ?? 0
        default:
            return 0
        }
    }

    /// The offset of the (start, end, value) record of a format-2 Coverage or ClassDef that
    /// holds `glyph`, by bisection over its records sorted by start (read without per-field
    /// checks: ``available(_:of:at:)`` bounds them to the window first).
    private func rangeRecord(holding glyph: Int) -> Int? {
        let count = available(u16(2), of: 6, at: 4)
        guard let base else { return nil }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let record = 4 + middle * 6
            if glyph < Self.u16(base, start + record) {
                high = middle
            } else if glyph > Self.u16(base, start + record + 2) {
                low = middle + 1
            } else {
                return record
            }
        }
        return nil
    }

    /// The big-endian UInt16 at position `at` from `base`, which the caller has bounded.
    private static func u16(_ base: UnsafePointer<UInt8>, _ at: Int) -> Int {
        Int(base[at]) << 8 | Int(base[at + 1])
    }

    /// The glyphs this ClassDef table lists, as ranges.
    func classRanges() -> [ClosedRange<Int>] {
        switch u16(0) {
        case 1:
            let count = available(u16(4), of: 2, at: 6)
            return count == 0 ? [] : [u16(2)...(u16(2) + count - 1)]
        case 2:
            return rangeRecordRanges()
        default:
            return []
        }
    }

    /// The (start, end) of each range record of a format-2 Coverage or ClassDef.
    private func rangeRecordRanges() -> [ClosedRange<Int>] {
        (0..<available(u16(2), of: 6, at: 4)).compactMap { index in
            let first = u16(4 + index * 6), last = u16(6 + index * 6)
            return first <= last ? first...last : nil
        }
    }

    /// The glyphs of this Coverage table, as ranges (for a lookup's ``GlyphDigest``).
    func coverageRanges() -> [ClosedRange<Int>] {
        switch u16(0) {
        case 1:
            return (0..<available(u16(2), of: 2, at: 4)).map { u16(4 + $0 * 2)...u16(4 + $0 * 2) }
        case 2:
            return rangeRecordRanges()
        default:
            return []
        }
    }
}

/// A copy of one layout table's bytes at a fixed address, for ``FontTable`` windows.
final class FontTableStorage: @unchecked Sendable {
    /// The bytes (never written after the copy).
    let bytes: UnsafeMutableBufferPointer<UInt8>

    /// Copies the bytes of `table`.
    init(_ table: ByteReader) {
        bytes = .allocate(capacity: table.count)
        _ = bytes.initialize(from: table.bytes[table.start..<(table.start + table.count)])
    }

    deinit {
        bytes.deallocate()
    }
}
