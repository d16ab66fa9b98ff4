/// The character properties of the Unicode 15.0 Character Database that shaping needs, looked up
/// in the generated ``UnicodeTables``: each lookup is a short binary search, without allocation.
///
/// Code points the database leaves unassigned get the defaults its files name (`@missing`).
enum UnicodeData {
    /// Swift's general categories in the order of the generated table's values.
    private static let generalCategories: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
        .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    /// The General_Category of `scalar`.
    static func generalCategory(of scalar: Unicode.Scalar) -> Unicode.GeneralCategory {
        let index = Int(UnicodeTables.generalCategories.value(of: scalar))
        return index < generalCategories.count ? generalCategories[index] : .unassigned
    }

    /// Indices in ``generalCategories`` that the predicates below compare the table's value
    /// with, so they make no `Unicode.GeneralCategory` (a resilient enum of the standard library:
    /// each value costs a metadata lookup and witness calls, for every character measured).
    private enum CategoryIndex {
        static let nonspacingMark: UInt8 = 5
        static let enclosingMark: UInt8 = 7
    }

    /// Whether `scalar`'s General_Category is Mn, Mc or Me: a mark, which HarfBuzz keeps with the
    /// character before it when it normalises.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        (CategoryIndex.nonspacingMark...CategoryIndex.enclosingMark).contains(UnicodeTables.generalCategories.value(of: scalar))
    }

    /// Whether `scalar`'s General_Category is Mn, a non-spacing mark.
    static func isNonspacingMark(_ scalar: Unicode.Scalar) -> Bool {
        UnicodeTables.generalCategories.value(of: scalar) == CategoryIndex.nonspacingMark
    }

    /// The Canonical_Combining_Class of `scalar` (0 for starters).
    static func canonicalCombiningClass(of scalar: Unicode.Scalar) -> UInt8 {
        UnicodeTables.canonicalCombiningClasses.value(of: scalar)
    }

    /// Whether `scalar` is Default_Ignorable_Code_Point: shown as nothing when a font lacks it.
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        UnicodeTables.defaultIgnorables.value(of: scalar) != 0
    }

    /// The emoji properties of `scalar` (emoji-data.txt).
    static func emojiProperties(of scalar: Unicode.Scalar) -> EmojiProperties {
        EmojiProperties(rawValue: UnicodeTables.emojiProperties.value(of: scalar))
    }

    /// The Joining_Type of `scalar`, which the Arabic, Syriac, N'Ko, Mongolian… shapers join by.
    static func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        JoiningType(rawValue: UnicodeTables.joiningTypes.value(of: scalar)) ?? .nonJoining
    }

    /// The Joining_Group of `scalar` if it is ALAPH or DALATH RISH (Syriac), else nil.
    static func joiningGroup(of scalar: Unicode.Scalar) -> JoiningGroup? {
        let scalars = UnicodeTables.joiningGroupScalars
        let index = scalars.partitioningIndex { $0 >= scalar.value }
        guard index < scalars.count, scalars[index] == scalar.value else { return nil }
        return JoiningGroup(rawValue: UnicodeTables.joiningGroupValues[index])
    }

    /// The Indic_Syllabic_Category of `scalar`.
    static func indicSyllabicCategory(of scalar: Unicode.Scalar) -> IndicSyllabicCategory {
        IndicSyllabicCategory(rawValue: UnicodeTables.indicSyllabicCategories.value(of: scalar)) ?? .other
    }

    /// The Indic_Positional_Category of `scalar`.
    static func indicPositionalCategory(of scalar: Unicode.Scalar) -> IndicPositionalCategory {
        IndicPositionalCategory(rawValue: UnicodeTables.indicPositionalCategories.value(of: scalar)) ?? .notApplicable
    }
}
