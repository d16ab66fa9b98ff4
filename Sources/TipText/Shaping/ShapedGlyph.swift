/// A glyph of a shaped run: the glyph id, the grapheme cluster of the run it belongs to (its
/// index among the run's `Character`s; a ligature belongs to its first), its advance and its
/// offset from the pen position in font units after substitution and positioning (HarfBuzz's
/// `x_advance`, `x_offset`, `y_offset`).
struct ShapedGlyph: Sendable, Hashable {
    /// The glyph id.
    var glyph: Int
    /// The index of its grapheme cluster in the run.
    var cluster: Int
    /// Its advance in font units.
    var advance: Int
    /// Its horizontal offset in font units.
    var xOffset = 0
    /// Its vertical offset in font units (up is positive).
    var yOffset = 0
}

/// What a run is shaped as: its script, its direction, the language of the text and whether
/// ligatures are on.
struct ShapingRequest: Sendable, Hashable {
    /// The run's script (Common when it has none of its own).
    var script: UnicodeScript
    /// The run's direction.
    var direction: TextDirection
    /// The BCP 47 language of the text, or nil.
    var language: String?
    /// Whether `liga` and `clig` apply.
    var ligatures = true
}
