import TipStyle
import TipSyntax

/// A tooltip's `actions`: `["Got it", action("Learn more", id: "learnMore")]` (or the same
/// without brackets), each a text — a string or `localized("key")` — or `action(TEXT)` /
/// `action(TEXT, id: "…")`; `none` or `[]` for none. A tooltip shows at most
/// ``ActionStyle/maximumCount`` (E072); titles and ids are not empty (E070); two actions never
/// share an id (E074).
extension ValueConverter {
    mutating func actions(_ value: Value, for property: String) -> [ActionContent]? {
        let elements = value.elementList
        if elements.count == 1, elements[0].termList.count == 1, Self.isWord(elements[0].termList[0], "none") { return [] }
        let items = if elements.count == 1, elements[0].termList.count == 1, case .list(let inner) = elements[0].termList[0].kind {
            inner
        } else {
            Array(elements)
        }
        guard items.count <= ActionStyle.maximumCount else {
            log.report(
                .tooManyActions, SemanticMessages.tooManyActions(items.count), at: items[ActionStyle.maximumCount].span,
                notes: [DiagnosticNote(SemanticMessages.fewerActions)])
            return nil
        }
        var actions: [(action: ActionContent, span: Span)] = []
        var failed = false
        for element in items {
            guard let term = argumentTerm(element, of: property), let action = action(term) else {
                failed = true
                continue
            }
            if let first = actions.first(where: { $0.action.id == action.id }) {
                log.report(
                    .duplicateActionID, SemanticMessages.duplicateActionID(action.id), at: term.span,
                    notes: [DiagnosticNote(SemanticMessages.firstListedHere, at: first.span), DiagnosticNote(SemanticMessages.nameTheID)])
                failed = true
                continue
            }
            actions.append((action, term.span))
        }
        return failed ? nil : actions.map(\.action)
    }

    /// One action: a text, whose id is the text as written, or `action(TEXT[, id: "…"])`.
    private mutating func action(_ term: Term) -> ActionContent? {
        guard case .call(let function, let arguments) = term.kind, function.name == "action" else {
            guard let title = actionTitle(term) else { return nil }
            return ActionContent(id: title.placeholder, title: title)
        }
        guard (1...2).contains(arguments.count) else {
            log.report(.wrongArity, SemanticMessages.wrongArgumentCount("action", expected: 2, found: arguments.count), at: term.span,
                       notes: [DiagnosticNote(SemanticMessages.actionExample)])
            return nil
        }
        guard let titleTerm = argumentTerm(arguments[0], of: "action"), let title = actionTitle(titleTerm) else { return nil }
        guard arguments.count == 2 else { return ActionContent(id: title.placeholder, title: title) }
        let idArgument = arguments[1]
        guard let label = idArgument.label, label.name == "id" else {
            log.report(.typeMismatch, SemanticMessages.actionIDLabel, at: idArgument.label?.span ?? idArgument.span,
                       notes: [DiagnosticNote(SemanticMessages.actionExample)])
            return nil
        }
        guard idArgument.termList.count == 1, let id = string(idArgument.termList[0]) else {
            if idArgument.termList.count != 1 {
                log.report(.wrongArity, SemanticMessages.wrongTermCount("`id`", expected: "1 value", found: idArgument.termList.count),
                           at: idArgument.span)
            }
            return nil
        }
        guard !id.isEmpty else {
            log.report(.emptyText, SemanticMessages.emptyActionID, at: idArgument.termList[0].span)
            return nil
        }
        return ActionContent(id: id, title: title)
    }

    /// An action's title: a text that is not empty.
    private mutating func actionTitle(_ term: Term) -> TextContent? {
        if case .call(let function, _) = term.kind, function.name != "localized" {
            reportBadFunction(function, expected: .actions, allowed: ["action", "localized"])
            return nil
        }
        guard let title = text(term) else { return nil }
        if case .literal("") = title {
            log.report(.emptyText, SemanticMessages.emptyActionTitle, at: term.span)
            return nil
        }
        return title
    }
}
