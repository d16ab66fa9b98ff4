extension LineBreakClass {
    /// The resolved class of `scalar` (binary search in ``LineBreakTables``).
    init(of scalar: Unicode.Scalar) {
        // The last range starting at or before the scalar (the first range starts at 0).
        let range = max(0, LineBreakTables.rangeStarts.partitioningIndex { $0 > scalar.value } - 1)
        self = LineBreakClass(rawValue: LineBreakTables.rangeClasses[range]) ?? .alphabetic
    }

    /// BK, CR, LF or NL: a mandatory break follows (rules LB4, LB5).
    var isMandatoryBreak: Bool {
        self == .mandatory || self == .carriageReturn || self == .lineFeed || self == .nextLine
    }

    /// CM or ZWJ: attaches to the preceding character (LB9).
    var isCombining: Bool { self == .combiningMark || self == .zeroWidthJoiner }

    /// OP of any width.
    var isOpen: Bool { self == .openPunctuation || self == .openPunctuationWide }

    /// CP of any width.
    var isCloseParenthesis: Bool { self == .closeParenthesis || self == .closeParenthesisWide }

    /// AL or HL.
    var isLetter: Bool { self == .alphabetic || self == .hebrewLetter }

    /// ID (including unassigned pictographs), EB or EM (rule LB23a).
    var isIdeographicLike: Bool {
        self == .ideographic || self == .ideographicUnassignedPictographic
            || self == .emojiBase || self == .emojiModifier
    }

    /// A Korean syllable block class: JL, JV, JT, H2 or H3 (rule LB27).
    var isHangul: Bool {
        self == .hangulL || self == .hangulV || self == .hangulT || self == .hangulLV || self == .hangulLVT
    }
}
