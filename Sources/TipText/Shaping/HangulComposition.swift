/// The Hangul shaper's preprocessing (HarfBuzz's `preprocess_text_hangul`, without tone
/// marks): a syllable written as conjoining jamo <L, V> or <L, V, T> becomes the precomposed
/// syllable when the font has it, as does <LV, T>; a precomposed syllable the font lacks is
/// written as its jamo when the font has those. Jamo left apart get the `ljmo`, `vjmo`,
/// `tjmo` features, and `calt` does not apply to them.
enum HangulComposition {
    /// The jamo features, as the shaper adds them.
    enum Feature: CaseIterable, Sendable {
        case leading, vowel, trailing

        /// The GSUB feature tag.
        var tag: String {
            switch self {
            case .leading: "ljmo"
            case .vowel: "vjmo"
            case .trailing: "tjmo"
            }
        }
    }

    private static let syllableBase: UInt32 = 0xAC00, leadingBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161
    private static let trailingBase: UInt32 = 0x11A7
    private static let leadingCount: UInt32 = 19, vowelCount: UInt32 = 21, trailingCount: UInt32 = 28

    /// Whether `value` is a leading, vowel or trailing jamo (including the extended blocks).
    static func jamoFeature(of value: UInt32) -> Feature? {
        switch value {
        case 0x1100...0x115F, 0xA960...0xA97C: .leading
        case 0x1160...0x11A7, 0xD7B0...0xD7C6: .vowel
        case 0x11A8...0x11FF, 0xD7CB...0xD7FB: .trailing
        default: nil
        }
    }

    /// The scalars of one grapheme cluster, composed or decomposed for a font with the
    /// characters `hasGlyph` accepts.
    static func compose(_ scalars: [Unicode.Scalar], hasGlyph: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
        var values = scalars.map(\.value)
        if values.count >= 2, isCombiningLeading(values[0]), isCombiningVowel(values[1]) {
            let trailing = values.count >= 3 && isCombiningTrailing(values[2]) ? values[2] - trailingBase : 0
            let syllable = syllableBase + ((values[0] - leadingBase) * vowelCount + values[1] - vowelBase) * trailingCount + trailing
            if let scalar = Unicode.Scalar(syllable), hasGlyph(scalar) {
                values.replaceSubrange(0..<(trailing == 0 ? 2 : 3), with: [syllable])
            }
        } else if let first = values.first, (syllableBase..<(syllableBase + leadingCount * vowelCount * trailingCount)).contains(first) {
            let index = first - syllableBase
            let isLV = index % trailingCount == 0
            if isLV, values.count >= 2, isCombiningTrailing(values[1]),
               let combined = Unicode.Scalar(first + values[1] - trailingBase), hasGlyph(combined) {
                values.replaceSubrange(0..<2, with: [combined.value])
            } else if let scalar = Unicode.Scalar(first), !hasGlyph(scalar) {
                let jamo = [leadingBase + index / (vowelCount * trailingCount), vowelBase + index % (vowelCount * trailingCount) / trailingCount]
                    + (isLV ? [] : [trailingBase + index % trailingCount])
                if jamo.allSatisfy({ Unicode.Scalar($0).map(hasGlyph) ?? false }) { values.replaceSubrange(0..<1, with: jamo) }
            }
        }
        return values.compactMap(Unicode.Scalar.init)
    }

    /// The jamo feature of each scalar of a run: set on the jamo of a syllable <L, V, T?> left
    /// apart, nil elsewhere.
    static func features(of scalars: [Unicode.Scalar]) -> [Feature?] {
        var features = [Feature?](repeating: nil, count: scalars.count)
        var index = 0
        while index < scalars.count {
            if jamoFeature(of: scalars[index].value) == .leading, index + 1 < scalars.count,
               jamoFeature(of: scalars[index + 1].value) == .vowel {
                features[index] = .leading
                features[index + 1] = .vowel
                index += 2
                if index < scalars.count, jamoFeature(of: scalars[index].value) == .trailing {
                    features[index] = .trailing
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return features
    }

    private static func isCombiningLeading(_ value: UInt32) -> Bool { (leadingBase..<(leadingBase + leadingCount)).contains(value) }
    private static func isCombiningVowel(_ value: UInt32) -> Bool { (vowelBase..<(vowelBase + vowelCount)).contains(value) }
    private static func isCombiningTrailing(_ value: UInt32) -> Bool { ((trailingBase + 1)..<(trailingBase + trailingCount)).contains(value) }
}
