/// Applies the lookups of one GSUB or GPOS table to a ``GlyphBuffer``, as HarfBuzz's
/// `hb_ot_apply_context_t` does: each lookup runs over the whole buffer (forward, or backward
/// for GSUB type 8) at every glyph its mask, flags and digest let through; the first subtable
/// that applies wins; context lookups apply other lookups at matched positions, at most
/// ``maximumNesting`` deep.
struct LookupApplication {
    /// How a lookup of the plan applies: the feature mask it needs and its joiner handling.
    struct Settings: Sendable, Hashable {
        /// The glyphs' mask bits the lookup needs (one of them).
        var mask: UInt32
        /// Whether a ZWJ is skipped when matching input (false for features that handle joiners).
        var autoZeroWidthJoiner = true
        /// Whether a ZWNJ is skipped when matching context (false likewise).
        var autoZeroWidthNonJoiner = true
        /// Whether alternates are chosen at random (`rand`).
        var random = false
        /// Whether matching stays within the current glyph's syllable (`F_PER_SYLLABLE`).
        var perSyllable = false
    }

    /// How deep context lookups may nest (`HB_MAX_NESTING_LEVEL`).
    static let maximumNesting = 64
    /// The most glyphs a context rule may match (`HB_MAX_CONTEXT_LENGTH`).
    static let maximumContextLength = 64

    /// The buffer being shaped.
    var buffer: GlyphBuffer
    /// The table's lookups.
    let table: LayoutTable
    /// The font's glyph definitions.
    let definitions: GlyphDefinitions
    /// Whether this is GSUB (else GPOS).
    let isSubstitution: Bool
    /// Whether the run is right to left (cursive attachment depends on it).
    let isRightToLeft: Bool
    /// The settings of the lookup being applied.
    var settings = Settings(mask: 0)
    /// The flags of the lookup being applied (of a nested one while it applies).
    var lookupFlags = 0
    /// The mark filtering set of the lookup being applied, if it uses one.
    var markFilteringSet: Int?
    /// Nesting levels left.
    var nestingLeft = maximumNesting
    /// The glyphs in the buffer (a superset once lookups have run): a lookup whose glyphs are
    /// not among them is skipped without a pass over the buffer.
    var bufferDigest: GlyphDigest? = nil
    /// The base the last mark-to-base or mark-to-ligature search of the lookup found, and the
    /// position it searched back from (HarfBuzz's `last_base`, `last_base_until`).
    var lastBase: Int?
    var lastBaseUntil = 0
    /// The positions ``matchInput(count:_:)`` matched last, kept between calls so that most
    /// matches (which fail, or whose positions are dropped before the next) allocate nothing.
    var matchedPositions: [Int] = []

    /// Applies lookup `index` with `settings` over the whole buffer.
    mutating func apply(lookup index: Int, settings: Settings) {
        guard index < table.lookups.count else { return }
        let lookup = table.lookups[index]
        let glyphs = bufferDigest ?? buffer.info.reduce(into: GlyphDigest()) { $0.add($1.glyph...$1.glyph) }
        guard glyphs.mayIntersect(lookup.digest) else {
            bufferDigest = glyphs
            return
        }
        bufferDigest = isSubstitution ? nil : glyphs
        self.settings = settings
        lookupFlags = lookup.flags
        markFilteringSet = lookup.markFilteringSet
        nestingLeft = Self.maximumNesting
        (lastBase, lastBaseUntil) = (nil, 0)
        if isSubstitution && lookup.type == 8 {
            applyBackward(lookup)
        } else {
            applyForward(lookup)
        }
    }

    private mutating func applyForward(_ lookup: LayoutLookup) {
        guard let first = buffer.info.firstIndex(where: { lookup.digest.mayContain($0.glyph) && $0.mask & settings.mask != 0 && accepts($0) })
        else { return }
        if isSubstitution { buffer.startOutput() } else { buffer.index = 0 }
        // Nothing before `first` can match: copy it over in one go.
        buffer.move(toOutputPosition: first)
        while buffer.index < buffer.info.count {
            let glyph = buffer.current
            if lookup.digest.mayContain(glyph.glyph), glyph.mask & settings.mask != 0, accepts(glyph),
               applySubtables(of: lookup) {
                continue
            }
            buffer.nextGlyph()
        }
        if isSubstitution { buffer.finishOutput() }
    }

    private mutating func applyBackward(_ lookup: LayoutLookup) {
        buffer.index = buffer.info.count - 1
        while buffer.index >= 0 {
            let glyph = buffer.current
            if lookup.digest.mayContain(glyph.glyph), glyph.mask & settings.mask != 0, accepts(glyph) {
                _ = applySubtables(of: lookup)
            }
            buffer.index -= 1
        }
        buffer.index = 0
    }

    /// Applies the first subtable of `lookup` that applies at the current glyph.
    private mutating func applySubtables(of lookup: LayoutLookup) -> Bool {
        for subtable in lookup.subtables where apply(subtable) { return true }
        return false
    }

    private mutating func apply(_ subtable: LayoutLookup.Subtable) -> Bool {
        isSubstitution ? applySubstitution(subtable) : applyPositioning(subtable)
    }

    /// Applies lookup `index` once at the current glyph, for a context rule; false if it did
    /// not apply, nests too deep, or the buffer's operations are spent.
    mutating func applyNested(lookup index: Int) -> Bool {
        guard index < table.lookups.count, nestingLeft > 0, buffer.operationsLeft > 0, buffer.index < buffer.info.count else {
            return false
        }
        let lookup = table.lookups[index]
        if isSubstitution && lookup.type == 8 { return false }
        buffer.operationsLeft -= 1
        let saved = (lookupFlags, markFilteringSet)
        lookupFlags = lookup.flags
        markFilteringSet = lookup.markFilteringSet
        nestingLeft -= 1
        defer {
            nestingLeft += 1
            (lookupFlags, markFilteringSet) = saved
        }
        return applySubtables(of: lookup)
    }

    /// Whether the current lookup's flags let it see `glyph` (`check_glyph_property`).
    func accepts(_ glyph: GlyphInfo) -> Bool {
        let properties = glyph.properties
        if Int(properties.rawValue) & lookupFlags & 0x0E != 0 { return false }
        guard properties.contains(.mark) else { return true }
        if let markFilteringSet { return definitions.markSet(markFilteringSet, contains: glyph.glyph) }
        let attachmentType = lookupFlags >> 8
        return attachmentType == 0 || attachmentType == properties.markAttachmentClass
    }
}
