/// Family, subfamily and version names from the `name` table.
///
/// The typographic names (IDs 16 and 17) are preferred to the legacy ones (1 and 2). Of the
/// records with an ID, the Windows US English one wins, then any Windows Unicode one, then a
/// Unicode-platform one, then a Macintosh Roman one; UTF-16 is decoded with repair.
struct NameTable: Sendable {
    /// Typographic family (16), else family (1); empty if absent.
    let family: String
    /// Typographic subfamily (17), else subfamily (2); empty if absent.
    let subfamily: String
    /// Version string (5), e.g. "Version 3.019"; empty if absent.
    let version: String

    private struct Record {
        let platform: UInt16
        let encoding: UInt16
        let language: UInt16
        let nameID: UInt16
        let text: String

        /// Lower is better.
        var rank: Int {
            switch (platform, encoding, language) {
            case (3, 1, 0x409), (3, 10, 0x409): 0
            case (3, 1, _), (3, 10, _): 1
            case (0, _, _): 2
            case (1, 0, 0): 3
            default: 4
            }
        }
    }

    /// Empty names (a font without a `name` table).
    init() {
        family = ""
        subfamily = ""
        version = ""
    }

    /// Reads `table`.
    init(_ table: ByteReader) throws(FontError) {
        let count = Int(try table.u16(2))
        let storage = Int(try table.u16(4))
        var records: [Record] = []
        for index in 0..<count {
            let base = 6 + index * 12
            let nameID = try table.u16(base + 6)
            guard [1, 2, 5, 16, 17].contains(nameID) else { continue }
            let platform = try table.u16(base)
            let encoding = try table.u16(base + 2)
            let length = Int(try table.u16(base + 8))
            let offset = storage + Int(try table.u16(base + 10))
            let raw = try table.window(at: offset, length: length)
            let bytes = raw.bytes[raw.start..<(raw.start + raw.count)]
            let text: String
            if platform == 1 {
                text = String(bytes.map { Character(Unicode.Scalar($0)) })
            } else {
                let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
                    UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                }
                text = String(decoding: units, as: UTF16.self)
            }
            records.append(Record(platform: platform, encoding: encoding, language: try table.u16(base + 4),
                                  nameID: nameID, text: text))
        }
        func best(_ id: UInt16) -> String? {
            records.filter { $0.nameID == id && $0.rank < 4 }.min { $0.rank < $1.rank }?.text
        }
        family = best(16) ?? best(1) ?? ""
        subfamily = best(17) ?? best(2) ?? ""
        version = best(5) ?? ""
    }
}
