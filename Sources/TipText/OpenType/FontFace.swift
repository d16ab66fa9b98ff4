/// One face of an OpenType font file (`.ttf`, `.otf`, or a face of a `.ttc`/`.otc`), read in
/// pure Swift with bounds-checked reads: a damaged file throws a ``FontError``, never traps.
///
/// What is read: `head` (unitsPerEm), `maxp` (glyph count), `hhea` and `hmtx` (advances; a
/// glyph past `numberOfHMetrics` has the last advance), `cmap` (see ``CharacterMap``),
/// `OS/2` (vertical metrics, weight class, average width; optional), `name` (family,
/// subfamily, version; optional), and for shaping GDEF, GSUB and GPOS (read as they are used,
/// a damaged one matching nothing) and the legacy `kern` table (format 0). ``shape(_:_:)``
/// shapes a run with them as HarfBuzz does (see ``OpenTypeShaper``).
public struct FontFace: Sendable {
    /// Typographic family name (name ID 16, else 1), e.g. "DejaVu Sans".
    public let familyName: String
    /// Typographic subfamily name (name ID 17, else 2), e.g. "Bold".
    public let subfamilyName: String
    /// Version string (name ID 5), e.g. "Version 3.019;git-0a5106e0b"; empty if absent.
    public let versionString: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// Number of glyphs (`maxp`).
    public let glyphCount: Int
    /// `OS/2` usWeightClass (400 without an `OS/2` table).
    public let weight: Int
    /// `OS/2` xAvgCharWidth in font units, or nil without an `OS/2` table.
    public let averageCharacterWidth: Int?
    /// Ascender, descender and line gap in font units.
    public let verticalMetrics: VerticalMetrics

    /// Whether the face draws colour glyphs (a `CBDT`, `sbix` or `COLR` table): an emoji font.
    public var hasColorGlyphs: Bool { shaping.hasColorGlyphs }

    /// What shaping reads (one reference, so a face is cheap to copy).
    let shaping: ShapingFace

    /// Reads face `faceIndex` (0 for a single font) of the font file `bytes`.
    public init(data bytes: [UInt8], faceIndex: Int = 0) throws(FontError) {
        let file = try FontFile(bytes, faceIndex: faceIndex)
        let head = try file.table("head")
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw .invalid(table: "head", reason: "unitsPerEm \(unitsPerEm) is outside 16…16384")
        }
        glyphCount = Int(try file.table("maxp").u16(4))
        let hhea = try file.table("hhea")
        let metricCount = Int(try hhea.u16(34))
        guard metricCount > 0 else { throw .invalid(table: "hhea", reason: "numberOfHMetrics is 0") }
        let hmtx = try file.table("hmtx")
        try hmtx.require(0, metricCount * 4)
        let advances = try (0..<metricCount).map { (index: Int) throws(FontError) -> UInt16 in try hmtx.u16(index * 4) }
        let os2 = file.tables["OS/2"]
        verticalMetrics = try VerticalMetrics(hhea: hhea, os2: os2)
        weight = try os2.map { (table: ByteReader) throws(FontError) -> Int in Int(try table.u16(4)) } ?? 400
        averageCharacterWidth = try os2.map { (table: ByteReader) throws(FontError) -> Int in Int(try table.i16(2)) }
        let characterMap = try CharacterMap(file.table("cmap"), glyphCount: glyphCount)
        let names = try file.tables["name"].map { (table: ByteReader) throws(FontError) -> NameTable in try NameTable(table) }
            ?? NameTable()
        familyName = names.family
        subfamilyName = names.subfamily
        versionString = names.version
        let legacyKerning = try file.tables["kern"].map { (table: ByteReader) throws(FontError) -> LegacyKerningTable in
            try LegacyKerningTable(table)
        }
        let layoutTables = ["GDEF", "GSUB", "GPOS"].map { file.tables[$0].map(FontTableStorage.init) }
        let windows = layoutTables.map { $0.map(FontTable.init) ?? .empty }
        shaping = ShapingFace(
            unitsPerEm: unitsPerEm, glyphCount: glyphCount, characterMap: characterMap, advances: advances,
            hasColorGlyphs: ["CBDT", "sbix", "COLR"].contains { file.tables[$0] != nil },
            definitions: GlyphDefinitions(windows[0]), substitution: LayoutTable(windows[1], extensionType: 7),
            positioning: LayoutTable(windows[2], extensionType: 9), legacyKerning: legacyKerning,
            storage: layoutTables.compactMap { $0 })
    }

    /// The number of faces in the font file `bytes` (1 unless it is a collection).
    public static func faceCount(data bytes: [UInt8]) throws(FontError) -> Int {
        try FontFile.faceCount(in: bytes)
    }

    /// "Family Subfamily", e.g. "DejaVu Sans Book": how the JSON names the face.
    public var displayName: String {
        subfamilyName.isEmpty ? familyName : "\(familyName) \(subfamilyName)"
    }

    /// The glyph `cmap` maps `scalar` to, or nil if the face lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        shaping.glyph(for: scalar)
    }

    /// The advance width of `glyph` in font units (0 for a glyph the font does not have).
    public func advance(of glyph: UInt16) -> Int {
        shaping.advance(of: glyph)
    }

    /// The glyphs of `run` (one script, one direction) shaped for `request`, in logical order.
    func shape(_ run: Substring, _ request: ShapingRequest) -> [ShapedGlyph] {
        shaping.shape(run, request)
    }

    /// `metrics` in points at `size`.
    public func metrics(size: Double) -> FontMetrics {
        let scale = size / Double(unitsPerEm)
        return FontMetrics(
            ascender: Double(verticalMetrics.ascender) * scale,
            descender: Double(verticalMetrics.descender) * scale,
            lineGap: Double(verticalMetrics.lineGap) * scale)
    }
}
