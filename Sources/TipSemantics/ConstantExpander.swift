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
    /// source order), unless none of its names can be one of `candidates` (which then stands
    /// as written).
    static func expand(_ value: Value, candidates: NameBloom = .all, lookup: (Identifier) -> ConstantLookup) -> Result {
        guard value.names.mayIntersect(candidates) else { return Result(outcome: .unchanged, diagnostics: []) }
        var expansion = Expansion()
        let elements = expansion.expand(value.elementList, depth: 0, lookup: lookup)
        let outcome: Outcome = if expansion.broken {
            .broken
        } else if let elements {
            .expanded(Value(elementList: elements, span: value.span, names: value.names.union(expansion.names)))
        } else {
            .unchanged
        }
        return Result(outcome: outcome, diagnostics: expansion.diagnostics)
    }

    private struct Expansion {
        var broken = false
        var diagnostics: [Diagnostic] = []
        /// The names in the constants' values put in (the expanded value's names are its own
        /// and these: a superset, which is what a ``NameBloom`` promises).
        var names = NameBloom()

        /// The expanded elements, or nil when expanding changes nothing. Nothing is copied
        /// before the first change.
        mutating func expand(
            _ elements: some RandomAccessCollection<ValueElement>, depth: Int, lookup: (Identifier) -> ConstantLookup
        ) -> SyntaxList<ValueElement>? {
            var result: SyntaxList<ValueElement>?
            for (position, element) in elements.enumerated() {
                guard let replacement = expand(element, depth: depth, lookup: lookup) else {
                    result?.append(element)
                    continue
                }
                if result == nil { result = SyntaxList(elements.prefix(position)) }
                result?.append(contentsOf: replacement)
            }
            return result
        }

        /// What replaces `element`: nil if expanding changes nothing, else its expansion (none,
        /// one or — for a lone constant holding a comma list — several elements).
        private mutating func expand(
            _ element: ValueElement, depth: Int, lookup: (Identifier) -> ConstantLookup
        ) -> SyntaxList<ValueElement>? {
            let terms = element.termList
            var spliced = SyntaxList<ValueElement>()
            var expanded: SyntaxList<Term>?
            for (position, term) in terms.enumerated() {
                guard let replacement = expand(term, alone: terms.count == 1, at: element.span, depth: depth,
                                               into: &spliced, lookup: lookup) else {
                    expanded?.append(term)
                    continue
                }
                if expanded == nil { expanded = SyntaxList(terms.prefix(position)) }
                expanded?.append(contentsOf: replacement)
            }
            guard let expanded else { return terms.isEmpty ? SyntaxList() : nil }
            if !expanded.isEmpty { spliced.append(ValueElement(termList: expanded, span: element.span, label: element.label)) }
            return spliced
        }

        /// What replaces `term`: nil if expanding changes nothing, else the terms it stands
        /// for (none when the constant is broken or was spliced into `spliced` as elements).
        private mutating func expand(
            _ term: Term, alone: Bool, at span: Span, depth: Int, into spliced: inout SyntaxList<ValueElement>,
            lookup: (Identifier) -> ConstantLookup
        ) -> SyntaxList<Term>? {
            guard case .identifier(let name) = term.kind else {
                return expandNested(term, depth: depth, lookup: lookup).map { SyntaxList(one: $0) }
            }
            switch lookup(Identifier(name, span: term.span)) {
            case .constant(let value) where value.elementList.count == 1:
                names.formUnion(value.names)
                return Self.relocated(value.elementList[0].termList, to: term.span)
            case .constant(let value) where alone:
                names.formUnion(value.names)
                for element in value.elementList {
                    spliced.append(ValueElement(termList: Self.relocated(element.termList, to: span), span: span))
                }
                return SyntaxList()
            case .constant:
                diagnostics.append(Diagnostic(.typeMismatch, SemanticMessages.listConstantInTerms(name), at: term.span))
                broken = true
                return SyntaxList()
            case .broken:
                broken = true
                return SyntaxList()
            case .none:
                return nil
            }
        }

        /// A call or list with its arguments expanded, or a combination with its parts (a
        /// constant of several terms joins in as several parts), or nil if that changes nothing.
        private mutating func expandNested(_ term: Term, depth: Int, lookup: (Identifier) -> ConstantLookup) -> Term? {
            guard depth < depthLimit else { return nil }
            switch term.kind {
            case .call(let name, let arguments):
                return expand(arguments, depth: depth + 1, lookup: lookup)
                    .map { Term(.call(name: name, arguments: Array($0)), span: term.span) }
            case .list(let elements):
                return expand(elements, depth: depth + 1, lookup: lookup).map { Term(.list(Array($0)), span: term.span) }
            case .combination(let parts):
                let elements = SyntaxList(parts.map { ValueElement(terms: [$0], span: $0.span) })
                return expand(elements, depth: depth + 1, lookup: lookup)
                    .map { Term(.combination($0.flatMap { Array($0.termList) }), span: term.span) }
            default:
                return nil
            }
        }

        /// A constant's terms moved to where the constant is used.
        private static func relocated(_ terms: SyntaxList<Term>, to span: Span) -> SyntaxList<Term> {
            SyntaxList(terms.lazy.map { Term($0.kind, span: span) })
        }
    }
}
