/// The names and style of each face of a font file, read through a partial reader so that a
/// folder of large collections can be scanned without loading whole files.
struct FontFaceSummary: Sendable {
    /// The face's index in its file.
    let faceIndex: Int
    /// Typographic family name.
    let family: String
    /// `OS/2` usWeightClass, 400 without `OS/2`.
    let weight: Int
    /// Whether `OS/2` fsSelection marks the face italic (bit 0) or oblique (bit 9).
    let isItalic: Bool
    /// Whether `OS/2` usWidthClass is 5 (normal), or there is no `OS/2`.
    let isNormalWidth: Bool

    /// Most faces read from one collection.
    private static let faceLimit = 256

    /// Reads every face; `read(offset, length)` returns up to `length` bytes at `offset` (fewer
    /// at the end of the file). Reads past what it returns throw.
    static func read(using read: (Int, Int) -> [UInt8]) throws(FontError) -> [FontFaceSummary] {
        let header = ByteReader(read(0, 12), table: "header")
        var offsets = [0]
        if try header.tag(0) == "ttcf" {
            let count = min(Int(try header.u32(8)), faceLimit)
            let table = ByteReader(read(12, count * 4), table: "ttcf")
            offsets = try (0..<count).map { (index: Int) throws(FontError) -> Int in Int(try table.u32(index * 4)) }
        }
        return try offsets.enumerated().map { (index: Int, offset: Int) throws(FontError) -> FontFaceSummary in
            let directory = ByteReader(read(offset, 12), table: "sfnt header")
            let count = Int(try directory.u16(4))
            let records = ByteReader(read(offset + 12, count * 16), table: "table directory")
            var tables: [String: ByteReader] = [:]
            for record in 0..<count {
                let tag = try records.tag(record * 16)
                guard tag == "name" || tag == "OS/2" else { continue }
                let bytes = read(Int(try records.u32(record * 16 + 8)), Int(try records.u32(record * 16 + 12)))
                tables[tag] = ByteReader(bytes, table: tag)
            }
            let names = try tables["name"].map { (table: ByteReader) throws(FontError) -> NameTable in try NameTable(table) } ?? NameTable()
            let os2 = tables["OS/2"]
            let selection = try os2.map { (table: ByteReader) throws(FontError) -> UInt16 in try table.u16(62) } ?? 0
            return FontFaceSummary(
                faceIndex: index, family: names.family,
                weight: try os2.map { (table: ByteReader) throws(FontError) -> Int in Int(try table.u16(4)) } ?? 400,
                isItalic: selection & 0x201 != 0,
                isNormalWidth: try os2.map { (table: ByteReader) throws(FontError) -> Bool in try table.u16(6) == 5 } ?? true)
        }
    }
}
