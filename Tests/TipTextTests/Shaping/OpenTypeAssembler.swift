@testable import TipText

/// A piece of an OpenType table for the shaper's tests: fields in big-endian order, with
/// 16- and 32-bit offsets to sub-tables that are laid out after the table that points to them
/// (offsets from the start of that table, as OpenType counts them).
indirect enum OpenTypeField: Sendable {
    case u16(Int)
    case u32(Int)
    case tag(String)
    case offset16(OpenTypeBlob)
    case offset32(OpenTypeBlob)
    /// A 16-bit offset of 0 (no sub-table).
    case null
    /// Bytes as they are (a damaged table).
    case raw([UInt8])
}

/// A table: its fields, serialised with its sub-tables after it.
struct OpenTypeBlob: Sendable {
    var fields: [OpenTypeField]

    init(_ fields: [OpenTypeField]) {
        self.fields = fields
    }

    /// The bytes of the table and of every sub-table it reaches.
    var bytes: [UInt8] {
        var head: [UInt8] = []
        var tail: [UInt8] = []
        let headSize = fields.reduce(0) { size, field in
            switch field {
            case .u16, .offset16, .null: size + 2
            case .u32, .tag, .offset32: size + 4
            case .raw(let bytes): size + bytes.count
            }
        }
        func append(_ value: Int, bytes count: Int) {
            for shift in stride(from: (count - 1) * 8, through: 0, by: -8) { head.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        for field in fields {
            switch field {
            case .u16(let value): append(value, bytes: 2)
            case .u32(let value): append(value, bytes: 4)
            case .tag(let tag): head += Array(tag.utf8.prefix(4))
            case .null: append(0, bytes: 2)
            case .raw(let bytes): head += bytes
            case .offset16(let child), .offset32(let child):
                let size: Int
                if case .offset16 = field { size = 2 } else { size = 4 }
                append(headSize + tail.count, bytes: size)
                tail += child.bytes
            }
        }
        return head + tail
    }

    /// A Coverage table (format 1) of `glyphs`, sorted.
    static func coverage(_ glyphs: [Int]) -> OpenTypeBlob {
        OpenTypeBlob([.u16(1), .u16(glyphs.count)] + glyphs.sorted().map { .u16($0) })
    }

    /// A ClassDef table (format 1) giving `classes[i]` to glyph `first + i`.
    static func classes(first: Int, _ classes: [Int]) -> OpenTypeBlob {
        OpenTypeBlob([.u16(1), .u16(first), .u16(classes.count)] + classes.map { .u16($0) })
    }

    /// A lookup of `type` with `flags` over `subtables`.
    static func lookup(_ type: Int, flags: Int = 0, _ subtables: [OpenTypeBlob], markFilteringSet: Int? = nil) -> OpenTypeBlob {
        OpenTypeBlob([.u16(type), .u16(flags), .u16(subtables.count)] + subtables.map { .offset16($0) }
            + (markFilteringSet.map { [.u16($0)] } ?? []))
    }

    /// A GSUB or GPOS table with one script (`DFLT`, default language system) whose features
    /// are `features` (tag and lookup indices), over `lookups`.
    static func layoutTable(features: [(tag: String, lookups: [Int])], lookups: [OpenTypeBlob]) -> OpenTypeBlob {
        let languageSystem = OpenTypeBlob([.u16(0), .u16(0xFFFF), .u16(features.count)] + features.indices.map { .u16($0) })
        let script = OpenTypeBlob([.offset16(languageSystem), .u16(0)])
        let scripts = OpenTypeBlob([.u16(1), .tag("DFLT"), .offset16(script)])
        let featureList = OpenTypeBlob([.u16(features.count)] + features.flatMap { feature -> [OpenTypeField] in
            [.tag(feature.tag), .offset16(OpenTypeBlob([.u16(0), .u16(feature.lookups.count)] + feature.lookups.map { .u16($0) }))]
        })
        let lookupList = OpenTypeBlob([.u16(lookups.count)] + lookups.map { .offset16($0) })
        return OpenTypeBlob([.u16(1), .u16(0), .offset16(scripts), .offset16(featureList), .offset16(lookupList)])
    }

    /// A GDEF table giving glyph classes from `classes` (1 base, 2 ligature, 3 mark), from glyph 0,
    /// and, if there are any, the mark glyph sets `markSets` (GDEF 1.2).
    static func glyphDefinitions(classes: [Int], markSets: [[Int]] = []) -> OpenTypeBlob {
        let head: [OpenTypeField] = [.u16(1), .u16(markSets.isEmpty ? 0 : 2), .offset16(.classes(first: 0, classes)), .null, .null, .null]
        guard !markSets.isEmpty else { return OpenTypeBlob(head) }
        let sets = OpenTypeBlob([.u16(1), .u16(markSets.count)] + markSets.map { .offset32(.coverage($0)) })
        return OpenTypeBlob(head + [.offset16(sets)])
    }
}

/// A small font for the shaper's tests: glyph `i` is `advances[i]` units wide (1,000 per em);
/// the letters `a`… map to glyphs 1…, `characters` maps more (ascending, above `z`), and
/// `tables` adds GSUB, GPOS or GDEF.
struct TestFont {
    static let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)

    var advances: [Int] = (0..<40).map { 100 + $0 * 10 }
    var tables: [String: OpenTypeBlob] = [:]
    var characters: [(scalar: Unicode.Scalar, glyph: Int)] = []

    /// The glyph of letter `letter`.
    static func glyph(_ letter: Character) -> Int {
        (letters.firstIndex(of: letter.unicodeScalars.first!) ?? -1) + 1
    }

    /// The face.
    func face() throws -> FontFace {
        let groups: [OpenTypeField] = [.u32(Int(Self.letters[0].value)), .u32(Int(Self.letters.last!.value)), .u32(1)]
            + characters.flatMap { [OpenTypeField.u32(Int($0.scalar.value)), .u32(Int($0.scalar.value)), .u32($0.glyph)] }
        let groupCount = 1 + characters.count
        let cmapSubtable = OpenTypeBlob([.u16(12), .u16(0), .u32(16 + 12 * groupCount), .u32(0), .u32(groupCount)] + groups)
        let all: [String: OpenTypeBlob] = tables.merging([
            "head": OpenTypeBlob([.u32(0x10000), .u32(0), .u32(0), .u32(0x5F0F3CF5), .u16(0), .u16(1000)] + Array(repeating: .u16(0), count: 19)),
            "maxp": OpenTypeBlob([.u32(0x5000), .u16(advances.count)]),
            "hhea": OpenTypeBlob([.u32(0x10000), .u16(800), .u16(0xFF38), .u16(0)] + Array(repeating: .u16(0), count: 12) + [.u16(advances.count)]),
            "hmtx": OpenTypeBlob(advances.flatMap { [OpenTypeField.u16($0), .u16(0)] }),
            "cmap": OpenTypeBlob([.u16(0), .u16(1), .u16(3), .u16(10), .offset32(cmapSubtable)]),
        ]) { own, _ in own }
        let tags = all.keys.sorted()
        var directory: [UInt8] = OpenTypeBlob([.u32(0x10000), .u16(tags.count), .u16(0), .u16(0), .u16(0)]).bytes
        var body: [UInt8] = []
        let bodyStart = 12 + tags.count * 16
        for tag in tags {
            var bytes = all[tag]!.bytes
            while bytes.count % 4 != 0 { bytes.append(0) }
            directory += OpenTypeBlob([.tag(tag), .u32(0), .u32(bodyStart + body.count), .u32(bytes.count)]).bytes
            body += bytes
        }
        return try FontFace(data: directory + body)
    }
}
