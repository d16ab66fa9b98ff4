/// Which face of a fallback chain sets a grapheme cluster (the shaping corpus's contract):
/// the first face whose `cmap` maps every scalar of it that is not default-ignorable or a
/// control; but a cluster shown as emoji (``EmojiPresentation``) prefers the first colour face
/// that maps it, and a cluster with VS15 the first face without colour glyphs that does. nil
/// when no face maps it (the built-in metrics then measure it).
enum ClusterFaceChoice {
    /// The index in `faces` of the face for `cluster`, or nil.
    static func face(for cluster: Character, in faces: [ShapingFace]) -> Int? {
        let scalars = cluster.unicodeScalars
        var iterator = scalars.makeIterator()
        if let only = iterator.next(), iterator.next() == nil, only.value < 0x231A {
            return face(forTextScalar: only, in: faces)
        }
        func mapsAll(_ face: ShapingFace) -> Bool {
            scalars.allSatisfy { maps($0, in: face) }
        }
        if EmojiPresentation(of: scalars) == .emoji, let colour = faces.firstIndex(where: { $0.hasColorGlyphs && mapsAll($0) }) {
            return colour
        }
        if scalars.contains("\u{FE0E}"), let text = faces.firstIndex(where: { !$0.hasColorGlyphs && mapsAll($0) }) {
            return text
        }
        return faces.firstIndex(where: mapsAll)
    }

    /// The index in `faces` of the face for a cluster of one scalar shown as text — below
    /// U+231A, the first Emoji_Presentation character (ASCII, Latin…), or a lone scalar of
    /// ``GraphemeClusters`` (kana, ideographs, Hangul syllables…): most clusters of most text —
    /// the first face that maps it.
    static func face(forTextScalar scalar: Unicode.Scalar, in faces: [ShapingFace]) -> Int? {
        faces.firstIndex { maps(scalar, in: $0) }
    }

    /// Whether `face` can set `scalar`: it maps it, or nothing needs to (default-ignorables and
    /// controls are not drawn).
    private static func maps(_ scalar: Unicode.Scalar, in face: ShapingFace) -> Bool {
        face.glyph(for: scalar) != nil || UnicodeData.isDefaultIgnorable(scalar) || UnicodeData.generalCategory(of: scalar) == .control
    }
}
