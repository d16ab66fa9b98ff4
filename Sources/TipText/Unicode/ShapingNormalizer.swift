/// The characters of a run as HarfBuzz's shaper sees them before its GSUB stage, normalised the
/// way `hb-ot-shape-normalize.cc` does it, by what the font can show: `hasGlyph` stands for the
/// font's cmap. The mode is the shaper's (``NormalizationMode``); the default is COMPOSED_DIACRITICS.
///
/// In order, as `hb_ot_substitute_default` does:
/// 1. **Mirroring** (right-to-left runs only, `hb_ot_mirror_chars`): a character with a
///    Bidi_Mirroring_Glyph the font has becomes that glyph's character, `(` → `)`.
/// 2. **Decomposition**, per HarfBuzz cluster: a character with the marks (Mn, Mc, Me) after it.
///    A character without marks is kept if the font has it (unless the mode decomposes
///    everything), else replaced by the shortest chain of its canonical decomposition the font
///    has. In a character with marks each character is decomposed as deep as the font allows
///    (mode `none`: kept if the font has it), else kept. A character with marks that include a
///    variation selector is left alone, as HarfBuzz does. A character kept that the font lacks
///    falls back: a space (general category Zs, see ``SpaceFallback``) to the font's U+0020
///    glyph with a width rule, U+2011 NON-BREAKING HYPHEN to U+2010 HYPHEN.
/// 3. **Reordering** (if some character has marks): each sequence of up to 32 marks of non-zero
///    class is sorted, stably, by HarfBuzz's modified combining class
///    (``UnicodeData/modifiedCombiningClass(of:)``); longer ones stay as they are. For the
///    Arabic shaper, the modifier combining marks of class 220 and then of class 230 that
///    follow the lower classes are then moved to the front of the sequence, renumbered 22 and
///    26 (`reorder_marks_arabic`, from Unicode's Arabic Mark Transient Reordering Algorithm:
///    U+0654 HAMZA ABOVE before a fatha).
/// 4. **Recomposition** (likewise, in the composing modes): a mark composes with the last starter
///    before it when nothing between them has a class as high (UAX #15's blocking, by the
///    classes of round 3) and the font has the primary composite. Characters that are not marks
///    never compose, so Hangul jamo stay apart.
///
/// Not done here: HarfBuzz replaces a character and a variation selector by the font's variation
/// glyph (cmap format 14, which tipc does not read), so here they stay two characters, the
/// selector default ignorable; the shapers' own hooks belong to those shapers: decompose and
/// compose (Indic two-part matras, Hebrew presentation forms) and preprocessing (Thai sara am);
/// the "invisible glyph" used when a font has no U+0020 is off by default in HarfBuzz; the dotted
/// circle before a leading mark is inserted only with `HB_BUFFER_FLAG_BOT`; hiding default
/// ignorables comes after GSUB.
///
/// Clusters are grapheme clusters, which hold every mark with the character before it, so the
/// cluster merging HarfBuzz does when it moves or composes marks changes nothing here: each
/// character keeps the cluster of the character it comes from.
enum ShapingNormalizer {
    /// Sequences of marks longer than this are not reordered (`HB_OT_SHAPE_MAX_COMBINING_MARKS`).
    static let maximumReorderedMarks = 32

    /// The characters of `run` for a font that has a glyph for the characters `hasGlyph` accepts,
    /// each with the offset of its grapheme cluster's first scalar in `run`; with
    /// `movesModifierMarksFirst`, the Arabic shaper's mark reordering too.
    static func normalize(_ run: Substring, direction: TextDirection = .leftToRight,
                          mode: NormalizationMode = .composedDiacritics, movesModifierMarksFirst: Bool = false,
                          hasGlyph: (Unicode.Scalar) -> Bool) -> [NormalizedScalar] {
        var characters: [NormalizedScalar] = []
        for character in run {
            let cluster = characters.count
            for scalar in character.unicodeScalars {
                characters.append(NormalizedScalar(mirrored(scalar, direction: direction, hasGlyph: hasGlyph), cluster: cluster))
            }
        }
        var decomposed: [NormalizedScalar] = []
        decomposed.reserveCapacity(characters.count)
        guard decompose(characters, mode: mode, into: &decomposed, hasGlyph: hasGlyph) else { return decomposed }
        let classes = reorderMarks(&decomposed, movesModifierMarksFirst: movesModifierMarksFirst)
        return mode.recomposes ? recompose(decomposed, classes: classes, hasGlyph: hasGlyph) : decomposed
    }

    /// `scalar`, or in a right-to-left run its Bidi_Mirroring_Glyph if the font has that.
    private static func mirrored(_ scalar: Unicode.Scalar, direction: TextDirection,
                                 hasGlyph: (Unicode.Scalar) -> Bool) -> Unicode.Scalar {
        guard direction == .rightToLeft, let mirror = UnicodeData.bidiMirroringGlyph(of: scalar), hasGlyph(mirror) else {
            return scalar
        }
        return mirror
    }

    /// Round 1 into `output`; false if no character had marks (nothing to reorder or recompose).
    private static func decompose(_ characters: [NormalizedScalar], mode: NormalizationMode,
                                  into output: inout [NormalizedScalar], hasGlyph: (Unicode.Scalar) -> Bool) -> Bool {
        var hadMarks = false
        var index = 0
        while index < characters.count {
            // Characters up to the one before the next mark are clusters of their own.
            var end = index + 1
            while end < characters.count, !UnicodeData.isMark(characters[end].scalar) { end += 1 }
            if end < characters.count { end -= 1 }
            for single in index..<end {
                decompose(characters[single], shortest: mode.keepsSupportedCharacters, into: &output, hasGlyph: hasGlyph)
            }
            index = end
            guard index < characters.count else { break }
            hadMarks = true
            end = index + 1
            while end < characters.count, UnicodeData.isMark(characters[end].scalar) { end += 1 }
            let cluster = characters[index..<end]
            if cluster.contains(where: { isVariationSelector($0.scalar) }) {
                output += cluster
            } else {
                for character in cluster {
                    decompose(character, shortest: mode.keepsSupportedCharactersWithMarks, into: &output, hasGlyph: hasGlyph)
                }
            }
            index = end
        }
        return hadMarks
    }

    /// HarfBuzz's `decompose_current_character`: `character` kept, decomposed, or given a fallback.
    private static func decompose(_ character: NormalizedScalar, shortest: Bool, into output: inout [NormalizedScalar],
                                  hasGlyph: (Unicode.Scalar) -> Bool) {
        let scalar = character.scalar
        if shortest, hasGlyph(scalar) {
            output.append(character)
        } else if !appendDecomposition(of: scalar, cluster: character.cluster, shortest: shortest, to: &output, hasGlyph: hasGlyph) {
            output.append(hasGlyph(scalar) ? character : fallback(for: character, hasGlyph: hasGlyph))
        }
    }

    /// A character the font lacks: a space shown with U+0020's glyph, U+2011 with U+2010's, or
    /// else itself (the font's .notdef glyph).
    private static func fallback(for character: NormalizedScalar, hasGlyph: (Unicode.Scalar) -> Bool) -> NormalizedScalar {
        if let spaceFallback = SpaceFallback(character.scalar), hasGlyph(" ") {
            return NormalizedScalar(character.scalar, cluster: character.cluster, glyphScalar: " ", spaceFallback: spaceFallback)
        }
        if character.scalar == "\u{2011}", hasGlyph("\u{2010}") {
            return NormalizedScalar(character.scalar, cluster: character.cluster, glyphScalar: "\u{2010}")
        }
        return character
    }

    /// HarfBuzz's `decompose`: appends a canonical decomposition of `scalar` whose characters the
    /// font has, the shortest or the deepest; false, having appended nothing, if there is none.
    private static func appendDecomposition(of scalar: Unicode.Scalar, cluster: Int, shortest: Bool,
                                            to output: inout [NormalizedScalar], hasGlyph: (Unicode.Scalar) -> Bool) -> Bool {
        guard let (first, second) = UnicodeData.canonicalDecomposition(of: scalar) else { return false }
        if let second, !hasGlyph(second) { return false }
        let hasFirst = hasGlyph(first)
        let decomposedFirst = !(shortest && hasFirst)
            && appendDecomposition(of: first, cluster: cluster, shortest: shortest, to: &output, hasGlyph: hasGlyph)
        if !decomposedFirst {
            guard hasFirst else { return false }
            output.append(NormalizedScalar(first, cluster: cluster))
        }
        if let second { output.append(NormalizedScalar(second, cluster: cluster)) }
        return true
    }

    /// Round 2: sorts each short sequence of marks by modified combining class, stably (an
    /// insertion sort, as HarfBuzz's), then moves modifier marks first if asked; the classes of
    /// the characters as they are now.
    private static func reorderMarks(_ characters: inout [NormalizedScalar], movesModifierMarksFirst: Bool) -> [UInt8] {
        var classes = characters.map { UnicodeData.modifiedCombiningClass(of: $0.scalar) }
        var index = 0
        while index < characters.count {
            guard classes[index] != 0 else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, classes[end] != 0 { end += 1 }
            if end - index <= maximumReorderedMarks {
                for next in index + 1..<end {
                    var slot = next
                    while slot > index, classes[slot - 1] > classes[next] { slot -= 1 }
                    guard slot < next else { continue }
                    characters.insert(characters.remove(at: next), at: slot)
                    classes.insert(classes.remove(at: next), at: slot)
                }
                if movesModifierMarksFirst { moveModifierMarksFirst(&characters, classes: &classes, in: index..<end) }
            }
            index = end
        }
        return classes
    }

    /// `reorder_marks_arabic` on the sorted marks `range`: for class 220 and then 230, the run of
    /// modifier combining marks of that class where the marks of lower classes end is moved to
    /// the start of what is left of the range, and everything moved so far is renumbered (22,
    /// 26) so that the sequence stays sorted.
    private static func moveModifierMarksFirst(_ characters: inout [NormalizedScalar], classes: inout [UInt8], in range: Range<Int>) {
        var start = range.lowerBound, index = range.lowerBound
        for (combiningClass, renumbered) in [(220, 22), (230, 26)] as [(UInt8, UInt8)] {
            while index < range.upperBound, classes[index] < combiningClass { index += 1 }
            guard index < range.upperBound else { return }
            guard classes[index] == combiningClass else { continue }
            var end = index
            while end < range.upperBound, classes[end] == combiningClass, UnicodeData.isModifierCombiningMark(characters[end].scalar) {
                end += 1
            }
            guard end > index else { continue }
            characters.replaceSubrange(start..<end, with: characters[index..<end] + characters[start..<index])
            classes.replaceSubrange(start..<end, with: classes[index..<end] + classes[start..<index])
            let movedEnd = start + end - index
            for moved in start..<movedEnd { classes[moved] = renumbered }
            start = movedEnd
            index = end
        }
    }

    /// Round 3: composes marks with their starter where the font has the composite.
    /// `classes` are the characters' classes from round 2.
    private static func recompose(_ characters: [NormalizedScalar], classes: [UInt8],
                                  hasGlyph: (Unicode.Scalar) -> Bool) -> [NormalizedScalar] {
        guard let first = characters.first else { return [] }
        var output = [first]
        output.reserveCapacity(characters.count)
        var lastClass = classes[0]
        var starter = 0
        for (character, combiningClass) in zip(characters, classes).dropFirst() {
            if UnicodeData.isMark(character.scalar), starter == output.count - 1 || lastClass < combiningClass,
               let composite = UnicodeData.primaryComposite(output[starter].scalar, character.scalar), hasGlyph(composite) {
                output[starter] = NormalizedScalar(composite, cluster: output[starter].cluster)
                continue
            }
            output.append(character)
            lastClass = combiningClass
            if combiningClass == 0 { starter = output.count - 1 }
        }
        return output
    }

    /// VARIATION SELECTOR-1 to -256 (not the Mongolian free variation selectors).
    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }
}
