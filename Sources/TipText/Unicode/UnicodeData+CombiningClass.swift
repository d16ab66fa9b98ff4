extension UnicodeData {
    /// HarfBuzz's modified combining class of `scalar` (`_hb_modified_combining_class`), by which
    /// it orders marks: the Canonical_Combining_Class, but Hebrew points in the order of the SBL
    /// Hebrew manual (10–26 permuted), Arabic shadda before the other harakat (33 → 27, 27–32 one
    /// up), the Telugu length marks 84 and 91 as 4 and 5, Thai sara u and uu (103) as 3, Tibetan
    /// vowel signs i and u (130, 132) swapped, and U+1A60, U+0FC6 as 254, U+0F39 as 127. 0 for a
    /// scalar that is not a mark (general category Mn, Mc, Me).
    static func modifiedCombiningClass(of scalar: Unicode.Scalar) -> UInt8 {
        guard isMark(scalar) else { return 0 }
        switch scalar.value {
        case 0x1A60, 0x0FC6: return 254
        case 0x0F39: return 127
        default: break
        }
        let combiningClass = canonicalCombiningClass(of: scalar)
        return modifiedClasses[combiningClass] ?? combiningClass
    }

    /// Whether `scalar` is one of the Arabic modifier combining marks that Unicode's Arabic Mark
    /// Transient Reordering Algorithm (UTR #53) and HarfBuzz's Arabic shaper move before the
    /// other marks of their class (`modifier_combining_marks`).
    static func isModifierCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0654, 0x0655, 0x0658, 0x06DC, 0x06E3, 0x06E7, 0x06E8, 0x08CA, 0x08CB, 0x08CD, 0x08CE, 0x08CF, 0x08D3, 0x08F3: true
        default: false
        }
    }

    /// The classes HarfBuzz changes, and what to.
    private static let modifiedClasses: [UInt8: UInt8] = [
        10: 22, 11: 15, 12: 16, 13: 17, 14: 23, 15: 18, 16: 19, 17: 20, 18: 21, 19: 14, 20: 24,
        21: 12, 22: 25, 23: 13, 24: 10, 25: 11,
        27: 28, 28: 29, 29: 30, 30: 31, 31: 32, 32: 33, 33: 27,
        84: 4, 91: 5, 103: 3, 130: 132, 132: 131,
    ]
}
