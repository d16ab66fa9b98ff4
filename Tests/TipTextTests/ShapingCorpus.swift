import TipText

/// One row of `Tests/Fixtures/text/shaping-corpus.tsv` (made by Scripts/make-shaping-fixtures.py).
struct ShapingCorpusRow {
    /// The row's id, e.g. "arabic-0042".
    var id: Substring
    /// Its script group, e.g. "arabic".
    var group: Substring
    /// Its face chain as the file writes it: `file#index` entries (files under `Tests/Fixtures`),
    /// comma-separated, primary first.
    var chain: Substring
    /// The BCP 47 language HarfBuzz was given, or nil.
    var language: Substring?
    /// The string, from its hex code points.
    var text: String
    /// The number of grapheme clusters the generator found.
    var clusters: Int
    /// HarfBuzz's width at 17 pt.
    var width: Double
}

/// The shaping corpus and the measurers of its face chains, each face read once.
struct ShapingCorpus {
    /// The point size of the corpus's widths.
    static let size = 17.0

    /// Every row, in file order.
    let rows: [ShapingCorpusRow]
    private var faces: [Substring: FontFace] = [:]
    private var measurers: [Substring: FontTextMeasurer] = [:]

    /// Reads the corpus; a malformed row throws.
    init() throws {
        rows = try Fixtures.rows("shaping-corpus.tsv").map { fields in
            guard fields.count == 9, let clusters = Int(fields[6]), let width = Double(fields[7]) else {
                throw ShapingCorpusError.malformedRow(fields.joined(separator: "\t"))
            }
            return ShapingCorpusRow(id: fields[0], group: fields[1], chain: fields[2], language: fields[3].isEmpty ? nil : fields[3],
                                    text: Fixtures.string(fromHex: fields[5]), clusters: clusters, width: width)
        }
    }

    /// The request a row is measured with: its chain's primary family at 17 pt, in the row's language.
    static func request(for row: ShapingCorpusRow) -> FontRequest {
        FontRequest(family: familyName(0), size: size, language: row.language.map(String.init))
    }

    /// tipc's width of `row` with the row's chain: the first face is the family the request
    /// names, each later face a fallback family, in order.
    mutating func width(of row: ShapingCorpusRow) throws -> Double {
        try measurer(for: row.chain).width(of: row.text[...], in: Self.request(for: row))
    }

    /// Whether some cluster of `row` is mapped by no face of its chain: tipc measures such a
    /// cluster with its built-in metrics, HarfBuzz with the primary face's .notdef, so the row
    /// says nothing about shaping.
    mutating func hasUnmappedCluster(_ row: ShapingCorpusRow) throws -> Bool {
        try measurer(for: row.chain).runs(of: row.text[...], in: Self.request(for: row)).contains { $0.face == MeasuredRun.builtin }
    }

    private mutating func measurer(for chain: Substring) throws -> FontTextMeasurer {
        if let measurer = measurers[chain] { return measurer }
        let chainFaces = try chain.split(separator: ",").map { try face($0) }
        let names = chainFaces.indices.map(Self.familyName)
        let families = zip(names, chainFaces).enumerated().map { position, entry in
            FontFamily(name: entry.0, faces: [(400, entry.1)], fallbacks: position == 0 ? Array(names.dropFirst()) : [])
        }
        let measurer = FontTextMeasurer(families: families)
        measurers[chain] = measurer
        return measurer
    }

    private mutating func face(_ entry: Substring) throws -> FontFace {
        if let face = faces[entry] { return face }
        let parts = entry.split(separator: "#")
        guard parts.count == 2, let index = Int(parts[1]) else { throw ShapingCorpusError.malformedChain(String(entry)) }
        let face = try FontFace(data: Fixtures.data(atFixturePath: String(parts[0])), faceIndex: index)
        faces[entry] = face
        return face
    }

    private static func familyName(_ position: Int) -> String { "Chain face \(position)" }
}

/// A corpus file that does not have the generator's shape.
enum ShapingCorpusError: Error {
    /// A data line without nine fields, or whose numbers do not parse.
    case malformedRow(String)
    /// A chain entry that is not `file#index`.
    case malformedChain(String)
}
