/// How many cells of a monospaced terminal a text takes, as terminals (and `wcwidth`) count
/// them: two for East Asian Wide and Fullwidth characters (CJK, Hangul syllables, emoji shown
/// as emoji), none for what joins the character before it (non-spacing and enclosing marks,
/// default-ignorable code points such as U+200D ZERO WIDTH JOINER and variation selectors, the
/// conjoining Hangul vowels and final consonants U+1160–U+11FF), one for everything else.
public enum TerminalCells {
    /// The cells `scalar` takes.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // Latin-1 and the letters before the combining marks
        if (0x1160...0x11FF).contains(value) || UnicodeData.isNonspacingMark(scalar)
            || UnicodeData.generalCategory(of: scalar) == .enclosingMark || UnicodeData.isDefaultIgnorable(scalar) {
            return 0
        }
        return UnicodeTables.eastAsianWide.value(of: scalar) == 1 ? 2 : 1
    }

    /// The cells `scalars` take.
    public static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + width(of: $1) }
    }
}
