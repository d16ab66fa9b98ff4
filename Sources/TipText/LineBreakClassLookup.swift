extension LineBreakClass {
    /// The resolved class of `scalar` (binary search in ``LineBreakTables``).
    init(of scalar: Unicode.Scalar) {
        self = Self.resolved(range: Self.range(of: scalar.value))
    }

    /// The resolved classes of `scalars`, in order. ASCII is looked up in a table of its own;
    /// other text runs in few ranges of the table (a line of kana or ideographs, a Hangul
    /// word): a scalar in the range of the one before takes its class without a search.
    static func classes(of scalars: some Collection<Unicode.Scalar>) -> [LineBreakClass] {
        var result: [LineBreakClass] = []
        result.reserveCapacity(scalars.count)
        var range = 0, rangeEnd: UInt32 = 0, rangeClass = LineBreakClass.alphabetic
        let starts = LineBreakTables.rangeStarts
        let ascii = asciiClasses
        for scalar in scalars {
            let value = scalar.value
            if value < 0x80 {
                result.append(ascii[Int(value)])
                continue
            }
            if value < starts[range] || value >= rangeEnd {
                range = Self.range(of: value)
                rangeEnd = range + 1 < starts.count ? starts[range + 1] : UInt32.max
                rangeClass = resolved(range: range)
            }
            result.append(rangeClass)
        }
        return result
    }

    /// The resolved class of each ASCII scalar (Latin text alternates letters, spaces and
    /// punctuation, each in a range of its own, so the range of the scalar before rarely holds).
    private static let asciiClasses: [LineBreakClass] = (0..<0x80).map { resolved(range: range(of: $0)) }

    /// The index of the last range starting at or before `value` (the first range starts at 0).
    private static func range(of value: UInt32) -> Int {
        max(0, LineBreakTables.rangeStarts.partitioningIndex { $0 > value } - 1)
    }

    private static func resolved(range: Int) -> LineBreakClass {
        LineBreakClass(rawValue: LineBreakTables.rangeClasses[range]) ?? .alphabetic
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
