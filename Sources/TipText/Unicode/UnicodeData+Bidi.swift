extension UnicodeData {
    /// The Bidi_Class of `scalar`, with the defaults of DerivedBidiClass.txt for unassigned code
    /// points (R in the Hebrew blocks, AL in the Arabic ones, ET for currency symbols, else L).
    static func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
        BidiClass(rawValue: UnicodeTables.bidiClasses.value(of: scalar)) ?? .leftToRight
    }

    /// The Bidi_Mirroring_Glyph of `scalar` (BidiMirroring.txt): the character a right-to-left
    /// run shows in its place, `)` for `(`; nil for characters without one.
    static func bidiMirroringGlyph(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let index = position(of: scalar, in: UnicodeTables.mirroredScalars) else { return nil }
        return Unicode.Scalar(UnicodeTables.mirroringGlyphs[index])
    }

    /// The Bidi_Paired_Bracket of `scalar` and whether `scalar` opens the pair
    /// (Bidi_Paired_Bracket_Type Open, else Close); nil for characters that are not paired
    /// brackets (BidiBrackets.txt).
    static func pairedBracket(of scalar: Unicode.Scalar) -> (pair: Unicode.Scalar, opens: Bool)? {
        guard let index = position(of: scalar, in: UnicodeTables.bracketScalars),
              let pair = Unicode.Scalar(UnicodeTables.pairedBrackets[index]) else { return nil }
        return (pair, UnicodeTables.bracketOpens[index])
    }

    /// The code point a bracket pairs as: its own, but U+3008 and U+3009 for their canonical
    /// equivalents U+2329 and U+232A (UAX #9, BD16).
    static func canonicalBracket(_ bracket: Unicode.Scalar) -> UInt32 {
        switch bracket.value {
        case 0x2329: 0x3008
        case 0x232A: 0x3009
        default: bracket.value
        }
    }

    /// The index of `scalar` in the ascending `scalars`, if it is there.
    private static func position(of scalar: Unicode.Scalar, in scalars: [UInt32]) -> Int? {
        let index = scalars.partitioningIndex { $0 >= scalar.value }
        return index < scalars.count && scalars[index] == scalar.value ? index : nil
    }
}
