import TipSyntax

/// Fixes for what iOS developers write out of habit, each reported with the change that makes
/// it `.tip`: a weight before the size (`font: bold 17` → `17 bold`), the width before the
/// colour (`border: 2 white` → `white 2`), a comma between two lengths (`padding: 8, 16` →
/// `8 16`), and an edge word as an arrow's position (`arrow: top left` → `top leading(12)`).
extension ValueConverter {
    /// The distance a fix gives an arrow written at an edge word (`left` → `leading(12)`), as
    /// the messages about positions suggest it.
    static let suggestedArrowInset = 12

    /// The source text at `span`.
    func written(_ span: Span) -> String {
        let file = sources[span.file]
        return String(decoding: file.bytes[span.start..<min(span.end, file.bytes.count)], as: UTF8.self)
    }

    /// The span from the first to the last of `terms`, when they are written one after another
    /// in one file with only spaces between (not pieced together from constants).
    func span(of terms: [Term]) -> Span? {
        guard let first = terms.first, let last = terms.last else { return nil }
        for (before, after) in zip(terms, terms.dropFirst()) {
            guard before.span.file == after.span.file, before.span.end <= after.span.start,
                  written(Span(file: before.span.file, start: before.span.end, end: after.span.start)).allSatisfy({ $0 == " " || $0 == "\t" })
            else { return nil }
        }
        return first.span.union(last.span)
    }

    /// Reports `message` at `span` with the fix replacing the text at `fixed` by `replacement`,
    /// offered as `help` after `notes`.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, at span: Span, notes: [DiagnosticNote] = [],
        fixing fixed: Span, with replacement: String, help: String
    ) {
        let original = written(fixed)
        let fixIt = FixIt(SemanticMessages.replace(original, with: replacement), help: help, replacing: original, at: fixed, with: replacement)
        log.report(code, message, at: span, notes: notes + [fixIt.note], fixIts: [fixIt])
    }

    /// `font: bold 17`: E023 with the fix `17 bold`; false (nothing reported) for other fonts.
    mutating func reportWeightBeforeSize(_ terms: [Term]) -> Bool {
        guard terms.count == 2, case .identifier(let weight) = terms[0].kind, PropertyTable.fontWeights.contains(weight),
              case .number = terms[1].kind, let whole = span(of: terms) else { return false }
        let fixed = written(terms[1].span) + " " + weight
        report(.unknownEnumValue, SemanticMessages.unknownTextStyle(weight), at: terms[0].span,
               notes: [DiagnosticNote(SemanticMessages.weightBeforeSize(weight))],
               fixing: whole, with: fixed, help: SemanticMessages.writeInstead(fixed))
        return true
    }

    /// `border: 2 white`: one E040 with the fix `white 2`; false for other borders.
    mutating func reportWidthBeforeColor(_ terms: [Term]) -> Bool {
        guard terms.count == 2, case .number(_, let unit) = terms[0].kind, unit != .percent, Self.looksLikeColor(terms[1]),
              let whole = span(of: terms) else { return false }
        let fixed = written(terms[1].span) + " " + written(terms[0].span)
        report(.typeMismatch, SemanticMessages.borderColorFirst, at: whole, fixing: whole, with: fixed, help: SemanticMessages.writeInstead(fixed))
        return true
    }

    /// `padding: 8 16 8 16`: E042, since CSS and `UIEdgeInsets` order four sides differently;
    /// when both orders read the same (top equals bottom and left equals right, `8 16 8 16`),
    /// with the fix `8 16` (or `8` when all four are equal).
    mutating func reportFourPaddingValues(_ terms: [Term], at span: Span) {
        let notes = [DiagnosticNote(SemanticMessages.paddingBlockSuggestion)]
        let texts = terms.map { written($0.span) }
        guard texts[0] == texts[2], texts[1] == texts[3], let whole = self.span(of: terms) else {
            return log.report(.ambiguousPadding, SemanticMessages.fourPaddingValues, at: span, notes: notes)
        }
        let fixed = texts[0] == texts[1] ? texts[0] : texts[0] + " " + texts[1]
        report(.ambiguousPadding, SemanticMessages.fourPaddingValues, at: span, notes: notes, fixing: whole, with: fixed, help: SemanticMessages.writeInstead(fixed))
    }

    /// `padding: 8, 16` (and `spacing: 8, 4`): E041 with the fix `8 16`; false for other lists.
    mutating func reportCommaBetweenLengths(_ value: Value, for property: String) -> Bool {
        let elements = value.elementList.map { Array($0.termList) }
        guard elements.count == 2, elements.allSatisfy({ $0.count == 1 }), let first = elements.first?.first, let second = elements.last?.first,
              case .number = first.kind, case .number = second.kind, first.span.file == second.span.file, first.span.end < second.span.start
        else { return false }
        let whole = first.span.union(second.span)
        let fixed = written(first.span) + " " + written(second.span)
        report(.wrongArity, SemanticMessages.notAList(property), at: value.span, fixing: whole, with: fixed, help: SemanticMessages.lengthsWithoutComma(fixed))
        return true
    }

    /// An edge word (`left`, `top`, `start`, …) or a bare `leading`/`trailing` as an arrow's
    /// position: the error with the fix `leading(12)` or `trailing(12)`; false for other words.
    mutating func reportEdgeWordAsPosition(_ term: Term, message: String, code: DiagnosticCode) -> Bool {
        guard case .identifier(let word) = term.kind else { return false }
        let side: String
        switch word {
        case "left", "top", "start", "leading": side = "leading"
        case "right", "bottom", "end", "trailing": side = "trailing"
        default: return false
        }
        let fixed = "\(side)(\(Self.suggestedArrowInset))"
        report(code, message, at: term.span, fixing: term.span, with: fixed, help: SemanticMessages.positionFromEdge(fixed, side: side))
        return true
    }

    /// Whether `term` is written as a colour is: a hex literal, a known colour name, or an
    /// `rgb`/`rgba`/`color` call.
    private static func looksLikeColor(_ term: Term) -> Bool {
        switch term.kind {
        case .hexColor: true
        case .identifier(let name): NamedColors.color(named: name) != nil
        case .call(let function, _): ["rgb", "rgba", "color"].contains(function.name)
        default: false
        }
    }
}
