/// The parts of a ``FontFace`` shaping reads — `cmap`, advances, GDEF, GSUB, GPOS, `kern` —
/// and its shape plans, behind one reference: the shaper and its closures hold the face
/// without copying (and retaining) each table.
final class ShapingFace: Sendable {
    /// Font units per em.
    let unitsPerEm: Int
    /// Number of glyphs.
    let glyphCount: Int
    private let characterMap: CharacterMap
    /// Whether the face draws colour glyphs (an emoji font).
    let hasColorGlyphs: Bool
    /// Advances of the first `numberOfHMetrics` glyphs.
    private let advances: [UInt16]
    /// The glyph definitions (GDEF).
    let definitions: GlyphDefinitions
    /// The glyph substitution table (GSUB).
    let substitution: LayoutTable
    /// The glyph positioning table (GPOS).
    let positioning: LayoutTable
    /// The legacy `kern` table, if the face has one.
    let legacyKerning: LegacyKerningTable?
    private let plans = ShapePlanCache()
    /// The bytes the layout tables' windows point into, kept alive with them.
    private let storage: [FontTableStorage]

    init(unitsPerEm: Int, glyphCount: Int, characterMap: CharacterMap, advances: [UInt16], hasColorGlyphs: Bool,
         definitions: GlyphDefinitions,
         substitution: LayoutTable, positioning: LayoutTable, legacyKerning: LegacyKerningTable?, storage: [FontTableStorage]) {
        self.storage = storage
        self.unitsPerEm = unitsPerEm
        self.glyphCount = glyphCount
        self.characterMap = characterMap
        self.advances = advances
        self.hasColorGlyphs = hasColorGlyphs
        self.definitions = definitions
        self.substitution = substitution
        self.positioning = positioning
        self.legacyKerning = legacyKerning
    }

    /// The glyph `cmap` maps `scalar` to, or nil.
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        characterMap.glyph(for: scalar.value)
    }

    /// The advance of `glyph` in font units (0 for a glyph the font does not have).
    func advance(of glyph: UInt16) -> Int {
        let index = Int(glyph)
        guard index < glyphCount, let last = advances.last else { return 0 }
        return Int(index < advances.count ? advances[index] : last)
    }

    /// The glyphs of `run` (one script, one direction) shaped for `request`, in logical order;
    /// `graphemeCount` is the run's number of grapheme clusters, when the caller knows it.
    func shape(_ run: Substring, _ request: ShapingRequest, graphemeCount: Int? = nil) -> [ShapedGlyph] {
        let prepared = plans.plan(for: request) {
            let plan = ShapePlan(substitution: substitution, positioning: positioning, hasLegacyKerning: !(legacyKerning?.isEmpty ?? true),
                                 script: request.script, direction: request.direction, language: request.language,
                                 ligatures: request.ligatures)
            return PreparedShapePlan(plan: plan, indic: plan.shaper == .indic ? IndicPlan(plan: plan, face: self) : nil)
        }
        return OpenTypeShaper(face: self, plan: prepared.plan, indicPlan: prepared.indic, request: request)
            .shape(run, graphemeCount: graphemeCount ?? run.count)
    }
}
