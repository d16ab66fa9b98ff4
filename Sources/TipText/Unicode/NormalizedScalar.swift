/// A character of a run after ``ShapingNormalizer``: what the shaper works on.
struct NormalizedScalar: Hashable, Sendable {
    /// The character, as HarfBuzz keeps it in its buffer (a space shown with U+0020's glyph is
    /// still itself here: later steps, such as hiding default ignorables, look at it).
    var scalar: Unicode.Scalar
    /// The character whose glyph shows it: `scalar`, or U+0020 for a space the font lacks (see
    /// ``spaceFallback``), or U+2010 HYPHEN for a U+2011 NON-BREAKING HYPHEN it lacks.
    var glyphScalar: Unicode.Scalar
    /// The offset, in the text normalised, of the first scalar of the grapheme cluster the
    /// character comes from.
    var cluster: Int
    /// For a space shown with the font's U+0020 glyph, the advance HarfBuzz gives it instead.
    var spaceFallback: SpaceFallback?

    /// The character `scalar`, shown with its own glyph, from `cluster`.
    init(_ scalar: Unicode.Scalar, cluster: Int, glyphScalar: Unicode.Scalar? = nil, spaceFallback: SpaceFallback? = nil) {
        self.scalar = scalar
        self.glyphScalar = glyphScalar ?? scalar
        self.cluster = cluster
        self.spaceFallback = spaceFallback
    }
}
