extension LineBreakClass {
    /// The resolved class of `scalar` (binary search in ``LineBreakTables``).
    init(of scalar: Unicode.Scalar) {
        let table = Table.shared
        self = table.classes[table.ranges.range(of: scalar.value)]
    }

    /// The resolved classes of `scalars`, in order (looked up by a ``Classifier``; Hangul
    /// resolves to AL when `keepingHangulWords`).
    static func classes(of scalars: some Collection<Unicode.Scalar>, keepingHangulWords: Bool = false) -> [LineBreakClass] {
        var result: [LineBreakClass] = []
        result.reserveCapacity(scalars.count)
        var classifier = Classifier(keepingHangulWords: keepingHangulWords)
        for scalar in scalars { result.append(classifier.resolvedClass(of: scalar)) }
        return result
    }

    /// Looks up the resolved classes of a text's scalars, in order, with a ``RangeCursor``;
    /// a Hangul syllable's class is found from its code point (LV if it has no final jamo, LVT
    /// otherwise), as the syllables alternate between the two.
    ///
    /// With `keepingHangulWords`, JL, JV, JT, H2 and H3 resolve to AL (see
    /// ``LineBreaker/opportunities(in:keepingHangulWords:)``).
    struct Classifier {
        private let keepsHangulWords: Bool
        private let table = Table.shared
        private var cursor = RangeCursor()

        init(keepingHangulWords: Bool = false) {
            keepsHangulWords = keepingHangulWords
        }

        /// The resolved class of `scalar`.
        @inline(__always)
        mutating func resolvedClass(of scalar: Unicode.Scalar) -> LineBreakClass {
            let value = scalar.value
            let resolved: LineBreakClass
            if (0xAC00...0xD7A3).contains(value) {
                resolved = (value - 0xAC00) % 28 == 0 ? .hangulLV : .hangulLVT
            } else {
                resolved = table.classes[cursor.range(of: value, in: table.ranges)]
            }
            return keepsHangulWords && resolved.isHangul ? .alphabetic : resolved
        }
    }

    /// ``LineBreakTables`` ready for lookups, made once.
    private final class Table: Sendable {
        static let shared = Table()

        let ranges = RangeIndex(starts: LineBreakTables.rangeStarts)
        /// The class of each range (an unknown value is AL).
        let classes = LineBreakTables.rangeClasses.map { LineBreakClass(rawValue: $0) ?? .alphabetic }
    }

    /// BK, CR, LF or NL: a mandatory break follows (rules LB4, LB5).
    @inline(__always)
    var isMandatoryBreak: Bool {
        self == .mandatory || self == .carriageReturn || self == .lineFeed || self == .nextLine
    }

    /// CM or ZWJ: attaches to the preceding character (LB9).
    @inline(__always)
    var isCombining: Bool { self == .combiningMark || self == .zeroWidthJoiner }

    /// OP of any width.
    @inline(__always)
    var isOpen: Bool { self == .openPunctuation || self == .openPunctuationWide }

    /// CP of any width.
    @inline(__always)
    var isCloseParenthesis: Bool { self == .closeParenthesis || self == .closeParenthesisWide }

    /// AL or HL.
    @inline(__always)
    var isLetter: Bool { self == .alphabetic || self == .hebrewLetter }

    /// ID (including unassigned pictographs), EB or EM (rule LB23a).
    @inline(__always)
    var isIdeographicLike: Bool {
        self == .ideographic || self == .ideographicUnassignedPictographic
            || self == .emojiBase || self == .emojiModifier
    }

    /// A Korean syllable block class: JL, JV, JT, H2 or H3 (rule LB27).
    @inline(__always)
    var isHangul: Bool {
        self == .hangulL || self == .hangulV || self == .hangulT || self == .hangulLV || self == .hangulLVT
    }
}
