import TipStyle
import TipSyntax

/// A tooltip's `actions`: `["Got it", action("Learn more", id: "learnMore")]` (or the same
/// without brackets), each a text — a string or `localized("key")` — or `action(TEXT)` with
/// any of `id: "…"`, `label: TEXT` and `hint: TEXT` (what VoiceOver says instead of the title,
/// and after it); `none` or `[]` for none. A tooltip shows at most
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

    /// One action: a text, whose id is the text as written, or `action(TEXT[, id: "…"][, label:
    /// TEXT][, hint: TEXT])`.
    private mutating func action(_ term: Term) -> ActionContent? {
        guard case .call(let function, let arguments) = term.kind, function.name == "action" else {
            guard let title = actionTitle(term) else { return nil }
            return ActionContent(id: title.placeholder, title: title)
        }
        guard let first = arguments.first else {
            log.report(.wrongArity, SemanticMessages.wrongArgumentCount("action", expected: 1, found: 0), at: term.span,
                       notes: [DiagnosticNote(SemanticMessages.actionExample)])
            return nil
        }
        guard let titleTerm = argumentTerm(first, of: "action"), let title = actionTitle(titleTerm),
              let labelled = labelledArguments(arguments.dropFirst(), of: "action", allowed: ["id", "label", "hint"]),
              let accessibility = accessibilityContent(labelled)
        else { return nil }
        guard let idTerm = labelled["id"] else { return ActionContent(id: title.placeholder, title: title, accessibility: accessibility) }
        guard let id = string(idTerm) else { return nil }
        guard !id.isEmpty else {
            log.report(.emptyText, SemanticMessages.emptyActionID, at: idTerm.span)
            return nil
        }
        return ActionContent(id: id, title: title, accessibility: accessibility)
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
