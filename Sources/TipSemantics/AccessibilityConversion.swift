import TipSyntax

/// The accessibility texts of a call's labelled arguments: `action(TEXT, id: "…", label: …,
/// hint: …)` and a tag group's `item(TEXT, label: …, hint: …)`. Each label is written at most
/// once; the text of a `label:` or `hint:` is a string or `localized("key")`.
extension ValueConverter {
    /// A tag item: a text, or `item(TEXT[, label: L][, hint: H])`.
    mutating func item(_ term: Term) -> ItemContent? {
        guard case .call(let function, let arguments) = term.kind, function.name == "item" else {
            return styledText(term).map { ItemContent(text: $0) }
        }
        guard let first = arguments.first else {
            log.report(.wrongArity, SemanticMessages.wrongArgumentCount("item", expected: 1, found: 0), at: term.span,
                       notes: [DiagnosticNote(SemanticMessages.itemExample)])
            return nil
        }
        guard let textTerm = argumentTerm(first, of: "item"), let text = styledText(textTerm),
              let labelled = labelledArguments(arguments.dropFirst(), of: "item", allowed: ["label", "hint"])
        else { return nil }
        guard let accessibility = accessibilityContent(labelled) else { return nil }
        return ItemContent(text: text, accessibility: accessibility)
    }

    /// The labelled arguments of a call to `function`, by label: each label one of `allowed`,
    /// written once, with one term (E040, E041 otherwise).
    mutating func labelledArguments(
        _ arguments: some Collection<ValueElement>, of function: String, allowed: [String]
    ) -> [String: Term]? {
        var terms: [String: Term] = [:]
        var failed = false
        for argument in arguments {
            guard let label = argument.label, allowed.contains(label.name) else {
                log.report(
                    .typeMismatch, SemanticMessages.expectedLabel(allowed, in: function), at: argument.label?.span ?? argument.span,
                    suggesting: argument.label.flatMap { Suggestions.suggestion(for: $0.name, at: $0.span, among: allowed) })
                failed = true
                continue
            }
            guard terms[label.name] == nil else {
                log.report(.wrongArity, SemanticMessages.labelTwice(label.name, in: function), at: label.span)
                failed = true
                continue
            }
            guard argument.termList.count == 1 else {
                log.report(.wrongArity, SemanticMessages.wrongTermCount("`\(label.name)`", expected: "1 value", found: argument.termList.count),
                           at: argument.span)
                failed = true
                continue
            }
            terms[label.name] = argument.termList[0]
        }
        return failed ? nil : terms
    }

    /// The `label:` and `hint:` among `labelled`, each a text.
    mutating func accessibilityContent(_ labelled: [String: Term]) -> AccessibilityContent? {
        var content = AccessibilityContent()
        if let term = labelled["label"] {
            guard let label = text(term) else { return nil }
            content.label = label
        }
        if let term = labelled["hint"] {
            guard let hint = text(term) else { return nil }
            content.hint = hint
        }
        return content
    }
}
