import TipSyntax

/// Replaces constant names in a value by the constants' values, in place: `let pad = 8 16`
/// makes `padding: pad` read as `padding: 8 16`. A constant holding a comma list
/// (`let d = tap, after(4s)`) expands into list elements when it stands alone in one.
enum ConstantExpander {
    /// What expanding a value gives.
    enum Outcome {
        /// The value names no constant: it stands as written.
        case unchanged
        /// The value with its constants replaced.
        case expanded(Value)
        /// A constant it uses is broken (already reported).
        case broken
    }

    /// The outcome and any new diagnostics.
    struct Result {
        let outcome: Outcome
        let diagnostics: [Diagnostic]

        /// What `original`, the value expanded, stands for: nil if it is broken.
        func value(expanding original: Value) -> Value? {
            switch outcome {
            case .unchanged: original
            case .expanded(let expanded): expanded
            case .broken: nil
            }
        }
    }

    /// Deeper nesting than this is left unexpanded (the parser limits nesting well below it).
    private static let depthLimit = 256

    /// Expands `value`, asking `lookup` what each identifier names (once per identifier, in
    /// source order).
    static func expand(_ value: Value, lookup: (Identifier) -> ConstantLookup) -> Result {
        guard value.containsNames else { return Result(outcome: .unchanged, diagnostics: []) }
        var expansion = Expansion()
        let elements = expansion.expand(value.elementList, depth: 0, lookup: lookup)
        let outcome: Outcome = if expansion.broken {
            .broken
        } else if let elements {
            .expanded(Value(elements: elements, span: value.span))
        } else {
            .unchanged
        }
        return Result(outcome: outcome, diagnostics: expansion.diagnostics)
    }

    private struct Expansion {
        var broken = false
        var diagnostics: [Diagnostic] = []

        /// The expanded elements, or nil when expanding changes nothing. Nothing is copied
        /// before the first change.
        mutating func expand(
            _ expressions: SyntaxList<ValueElement>, depth: Int, lookup: (Identifier) -> ConstantLookup
        ) -> [ValueElement]? {
            var result: [ValueElement]?
            for position in expressions.indices {
                let expression = expressions[position]
                let replacement = expand(expression, depth: depth, lookup: lookup)
                if result == nil, replacement != nil { result = Array(expressions.prefix(position)) }
                if let replacement { result? += replacement } else { result?.append(expression) }
            }
            return result
        }

        /// What replaces `expression`: nil if expanding changes nothing, else its expansion
        /// (none, one or — for a lone constant holding a comma list — several elements).
        private mutating func expand(
            _ expression: ValueElement, depth: Int, lookup: (Identifier) -> ConstantLookup
        ) -> [ValueElement]? {
            let terms = expression.termList
            var spliced: [ValueElement] = []
            var expanded: [Term]?
            for position in terms.indices {
                let term = terms[position]
                let replacement = expand(term, alone: terms.count == 1, at: expression.span, depth: depth,
                                         into: &spliced, lookup: lookup)
                if expanded == nil, replacement != nil { expanded = Array(terms.prefix(position)) }
                if let replacement { expanded? += replacement } else { expanded?.append(term) }
            }
            guard let expanded else { return terms.isEmpty ? [] : nil }
            return expanded.isEmpty ? spliced : spliced + [ValueElement(terms: expanded, span: expression.span)]
        }

        /// What replaces `term`: nil if expanding changes nothing, else the terms it stands
        /// for (none when the constant is broken or was spliced into `spliced` as elements).
        private mutating func expand(
            _ term: Term, alone: Bool, at span: Span, depth: Int, into spliced: inout [ValueElement],
            lookup: (Identifier) -> ConstantLookup
        ) -> [Term]? {
            guard case .identifier(let name) = term.kind else {
                return expandNested(term, depth: depth, lookup: lookup).map { [$0] }
            }
            switch lookup(Identifier(name, span: term.span)) {
            case .constant(let value) where value.elementList.count == 1:
                return value.elementList[0].termList.map { Term($0.kind, span: term.span) }
            case .constant(let value) where alone:
                spliced += value.elementList.map { relocated($0, to: span) }
                return []
            case .constant:
                diagnostics.append(Diagnostic(.typeMismatch, SemanticMessages.listConstantInTerms(name), at: term.span))
                broken = true
                return []
            case .broken:
                broken = true
                return []
            case .none:
                return nil
            }
        }

        /// A call or list with its arguments expanded, or nil if that changes nothing.
        private mutating func expandNested(_ term: Term, depth: Int, lookup: (Identifier) -> ConstantLookup) -> Term? {
            guard depth < depthLimit else { return nil }
            switch term.kind {
            case .call(let name, let arguments):
                return expand(SyntaxList(arguments), depth: depth + 1, lookup: lookup)
                    .map { Term(.call(name: name, arguments: $0), span: term.span) }
            case .list(let elements):
                return expand(SyntaxList(elements), depth: depth + 1, lookup: lookup).map { Term(.list($0), span: term.span) }
            default:
                return nil
            }
        }

        /// A constant's expression moved to where the constant is used.
        private func relocated(_ expression: ValueElement, to span: Span) -> ValueElement {
            ValueElement(terms: expression.termList.map { Term($0.kind, span: span) }, span: span)
        }
    }
}
