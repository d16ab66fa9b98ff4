/// The table directory of one face of a font file: `.ttf`, `.otf`, or one face of a
/// `.ttc`/`.otc` collection.
struct FontFile: Sendable {
    /// Tables by tag, each a window checked to lie inside the file.
    let tables: [String: ByteReader]

    private static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'
    private static let sfntVersions: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]  // 1.0, 'OTTO', 'true'

    /// The number of faces in `bytes`: the collection's count, or 1 for a single font.
    static func faceCount(in bytes: [UInt8]) throws(FontError) -> Int {
        try faceOffsets(in: ByteReader(bytes)).count
    }

    /// Reads the table directory of face `faceIndex` (0 for a single font).
    init(_ bytes: [UInt8], faceIndex: Int) throws(FontError) {
        let file = ByteReader(bytes)
        let offsets = try Self.faceOffsets(in: file)
        guard offsets.indices.contains(faceIndex) else {
            throw .faceIndexOutOfRange(index: faceIndex, count: offsets.count)
        }
        let header = try file.window(at: offsets[faceIndex], name: "sfnt header")
        guard Self.sfntVersions.contains(try header.u32(0)) else { throw .notAFont }
        let tableCount = Int(try header.u16(4))
        var tables: [String: ByteReader] = [:]
        for index in 0..<tableCount {
            let record = 12 + index * 16
            let tag = try header.tag(record)
            let offset = Int(try header.u32(record + 8))
            let length = Int(try header.u32(record + 12))
            guard (try? file.require(offset, length)) != nil else {
                throw .truncated(table: tag, offset: length)
            }
            if tables[tag] == nil {
                tables[tag] = try file.window(at: offset, length: length, name: tag)
            }
        }
        self.tables = tables
    }

    /// The table `tag`, or ``FontError/missingTable(_:)``.
    func table(_ tag: String) throws(FontError) -> ByteReader {
        guard let table = tables[tag] else { throw .missingTable(tag) }
        return table
    }

    /// Offsets of the faces' headers: one per collection entry, or `[0]`.
    private static func faceOffsets(in file: ByteReader) throws(FontError) -> [Int] {
        guard file.count > 0 else { throw .empty }
        guard file.count >= 4 else { throw .notAFont }
        let magic = try file.u32(0)
        if magic == collectionTag {
            let count = Int(try file.u32(8))
            guard count > 0 else { throw .invalid(table: "ttcf", reason: "the collection holds no face") }
            try file.require(12, count * 4)
            var offsets: [Int] = []
            for index in 0..<count { offsets.append(Int(try file.u32(12 + index * 4))) }
            return offsets
        }
        guard sfntVersions.contains(magic) else { throw .notAFont }
        return [0]
    }
}
