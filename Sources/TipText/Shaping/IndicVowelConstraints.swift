/// The Indic shaper's preprocessing for Devanagari (HarfBuzz's
/// `_hb_preprocess_text_vowel_constraints`): an independent vowel followed by a dependent
/// vowel sign that would spell another independent vowel (अ + ा for आ…), and Ra, virama, इ,
/// get a dotted circle after the vowel (after the virama), so the sign is shown on it.
enum IndicVowelConstraints {
    /// The scalars of a run's grapheme clusters with the dotted circles inserted; a dotted circle
    /// belongs to the cluster of the character after it.
    static func insertDottedCircles(_ clusters: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
        let scalars = clusters.joined().map(\.value)
        var circleBefore: Set<Int> = []
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == 0x0930, scalars[index + 1] == 0x094D, index + 2 < scalars.count, scalars[index + 2] == 0x0907 {
                circleBefore.insert(index + 2)
                index += 2
                continue
            }
            if constrainedSigns[scalars[index]]?.contains(scalars[index + 1]) == true { circleBefore.insert(index + 1) }
            index += 1
        }
        guard !circleBefore.isEmpty else { return clusters }
        var offset = 0
        return clusters.map { cluster in
            var result: [Unicode.Scalar] = []
            for scalar in cluster {
                if circleBefore.contains(offset) { result.append("\u{25CC}") }
                result.append(scalar)
                offset += 1
            }
            return result
        }
    }

    /// The vowel signs each independent vowel may not take.
    private static let constrainedSigns: [UInt32: Set<UInt32>] = [
        0x0905: [0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957],
        0x0906: [0x093A, 0x0945, 0x0946, 0x0947, 0x0948],
        0x0909: [0x0941],
        0x090F: [0x0945, 0x0946, 0x0947],
    ]
}
