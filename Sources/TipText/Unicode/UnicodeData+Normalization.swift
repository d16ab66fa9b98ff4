extension UnicodeData {
    /// First code point of the Hangul syllables.
    private static let hangulSyllableBase: UInt32 = 0xAC00
    /// First leading consonant (choseong) jamo.
    private static let leadingJamoBase: UInt32 = 0x1100
    /// First vowel (jungseong) jamo.
    private static let vowelJamoBase: UInt32 = 0x1161
    /// The code point before the first trailing consonant (jongseong) jamo: "no trailing consonant".
    private static let trailingJamoBase: UInt32 = 0x11A7
    /// Number of leading consonants.
    private static let leadingCount: UInt32 = 19
    /// Number of vowels.
    private static let vowelCount: UInt32 = 21
    /// Number of trailing consonants, "none" included.
    private static let trailingCount: UInt32 = 28
    /// Number of syllables per leading consonant.
    private static let syllablesPerLead = vowelCount * trailingCount
    /// Number of syllables.
    private static let syllableCount = leadingCount * syllablesPerLead

    /// The canonical decomposition mapping of `scalar`, one step of it, as HarfBuzz's
    /// `decompose` gives it: one or two scalars (a Hangul LV syllable is L + V, an LVT syllable
    /// LV + T); nil for a scalar without one. Applying it again to the first scalar, until nil,
    /// gives the full canonical decomposition (before canonical ordering).
    static func canonicalDecomposition(of scalar: Unicode.Scalar) -> (first: Unicode.Scalar, second: Unicode.Scalar?)? {
        let value = scalar.value
        if value >= hangulSyllableBase, value - hangulSyllableBase < syllableCount {
            let index = value - hangulSyllableBase
            let trailing = index % trailingCount
            if trailing == 0 {
                return pair(leadingJamoBase + index / syllablesPerLead,
                            vowelJamoBase + index % syllablesPerLead / trailingCount)
            }
            return pair(value - trailing, trailingJamoBase + trailing)
        }
        let scalars = UnicodeTables.decomposedScalars
        let index = scalars.partitioningIndex { $0 >= value }
        guard index < scalars.count, scalars[index] == value,
              let first = Unicode.Scalar(UnicodeTables.decompositionFirsts[index]) else { return nil }
        let second = UnicodeTables.decompositionSeconds[index]
        return (first, second == 0 ? nil : Unicode.Scalar(second))
    }

    /// The primary composite of `first` followed by `second` (a Hangul L + V or LV + T too), or nil
    /// if they do not compose (canonical composition, UAX #15; Full_Composition_Exclusion excluded).
    static func primaryComposite(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        let (a, b) = (first.value, second.value)
        if a >= leadingJamoBase, a - leadingJamoBase < leadingCount, b >= vowelJamoBase, b - vowelJamoBase < vowelCount {
            return Unicode.Scalar(hangulSyllableBase + ((a - leadingJamoBase) * vowelCount + b - vowelJamoBase) * trailingCount)
        }
        if a >= hangulSyllableBase, a - hangulSyllableBase < syllableCount, (a - hangulSyllableBase) % trailingCount == 0,
           b > trailingJamoBase, b - trailingJamoBase < trailingCount {
            return Unicode.Scalar(a + b - trailingJamoBase)
        }
        let key = UInt64(a) << 21 | UInt64(b)
        let pairs = UnicodeTables.compositionPairs
        let index = pairs.partitioningIndex { $0 >= key }
        guard index < pairs.count, pairs[index] == key else { return nil }
        return Unicode.Scalar(UnicodeTables.composites[index])
    }

    /// Two code points known to be scalars, as a decomposition.
    private static func pair(_ first: UInt32, _ second: UInt32) -> (first: Unicode.Scalar, second: Unicode.Scalar?)? {
        guard let first = Unicode.Scalar(first) else { return nil }
        return (first, Unicode.Scalar(second))
    }
}
