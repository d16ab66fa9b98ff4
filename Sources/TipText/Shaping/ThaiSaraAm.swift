/// The Thai and Lao shaper's preprocessing (HarfBuzz's `preprocess_text_thai`): SARA AM
/// (U+0E33, Lao U+0EB3) is written as NIKHAHIT and SARA AA, the NIKHAHIT moved before the
/// above-base marks (tone marks) that precede it.
enum ThaiSaraAm {
    /// The scalars of one grapheme cluster with every SARA AM decomposed and reordered.
    static func decompose(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.contains(where: isSaraAm) else { return scalars }
        var result: [Unicode.Scalar] = []
        for scalar in scalars {
            guard isSaraAm(scalar), let nikhahit = Unicode.Scalar(scalar.value - 0x0E33 + 0x0E4D),
                  let saraAa = Unicode.Scalar(scalar.value - 1) else {
                result.append(scalar)
                continue
            }
            var start = result.count
            while start > 0 && isAboveBaseMark(result[start - 1]) { start -= 1 }
            result.insert(nikhahit, at: start)
            result.append(saraAa)
        }
        return result
    }

    private static func isSaraAm(_ scalar: Unicode.Scalar) -> Bool { scalar.value & ~0x80 == 0x0E33 }

    private static func isAboveBaseMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value & ~0x80
        return value == 0x0E31 || (0x0E34...0x0E37).contains(value) || (0x0E47...0x0E4E).contains(value) || value == 0x0E3B
    }
}
