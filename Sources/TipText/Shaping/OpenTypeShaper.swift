/// Shapes one run of text in one face the way HarfBuzz's OpenType shaper does
/// (`hb_ot_shape`), horizontally:
/// 1. the run is put in its script's native direction (grapheme clusters reversed when they
///    differ; a right-to-left script's run of digits without letters stays left to right);
/// 2. the shaper's preprocessing (Hangul composition, Thai SARA AM, Devanagari vowel
///    constraints), then ``ShapingNormalizer``;
/// 3. glyphs from `cmap`, classes from GDEF (or guessed: a non-spacing mark is a mark), masks
///    for the plan's features (Arabic joining forms, Hangul jamo), Indic categories;
/// 4. GSUB, stage by stage, each stage's lookups in lookup-list order, then the shaper's step
///    after that stage if it has one (Indic syllables, initial and final reordering);
/// 5. advances from `hmtx`, HarfBuzz's widths for spaces the font lacks, GPOS (or the legacy
///    `kern` table), mark advances zeroed by GDEF class (after GPOS, or never for Hangul and Indic),
///    default-ignorable characters zero wide and in place, then attached glyphs' offsets made
///    relative to the run. (A font without GPOS gets no mark placement: HarfBuzz's fallback
///    from glyph outlines is not done.)
struct OpenTypeShaper {
    let face: ShapingFace
    let plan: ShapePlan
    /// The Indic shaper's part of the plan, for an Indic run.
    let indicPlan: IndicPlan?
    let request: ShapingRequest

    /// The glyphs of `run` (of `graphemeCount` grapheme clusters); each glyph's cluster is its
    /// grapheme cluster's index in `run`.
    func shape(_ run: Substring, graphemeCount: Int) -> [ShapedGlyph] {
        var direction = request.direction
        let reversed: Bool
        let clusterCount: Int
        let glyphs: [GlyphInfo]
        if let simple = simpleGlyphs(of: run, graphemeCount: graphemeCount, direction: direction) {
            reversed = false
            glyphs = simple
            clusterCount = simple.count
        } else {
            var clusters = Array(run)
            reversed = Self.needsReversal(clusters, script: request.script, direction: direction)
            if reversed {
                clusters.reverse()
                direction = direction == .leftToRight ? .rightToLeft : .leftToRight
            }
            let preparedClusters = preprocessed(clusters.map { Array($0.unicodeScalars) })
            let prepared = String(String.UnicodeScalarView(preparedClusters.joined()))
            let clusterOfScalar = preparedClusters.enumerated().flatMap { index, scalars in repeatElement(index, count: scalars.count) }
            let scalars = ShapingNormalizer.normalize(
                prepared[...], direction: direction, mode: plan.shaper.normalization,
                movesModifierMarksFirst: plan.shaper == .arabic
            ) {
                face.glyph(for: $0) != nil
            }.map { character in
                var character = character
                character.cluster = clusterOfScalar[character.cluster]
                return character
            }
            glyphs = scalars.map { glyphInfo(for: $0, cluster: $0.cluster) }
            clusterCount = clusters.count
        }
        var buffer = GlyphBuffer(glyphs)
        setUpMasks(&buffer.info)
        var substitution = LookupApplication(buffer: consume buffer, table: face.substitution, definitions: face.definitions,
                                             isSubstitution: true, isRightToLeft: direction == .rightToLeft)
        let stageCount = max(plan.substitutionStages.count, (plan.substitutionPauses.keys.max() ?? -1) + 1)
        for stage in 0..<stageCount {
            if stage < plan.substitutionStages.count {
                for lookup in plan.substitutionStages[stage] { substitution.apply(lookup: lookup.index, settings: lookup.settings) }
            }
            switch (plan.substitutionPauses[stage], indicPlan) {
            case (.indicSyllables, _): IndicInitialReordering.setUpSyllables(&substitution.buffer.info)
            case (.indicInitialReordering, let indicPlan?): IndicInitialReordering.reorder(&substitution.buffer, plan: indicPlan)
            case (.indicFinalReordering, let indicPlan?): IndicFinalReordering.reorder(&substitution.buffer, plan: indicPlan)
            default: break
            }
        }
        buffer = substitution.buffer
        position(&buffer, isRightToLeft: direction == .rightToLeft)
        // A loop rather than zip(…).map, which calls its closure for each glyph.
        var shaped: [ShapedGlyph] = []
        shaped.reserveCapacity(buffer.info.count)
        for (info, position) in zip(buffer.info, buffer.positions) {
            shaped.append(ShapedGlyph(glyph: info.glyph, cluster: reversed ? clusterCount - 1 - info.cluster : info.cluster,
                                      advance: position.xAdvance, xOffset: position.xOffset, yOffset: position.yOffset))
        }
        return shaped
    }

    /// The glyphs of a run that needs no preprocessing, normalisation or reversal, or nil:
    /// a left-to-right run of the default, Hebrew or Hangul shaper in its native direction, each
    /// grapheme cluster one scalar that is ASCII or that the font has and is neither a mark, nor
    /// default-ignorable, nor a conjoining jamo (so nothing decomposes, reorders or composes; a
    /// precomposed Hangul syllable the font has stays as it is).
    private func simpleGlyphs(of run: Substring, graphemeCount: Int, direction: TextDirection) -> [GlyphInfo]? {
        guard direction == .leftToRight, request.script.horizontalDirection == .leftToRight,
              plan.shaper == .standard || plan.shaper == .hebrew || plan.shaper == .hangul else { return nil }
        var glyphs: [GlyphInfo] = []
        glyphs.reserveCapacity(run.utf8.count)
        let isSimple = run.withUTF8Scalars { scalars in
            for scalar in scalars {
                guard scalar.value < 0x80 || (face.glyph(for: scalar) != nil && !UnicodeData.isMark(scalar)
                                              && !UnicodeData.isDefaultIgnorable(scalar)
                                              && HangulComposition.jamoFeature(of: scalar.value) == nil) else { return false }
                glyphs.append(glyphInfo(for: NormalizedScalar(scalar, cluster: glyphs.count), cluster: glyphs.count))
            }
            return true
        }
        return isSimple && graphemeCount == glyphs.count ? glyphs : nil
    }

    /// Whether HarfBuzz reverses the run to its script's native direction.
    private static func needsReversal(_ clusters: [Character], script: UnicodeScript, direction: TextDirection) -> Bool {
        guard var native = script.horizontalDirection else { return false }
        if native == .rightToLeft && direction == .leftToRight {
            var hasNumber = false
            letters: for cluster in clusters {
                for scalar in cluster.unicodeScalars {
                    switch UnicodeData.generalCategory(of: scalar) {
                    case .decimalNumber: hasNumber = true
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                        hasNumber = false
                        break letters
                    default: break
                    }
                }
            }
            if hasNumber { native = .leftToRight }
        }
        return native != direction
    }

    /// The scalars of each cluster after the shaper's preprocessing.
    private func preprocessed(_ clusters: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
        switch plan.shaper {
        case .hangul: clusters.map { HangulComposition.compose($0) { face.glyph(for: $0) != nil } }
        case .thai: clusters.map(ThaiSaraAm.decompose)
        case .indic: IndicVowelConstraints.insertDottedCircles(clusters)
        case .standard, .arabic, .hebrew: clusters
        }
    }

    private func glyphInfo(for character: NormalizedScalar, cluster: Int) -> GlyphInfo {
        let glyph = Int(face.glyph(for: character.glyphScalar) ?? 0)
        let flags = CharacterFlags(character.scalar)
        let properties: GlyphProperties = face.definitions.hasGlyphClasses
            ? face.definitions.properties(of: glyph)
            : (flags.contains(.nonSpacingMark) && !flags.contains(.defaultIgnorable) ? .mark : .base)
        var info = GlyphInfo(glyph: glyph, scalar: character.scalar, cluster: cluster, mask: plan.globalMask,
                             properties: properties, character: flags, spaceFallback: character.spaceFallback)
        if plan.shaper == .indic {
            let indic = IndicProperties(character.scalar)
            info.indicCategory = indic.category
            info.indicPosition = indic.position
        }
        return info
    }

    /// Sets the mask bits of the features the shaper turns on per glyph.
    private func setUpMasks(_ info: inout [GlyphInfo]) {
        switch plan.shaper {
        case .arabic:
            for (index, form) in ArabicJoining.forms(of: info.map(\.scalar)).enumerated() {
                if let form { info[index].mask |= plan.featureMasks[form.featureTag] ?? 0 }
            }
        case .hangul:
            let calt = plan.featureMasks["calt"] ?? 0
            for (index, feature) in HangulComposition.features(of: info.map(\.scalar)).enumerated() {
                if let feature { info[index].mask |= plan.featureMasks[feature.tag] ?? 0 }
                if HangulComposition.jamoFeature(of: info[index].scalar.value) != nil { info[index].mask &= ~calt }
            }
        case .standard, .hebrew, .thai, .indic:
            break
        }
    }

    private func position(_ buffer: inout GlyphBuffer, isRightToLeft: Bool) {
        let spaceAdvance = face.glyph(for: " ").map { face.advance(of: $0) } ?? 0
        buffer.positions = buffer.info.map { info in
            if let fallback = info.spaceFallback, !info.properties.contains(.ligated) {
                return GlyphPosition(xAdvance: fallback.advance(scale: face.unitsPerEm, spaceAdvance: spaceAdvance) { scalar in
                    face.glyph(for: scalar).map { face.advance(of: $0) }
                })
            }
            return GlyphPosition(xAdvance: face.advance(of: UInt16(truncatingIfNeeded: info.glyph)))
        }
        if plan.shaper.markZeroing == .beforePositioning { zeroMarks(&buffer) }
        var positioning = LookupApplication(buffer: GlyphBuffer([]), table: face.positioning, definitions: face.definitions,
                                            isSubstitution: false, isRightToLeft: isRightToLeft)
        swap(&positioning.buffer, &buffer)  // moved, not shared: GPOS writes without copying
        for lookup in plan.positioningLookups { positioning.apply(lookup: lookup.index, settings: lookup.settings) }
        swap(&positioning.buffer, &buffer)
        if plan.appliesLegacyKerning, let kerning = face.legacyKerning { kerning.apply(to: &buffer) }
        if plan.shaper.markZeroing == .afterPositioning { zeroMarks(&buffer) }
        for index in buffer.info.indices where buffer.info[index].isDefaultIgnorable {
            buffer.positions[index].xAdvance = 0
            buffer.positions[index].xOffset = 0
            buffer.positions[index].yOffset = 0
        }
        buffer.resolveAttachmentOffsets(isRightToLeft: isRightToLeft)
    }

    private func zeroMarks(_ buffer: inout GlyphBuffer) {
        for index in buffer.info.indices where buffer.info[index].isMark { buffer.positions[index].xAdvance = 0 }
    }
}
