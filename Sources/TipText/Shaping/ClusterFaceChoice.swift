/// Which face of a fallback chain sets a grapheme cluster (the shaping corpus's contract):
/// the first face whose `cmap` maps every scalar of it that is not default-ignorable or a
/// control; but a cluster shown as emoji (``EmojiPresentation``) prefers the first colour face
/// that maps it, and a cluster with VS15 the first face without colour glyphs that does. nil
/// when no face maps it (the built-in metrics then measure it).
enum ClusterFaceChoice {
    /// The index in `faces` of the face for `cluster`, or nil.
    static func face(for cluster: Character, in faces: [FontFace]) -> Int? {
        let scalars = cluster.unicodeScalars
        func maps(_ face: FontFace) -> Bool {
            scalars.allSatisfy { face.glyph(for: $0) != nil || UnicodeData.isDefaultIgnorable($0) || UnicodeData.generalCategory(of: $0) == .control }
        }
        if let only = scalars.first, scalars.count == 1, only.value < 0x231A {
            // One scalar below the first Emoji_Presentation character (ASCII, Latin…): shown as
            // text, so the first face that maps it.
            return faces.firstIndex(where: maps)
        }
        if EmojiPresentation(of: scalars) == .emoji, let colour = faces.firstIndex(where: { $0.hasColorGlyphs && maps($0) }) {
            return colour
        }
        if scalars.contains("\u{FE0E}"), let text = faces.firstIndex(where: { !$0.hasColorGlyphs && maps($0) }) {
            return text
        }
        return faces.firstIndex(where: maps)
    }
}
