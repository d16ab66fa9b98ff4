extension LineBreakClass {
    /// The resolved class of `scalar` (binary search in ``LineBreakTables``).
    init(of scalar: Unicode.Scalar) {
        let starts = LineBreakTables.rangeStarts
        let value = scalar.value
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= value { low = mid } else { high = mid - 1 }
        }
        self = LineBreakClass(rawValue: LineBreakTables.rangeClasses[low]) ?? .alphabetic
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
