/// Whether a line may end before a position.
public enum BreakOpportunity: UInt8, Sendable {
    /// No break here.
    case prohibited
    /// A line may end here.
    case allowed
    /// A line must end here (after BK, CR, LF, NL).
    case mandatory
}

/// The Unicode line breaking algorithm (UAX #14, Unicode 15.0, default rules LB1–LB31 with the
/// number tailoring of Example 7 that Unicode's LineBreakTest uses), in one linear pass.
///
/// Class SA resolves to AL or CM as LB1 allows; Thai, Lao, Khmer and Myanmar text then breaks
/// between its words as well, found with a dictionary (``DictionaryBreaks``). Not implemented:
/// any tailoring of the strict/loose kinds (CJ is NS: strict breaking).
public enum LineBreaker {
    /// Break opportunities before each scalar of `scalars`; element 0 (start of text) is always
    /// `.prohibited`. The end of text is always a break (LB3) and is not included.
    ///
    /// With `keepingHangulWords`, Korean is broken at spaces only, as UIKit's
    /// `lineBreakStrategy .hangulWordPriority` does: the tailoring UAX #14 describes for Korean
    /// with spaces, where JL, JV, JT, H2 and H3 resolve to AL.
    public static func opportunities(
        in scalars: some Collection<Unicode.Scalar>, keepingHangulWords: Bool = false
    ) -> [BreakOpportunity] {
        let classes = LineBreakClass.classes(of: scalars, keepingHangulWords: keepingHangulWords)
        return [BreakOpportunity](unsafeUninitializedCapacity: classes.count) { result, count in
            classes.withUnsafeBufferPointer { opportunities(classes: $0, into: result) }
            count = classes.count
            if scalars.contains(where: { DictionaryScript.mayHold($0.value) }) {
                DictionaryBreaks.allowBreaks(between: scalars, in: result)
            }
        }
    }

    /// State of the pass: what lies before the position being decided.
    private struct Context {
        /// Effective class of the last character (attached marks take their base's class).
        var last: LineBreakClass = .alphabetic
        /// Effective class of the base before the last base (rule LB21a).
        var beforeLast: LineBreakClass = .alphabetic
        /// Effective class of the last character that is not a space (rules LB8, LB14–LB17).
        var lastNonSpace: LineBreakClass = .alphabetic
        /// Inside `NU (SY|IS)*` (LB25).
        var inNumber = false
        /// Inside `NU (SY|IS)* (CL|CP)` (LB25).
        var numberClosed = false
        /// Number of regional indicators in a row just before (LB30a).
        var regionalIndicators = 0

        /// Moves past a character of effective class `effective` that is not attached to the one
        /// before: it becomes the last one (and the last non-space one, unless it is a space).
        @inline(__always)
        mutating func moveBase(to effective: LineBreakClass) {
            beforeLast = last
            last = effective
            if effective != .space { lastNonSpace = effective }
        }

        /// Ends the number and the run of regional indicators, after a character that continues
        /// neither.
        @inline(__always)
        mutating func endRuns() {
            inNumber = false
            numberClosed = false
            regionalIndicators = 0
        }
    }

    /// Break opportunities for resolved classes (see ``opportunities(in:keepingHangulWords:)``):
    /// the one before each class is initialized at the same place of `result`, which is at
    /// least as long.
    static func opportunities(
        classes: UnsafeBufferPointer<LineBreakClass>, into result: UnsafeMutableBufferPointer<BreakOpportunity>
    ) {
        guard let first = classes.first else { return }
        result.initializeElement(at: 0, to: .prohibited)
        var context = Context()
        advance(&context, raw: first, attached: false)
        for index in 1..<classes.count {
            let before = classes[index - 1]
            let raw = classes[index]
            if let opportunity = commonPair(before: before, raw: raw, context: context) {
                result.initializeElement(at: index, to: opportunity)
                // A space, a letter, an ideograph or a nonstarter: attached to nothing, in no
                // number, no regional indicator.
                context.moveBase(to: raw)
                context.endRuns()
                continue
            }
            let attached = raw.isCombining && !before.isMandatoryBreak
                && before != .space && before != .zeroWidthSpace
            let opportunity = decide(before: before, raw: raw, attached: attached, context: context,
                                     nextBase: nextBase(after: index, in: classes))
            result.initializeElement(at: index, to: opportunity)
            advance(&context, raw: raw, attached: attached)
        }
    }

    /// The opportunity before the commonest classes, as ``decide(before:raw:attached:context:nextBase:)``
    /// finds it, without going through the rules: before a space that follows no hard break
    /// (LB7), between two letters (AL × AL, LB28), between two ideographs (ID ÷ ID, LB31),
    /// around a small kana or another nonstarter between ideographs (ID × NS, LB21; NS ÷ ID,
    /// LB31), and before a letter or an ideograph that follows a space (LB14 after an opening
    /// punctuation and spaces, else LB18). A letter, an ideograph or a nonstarter before leaves
    /// the context holding it alone (it is the last and the last non-space character, outside a
    /// number), so no other rule applies. Nil for anything else.
    @inline(__always)
    private static func commonPair(before: LineBreakClass, raw: LineBreakClass, context: Context) -> BreakOpportunity? {
        switch (before, raw) {
        case (_, .space): before.isMandatoryBreak ? nil : .prohibited
        case (.space, .alphabetic), (.space, .ideographic): context.lastNonSpace.isOpen ? .prohibited : .allowed
        case (.alphabetic, .alphabetic): .prohibited
        case (.ideographic, .ideographic): .allowed
        case (.ideographic, .nonstarter): .prohibited
        case (.nonstarter, .ideographic): .allowed
        default: nil
        }
    }

    /// The effective class of the first character after `index` that is not an attached mark.
    private static func nextBase(after index: Int, in classes: UnsafeBufferPointer<LineBreakClass>) -> LineBreakClass? {
        guard classes[index] == .prefixNumeric || classes[index] == .postfixNumeric
            || classes[index].isOpen || classes[index] == .hyphen else { return nil }
        var next = index + 1
        while next < classes.count, classes[next].isCombining { next += 1 }
        return next < classes.count ? classes[next] : nil
    }

    /// Updates the context with the character just decided.
    @inline(__always)
    private static func advance(_ context: inout Context, raw: LineBreakClass, attached: Bool) {
        if attached { return }
        let effective: LineBreakClass = raw.isCombining ? .alphabetic : raw
        context.moveBase(to: effective)
        let continuesNumber = context.inNumber && !context.numberClosed
        let regionalIndicators = context.regionalIndicators
        if effective == .numeric {
            context.inNumber = true
            context.numberClosed = false
        } else if continuesNumber && (effective == .slash || effective == .infixSeparator) {
            context.inNumber = true
        } else if continuesNumber && (effective == .closePunctuation || effective.isCloseParenthesis) {
            context.numberClosed = true
        } else {
            context.endRuns()
        }
        context.regionalIndicators = effective == .regionalIndicator ? regionalIndicators + 1 : 0
    }

    /// Rules LB4–LB31 for the position between `before` and `raw`.
    private static func decide(
        before: LineBreakClass, raw: LineBreakClass, attached: Bool, context: Context,
        nextBase: @autoclosure () -> LineBreakClass?
    ) -> BreakOpportunity {
        // LB4, LB5
        if before == .carriageReturn && raw == .lineFeed { return .prohibited }
        if before.isMandatoryBreak { return .mandatory }
        // LB6, LB7
        if raw.isMandatoryBreak || raw == .space || raw == .zeroWidthSpace { return .prohibited }
        // LB8: ZW SP* ÷
        if context.lastNonSpace == .zeroWidthSpace { return .allowed }
        // LB8a, LB9
        if before == .zeroWidthJoiner || attached { return .prohibited }
        // LB10: an unattached mark is AL.
        let after: LineBreakClass = raw.isCombining ? .alphabetic : raw
        let last = context.last
        return decideEffective(last: last, after: after, rawBefore: before, context: context, nextBase: nextBase())
            ? .prohibited : .allowed
    }

    /// Rules LB11–LB30b on effective classes; true when they prohibit a break (LB31 allows).
    private static func decideEffective(
        last: LineBreakClass, after: LineBreakClass, rawBefore: LineBreakClass, context: Context,
        nextBase: @autoclosure () -> LineBreakClass?
    ) -> Bool {
        let afterSpaces = rawBefore == .space
        let sp = context.lastNonSpace
        // LB11, LB12, LB12a
        if after == .wordJoiner || last == .wordJoiner { return true }
        if !afterSpaces && last == .glue { return true }
        if after == .glue && !afterSpaces && last != .breakAfter && last != .hyphen { return true }
        // LB13
        if after == .closePunctuation || after.isCloseParenthesis || after == .exclamation
            || after == .infixSeparator || after == .slash { return true }
        // LB14–LB17
        if sp.isOpen { return true }
        if sp == .quotation && after.isOpen { return true }
        if (sp == .closePunctuation || sp.isCloseParenthesis) && after == .nonstarter { return true }
        if sp == .breakBoth && after == .breakBoth { return true }
        // LB18
        if afterSpaces { return false }
        // LB19, LB20
        if after == .quotation || last == .quotation { return true }
        if after == .contingent || last == .contingent { return false }
        // LB21, LB21a, LB21b, LB22
        if after == .breakAfter || after == .hyphen || after == .nonstarter || last == .breakBefore { return true }
        if (last == .hyphen || last == .breakAfter) && context.beforeLast == .hebrewLetter { return true }
        if last == .slash && after == .hebrewLetter { return true }
        if after == .inseparable { return true }
        // LB23, LB23a, LB24
        if (last.isLetter && after == .numeric) || (last == .numeric && after.isLetter) { return true }
        if last == .prefixNumeric && after.isIdeographicLike { return true }
        if last.isIdeographicLike && after == .postfixNumeric { return true }
        let isAffix: (LineBreakClass) -> Bool = { $0 == .prefixNumeric || $0 == .postfixNumeric }
        if (isAffix(last) && after.isLetter) || (last.isLetter && isAffix(after)) { return true }
        // LB25 (Example 7): (PR|PO)? (OP|HY)? NU (NU|SY|IS)* (CL|CP)? (PR|PO)?
        if isAffix(last) && (after.isOpen || after == .hyphen) && nextBase() == .numeric { return true }
        if (last.isOpen || last == .hyphen || isAffix(last)) && after == .numeric { return true }
        if context.inNumber && !context.numberClosed && (after == .numeric || after == .slash
            || after == .infixSeparator || after == .closePunctuation || after.isCloseParenthesis) { return true }
        if context.inNumber && isAffix(after) { return true }
        // LB26, LB27
        if last == .hangulL && (after == .hangulL || after == .hangulV || after == .hangulLV || after == .hangulLVT) { return true }
        if (last == .hangulV || last == .hangulLV) && (after == .hangulV || after == .hangulT) { return true }
        if (last == .hangulT || last == .hangulLVT) && after == .hangulT { return true }
        if (last.isHangul && after == .postfixNumeric) || (last == .prefixNumeric && after.isHangul) { return true }
        // LB28, LB29, LB30
        if last.isLetter && after.isLetter { return true }
        if last == .infixSeparator && after.isLetter { return true }
        if (last.isLetter || last == .numeric) && after == .openPunctuation { return true }
        if last == .closeParenthesis && (after.isLetter || after == .numeric) { return true }
        // LB30a, LB30b
        if last == .regionalIndicator && after == .regionalIndicator && context.regionalIndicators % 2 == 1 { return true }
        if (last == .emojiBase || last == .ideographicUnassignedPictographic) && after == .emojiModifier { return true }
        return false
    }
}
