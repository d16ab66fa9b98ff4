import TipSyntax

/// Replaces constant names in a value by the constants' values, in place: `let pad = 8 16`
/// makes `padding: pad` read as `padding: 8 16`. A constant holding a comma list
/// (`let d = tap, after(4s)`) expands into list elements when it stands alone in one.
enum ConstantExpander {
    /// The expanded value (nil if a constant it uses is broken) and any new diagnostics.
    struct Result {
        let expanded: Value?
        let diagnostics: [Diagnostic]
    }

    /// Deeper nesting than this is left unexpanded (the parser limits nesting well below it).
    private static let depthLimit = 256

    /// Expands `value`, asking `lookup` what each identifier names.
    static func expand(_ value: Value, lookup: (Identifier) -> ConstantLookup) -> Result {
        withoutActuallyEscaping(lookup) { lookup in
            var expansion = Expansion(lookup: lookup)
            let elements = expansion.expand(value.elements, depth: 0)
            return Result(
                expanded: expansion.broken ? nil : Value(elements: elements, span: value.span),
                diagnostics: expansion.diagnostics)
        }
    }

    private struct Expansion {
        let lookup: (Identifier) -> ConstantLookup
        var broken = false
        var diagnostics: [Diagnostic] = []

        mutating func expand(_ expressions: [ValueElement], depth: Int) -> [ValueElement] {
            var result: [ValueElement] = []
            for expression in expressions {
                var terms: [Term] = []
                for term in expression.terms {
                    guard case .identifier(let name) = term.kind else {
                        terms.append(expandNested(term, depth: depth))
                        continue
                    }
                    switch lookup(Identifier(name, span: term.span)) {
                    case .constant(let value) where value.elements.count == 1:
                        terms += value.elements[0].terms.map { Term($0.kind, span: term.span) }
                    case .constant(let value) where expression.terms.count == 1:
                        result += value.elements.map { relocated($0, to: expression.span) }
                    case .constant:
                        diagnostics.append(Diagnostic(
                            .typeMismatch, SemanticMessages.listConstantInTerms(name), at: term.span))
                        broken = true
                    case .broken:
                        broken = true
                    case .none:
                        terms.append(term)
                    }
                }
                if !terms.isEmpty { result.append(ValueElement(terms: terms, span: expression.span)) }
            }
            return result
        }

        private mutating func expandNested(_ term: Term, depth: Int) -> Term {
            guard depth < depthLimit else { return term }
            switch term.kind {
            case .call(let name, let arguments):
                return Term(.call(name: name, arguments: expand(arguments, depth: depth + 1)), span: term.span)
            case .list(let elements):
                return Term(.list(expand(elements, depth: depth + 1)), span: term.span)
            default:
                return term
            }
        }

        /// A constant's expression moved to where the constant is used.
        private func relocated(_ expression: ValueElement, to span: Span) -> ValueElement {
            ValueElement(terms: expression.terms.map { Term($0.kind, span: span) }, span: span)
        }
    }
}
