import TipStyle
import TipSyntax

/// Properties whose value has several parts: lists, `font`, `border`, `padding`, `spacing`,
/// `rowHeight`, `arrow`, `shadow`, `dismiss`. A shorthand writes only the parts it spells
/// out (`font: 15` keeps an inherited weight and family); `padding`, `spacing` and `border`
/// always spell out every part.
extension ValueConverter {
    /// `["a", "b"]`, or `"a", "b"`.
    mutating func stringList(_ value: Value, for property: String) -> [String]? {
        let elements = value.elementList
        if elements.count == 1, elements[0].termList.count == 1, case .list(let inner) = elements[0].termList[0].kind {
            return strings(inner, for: property)
        }
        return strings(elements, for: property)
    }

    /// A tag group's `items`: like ``stringList(_:for:)``, each element a string,
    /// `localized("key")`, or `item(TEXT, label: …, hint: …)` (``item(_:)``).
    mutating func itemList(_ value: Value, for property: String) -> [ItemContent]? {
        let elements = value.elementList
        let items = if elements.count == 1, elements[0].termList.count == 1, case .list(let inner) = elements[0].termList[0].kind {
            Array(inner)
        } else {
            Array(elements)
        }
        var contents: [ItemContent] = []
        var failed = false
        for element in items {
            guard let term = argumentTerm(element, of: property), let content = item(term) else { failed = true; continue }
            contents.append(content)
        }
        return failed ? nil : contents
    }

    /// A text that may hold inline Markdown (a title, a text, a tag item): ``text(_:)``, a
    /// literal's markup checked (``MarkupChecks``; a mistake is reported, the text kept).
    mutating func styledText(_ term: Term) -> TextContent? {
        let content = text(term)
        if case .literal(let literal)? = content, let diagnostic = MarkupChecks.diagnostic(of: literal, literalAt: term.span, sources: sources) {
            log.report(diagnostic.code, diagnostic.message, at: diagnostic.span, notes: diagnostic.notes)
        }
        return content
    }

    /// A text: a string, or `localized("key")` with one string argument.
    mutating func text(_ term: Term) -> TextContent? {
        guard case .call(let function, let arguments) = term.kind, function.name == "localized" else {
            return string(term).map(TextContent.literal)
        }
        guard arguments.count == 1 else {
            log.report(.wrongArity, SemanticMessages.wrongArgumentCount("localized", expected: 1, found: arguments.count), at: term.span,
                       notes: [DiagnosticNote(SemanticMessages.localizedExample)])
            return nil
        }
        guard let argument = argumentTerm(arguments[0], of: "localized") else { return nil }
        guard case .string(let key) = argument.kind else {
            log.report(.typeMismatch, SemanticMessages.typeMismatch(expected: "a key string", found: argument.kind), at: argument.span,
                       notes: [DiagnosticNote(SemanticMessages.localizedExample)])
            return nil
        }
        return .localized(LocalizedKey(key: key, span: argument.span))
    }

    /// The strings of `elements`, each a single string term.
    private mutating func strings(_ elements: some Collection<ValueElement>, for property: String) -> [String]? {
        var strings: [String] = []
        var failed = false
        for element in elements {
            guard let term = argumentTerm(element, of: property) else { failed = true; continue }
            if let text = string(term) { strings.append(text) } else { failed = true }
        }
        return failed ? nil : strings
    }

    /// `["Family"] SIZE [WEIGHT] [relativeTo(STYLE)]` or `["Family"] STYLE [WEIGHT]`. A text
    /// style gives the size (at Large), the weight unless one is written, and the scaling; a
    /// size is fixed unless `relativeTo` names a style to scale with. So the shorthand always
    /// says whether the font scales (`font.relativeTo` alone changes only that).
    mutating func font(_ value: Value, for property: String) -> SlotValues {
        guard let terms = terms(value, for: property) else { return SlotValues() }
        var index = 0
        var slots = SlotValues()
        if let term = terms.first, case .string(let name) = term.kind {
            slots.append(.fontFamily, .string(name))
            index = 1
        }
        let shape = "`[\"Family\"] SIZE [WEIGHT] [relativeTo(STYLE)]` or `[\"Family\"] STYLE [WEIGHT]`"
        if reportWeightBeforeSize(Array(terms[index...])) { return SlotValues() }
        guard index < terms.count, terms.count - index <= 3 else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount(property, expected: shape, found: terms.count), at: value.span)
            return SlotValues()
        }
        let style: TextStyle?
        var scaling: TextStyle?
        var weight: String?
        if case .identifier = terms[index].kind {
            guard let named = textStyle(terms[index]) else { return SlotValues() }
            style = named
            scaling = named
            slots.append(.fontSize, .number(named.size(at: .standard)))
        } else {
            guard let size = points(terms[index], as: .positiveSize, for: "font size") else { return SlotValues() }
            style = nil
            slots.append(.fontSize, .number(size))
        }
        for term in terms[(index + 1)...] {
            if case .call(let function, let arguments) = term.kind, function.name == "relativeTo" {
                guard style == nil, scaling == nil else {
                    log.report(.typeMismatch, SemanticMessages.relativeToNeedsSize, at: term.span)
                    return SlotValues()
                }
                guard let argument = arguments.first, arguments.count == 1, let named = argumentTerm(argument, of: "relativeTo"),
                      let scaled = textStyle(named) else {
                    if arguments.count != 1 {
                        log.report(.wrongArity, SemanticMessages.wrongArgumentCount("relativeTo", expected: 1, found: arguments.count), at: term.span)
                    }
                    return SlotValues()
                }
                scaling = scaled
            } else if weight == nil, scaling == nil || style != nil {
                guard let written = keyword(term, among: PropertyTable.fontWeights, for: "font weight") else { return SlotValues() }
                weight = written
            } else {
                log.report(.wrongArity, SemanticMessages.wrongTermCount(property, expected: shape, found: terms.count), at: value.span)
                return SlotValues()
            }
        }
        if let weight = weight ?? style?.weight.rawValue { slots.append(.fontWeight, .keyword(weight)) }
        slots.append(.fontRelativeTo, .keyword(scaling?.rawValue ?? "none"))
        return slots
    }

    /// A text style by name (`body`, `headline`): E023 with a suggestion for an unknown one, and
    /// a note for a font weight written where a size or a style goes.
    mutating func textStyle(_ term: Term) -> TextStyle? {
        guard case .identifier(let name) = term.kind else { return mismatch(term, expected: .keyword(PropertyTable.textStyles)) }
        if let style = TextStyle(rawValue: name) { return style }
        let notes = PropertyTable.fontWeights.contains(name) ? [DiagnosticNote(SemanticMessages.weightBeforeSize(name))] : []
        log.report(
            .unknownEnumValue, SemanticMessages.unknownTextStyle(name), at: term.span,
            suggesting: Suggestions.suggestion(for: name, at: term.span, among: PropertyTable.textStyles),
            otherwise: notes.isEmpty ? [DiagnosticNote(SemanticMessages.expected(PropertyValueType.keyword(PropertyTable.textStyles).description))] : notes)
        return nil
    }

    /// `COLOUR WIDTH` or `none` (which sets the width to 0).
    mutating func border(_ value: Value) -> SlotValues {
        guard let terms = terms(value, for: "border") else { return SlotValues() }
        if terms.count == 1, Self.isWord(terms[0], "none") { return SlotValues(.borderWidth, .number(0)) }
        if reportWidthBeforeColor(Array(terms)) { return SlotValues() }
        guard terms.count == 2 else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount("border", expected: "`COLOUR WIDTH` or `none`", found: terms.count), at: value.span)
            return SlotValues()
        }
        let color = color(terms[0])
        let width = points(terms[1], as: .size, for: "border width")
        guard let color, let width else { return SlotValues() }
        var slots = SlotValues(.borderColor, .color(color))
        slots.append(.borderWidth, .number(width))
        return slots
    }

    /// `ALL` or `VERTICAL HORIZONTAL`; three values are E041, four E042.
    mutating func padding(_ value: Value, for property: String) -> SlotValues {
        if reportCommaBetweenLengths(value, for: property) { return SlotValues() }
        guard let terms = terms(value, for: property) else { return SlotValues() }
        switch terms.count {
        case 1, 2:
            let vertical = scalableSize(terms[0], as: .scalableSize, for: property)
            let horizontal = terms.count == 2 ? scalableSize(terms[1], as: .scalableSize, for: property) : vertical
            guard let vertical, let horizontal else { return SlotValues() }
            var slots = SlotValues(.paddingTop, vertical)
            slots.append(.paddingLeft, horizontal)
            slots.append(.paddingBottom, vertical)
            slots.append(.paddingRight, horizontal)
            return slots
        case 4:
            reportFourPaddingValues(Array(terms), at: value.span)
        default:
            log.report(.wrongArity, SemanticMessages.wrongTermCount(property, expected: "1 or 2 values", found: terms.count), at: value.span)
        }
        return SlotValues()
    }

    /// `BOTH` or `HORIZONTAL VERTICAL`.
    mutating func spacing(_ value: Value) -> SlotValues {
        if reportCommaBetweenLengths(value, for: "spacing") { return SlotValues() }
        guard let terms = terms(value, for: "spacing") else { return SlotValues() }
        guard (1...2).contains(terms.count) else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount("spacing", expected: "1 or 2 values", found: terms.count), at: value.span)
            return SlotValues()
        }
        let horizontal = scalableSize(terms[0], as: .scalableSize, for: "spacing")
        let vertical = terms.count == 2 ? scalableSize(terms[1], as: .scalableSize, for: "spacing") : horizontal
        guard let horizontal, let vertical else { return SlotValues() }
        var slots = SlotValues(.spacingHorizontal, horizontal)
        slots.append(.spacingVertical, vertical)
        return slots
    }

    /// `auto` or points.
    mutating func rowHeight(_ value: Value, for property: String) -> RowHeight? {
        guard let term = single(value, for: property) else { return nil }
        if Self.isWord(term, "auto") { return .auto }
        return points(term, as: .size, for: property).map(RowHeight.fixed)
    }

    /// `capsule` (kept as its keyword), points or `scaled(…)`. A name close to `capsule` is E023 with the
    /// fix `capsule`; another is an unknown name, as for any size.
    mutating func cornerRadius(_ value: Value, for property: String) -> SlotValue? {
        guard let term = single(value, for: property) else { return nil }
        if case .identifier(let name) = term.kind, Suggestions.closest(to: name, among: ["capsule"]) != nil || name == "capsule" {
            return keyword(term, among: ["capsule"], for: property).map(SlotValue.keyword)
        }
        return scalableSize(term, as: .scalableSize, for: property, expected: .cornerRadius)
    }

    /// `EDGE [POSITION]`.
    mutating func arrow(_ value: Value, for place: CatalogueEntry) -> SlotValues {
        guard let terms = terms(value, for: place.name) else { return SlotValues() }
        guard (1...2).contains(terms.count), let edgeInfo = place.info.member(named: "edge"),
              case .keyword(let edges) = edgeInfo.type
        else {
            log.report(.wrongArity, SemanticMessages.wrongTermCount(place.name, expected: "`EDGE [POSITION]`", found: terms.count), at: value.span)
            return SlotValues()
        }
        let edge = keyword(terms[0], among: edges, for: "arrow.edge")
        let position = terms.count == 2 ? arrowPosition(terms[1]) : nil
        guard let edge, terms.count == 1 || position != nil else { return SlotValues() }
        var slots = SlotValues(.arrowEdge, .keyword(edge))
        if let position { slots.append(.arrowPosition, .position(position)) }
        return slots
    }

    /// `center`, `leading(P)`, `trailing(P)` or `N%` (0 … 100).
    mutating func arrowPosition(_ term: Term) -> ArrowPosition? {
        switch term.kind {
        case .identifier("center"):
            return .center
        case .identifier(let name) where name == "leading" || name == "trailing":
            _ = reportEdgeWordAsPosition(term, message: SemanticMessages.positionNeedsDistance(name), code: .typeMismatch)
            return nil
        case .number(let number, .percent):
            guard number >= 0, number <= 100 else {
                log.report(.valueOutOfRange, SemanticMessages.outOfRange("arrow.position", number, "0% … 100%"), at: term.span)
                return nil
            }
            return .percent(number)
        case .call(let function, let arguments) where function.name == "leading" || function.name == "trailing":
            guard arguments.count == 1 else {
                log.report(.wrongArity, SemanticMessages.wrongArgumentCount(function.name, expected: 1, found: arguments.count), at: term.span)
                return nil
            }
            guard let argument = argumentTerm(arguments[0], of: function.name),
                  let distance = points(argument, as: .size, for: "`\(function.name)`")
            else { return nil }
            return function.name == "leading" ? .leading(distance) : .trailing(distance)
        case .call(let function, _):
            reportBadFunction(function, expected: .arrowPosition, allowed: ["leading", "trailing"])
            return nil
        case .identifier(let name):
            if reportEdgeWordAsPosition(term, message: SemanticMessages.unknownEnumValue(name, property: "arrow.position"), code: .unknownEnumValue) {
                return nil
            }
            log.report(
                .unknownEnumValue, SemanticMessages.unknownEnumValue(name, property: "arrow.position"), at: term.span,
                suggesting: Suggestions.suggestion(for: name, at: term.span, among: ["center"]),
                otherwise: [DiagnosticNote(SemanticMessages.expected(PropertyValueType.arrowPosition.description))])
            return nil
        default:
            return mismatch(term, expected: .arrowPosition, notes: [DiagnosticNote(SemanticMessages.positionHint)])
        }
    }

    /// Whether the value is `none` (the shorthand; the block form is handled with the block's
    /// members); anything else is reported.
    /// `budget: none`, which drops an inherited budget.
    mutating func budgetIsNone(_ value: Value, for property: String) -> Bool {
        guard let term = single(value, for: property) else { return false }
        if Self.isWord(term, "none") { return true }
        return mismatch(term, expected: .budget) ?? false
    }

    mutating func shadowIsNone(_ value: Value, for property: String) -> Bool {
        guard let term = single(value, for: property) else { return false }
        if Self.isWord(term, "none") { return true }
        return mismatch(term, expected: .shadow) ?? false
    }

    /// `tap`, `after(DURATION)` in a comma list, or `none`. A tooltip has one timer: a second
    /// `after(…)` is an error (E041), which the outputs could not carry; a second `tap` is a
    /// warning (W003).
    mutating func dismiss(_ value: Value, for property: String) -> [DismissTrigger]? {
        let elements = value.elementList
        if elements.count == 1, elements[0].termList.count == 1, Self.isWord(elements[0].termList[0], "none") {
            return []
        }
        var triggers: [DismissTrigger] = []
        var firstSpans: (tap: Span?, after: Span?) = (nil, nil)
        var failed = false
        for element in elements {
            guard let term = argumentTerm(element, of: property), let trigger = dismissTrigger(term) else {
                failed = true
                continue
            }
            switch trigger {
            case .tap:
                if let first = firstSpans.tap {
                    log.report(.duplicateProperty, SemanticMessages.tapListedTwice, at: term.span,
                               notes: [DiagnosticNote(SemanticMessages.firstListedHere, at: first)])
                    continue
                }
                firstSpans.tap = term.span
            case .after:
                if let first = firstSpans.after {
                    log.report(.wrongArity, SemanticMessages.secondTimer, at: term.span,
                               notes: [DiagnosticNote(SemanticMessages.firstListedHere, at: first)])
                    failed = true
                    continue
                }
                firstSpans.after = term.span
            }
            triggers.append(trigger)
        }
        return failed ? nil : triggers
    }

    private mutating func dismissTrigger(_ term: Term) -> DismissTrigger? {
        switch term.kind {
        case .identifier("tap"):
            return .tap
        case .call(let function, let arguments) where function.name == "after":
            guard arguments.count == 1 else {
                log.report(.wrongArity, SemanticMessages.wrongArgumentCount("after", expected: 1, found: arguments.count), at: term.span)
                return nil
            }
            guard let argument = argumentTerm(arguments[0], of: "after"), let seconds = duration(argument, in: .dismiss) else { return nil }
            return .after(seconds: seconds)
        case .call(let function, _):
            reportBadFunction(function, expected: .dismiss, allowed: ["after"])
            return nil
        case .identifier(let name) where ConstantTable.builtinNames.contains(name):
            log.report(
                .unknownEnumValue, SemanticMessages.unknownEnumValue(name, property: "dismiss"), at: term.span,
                notes: [DiagnosticNote(SemanticMessages.expected(PropertyValueType.dismiss.description))])
            return nil
        default:
            return mismatch(term, expected: .dismiss)
        }
    }

    /// A duration in `s` or `ms`, > 0, in seconds, written in a value of `type`.
    mutating func duration(_ term: Term, in type: PropertyValueType) -> Double? {
        guard case .number(let number, let unit) = term.kind else {
            if case .identifier(let name) = term.kind, !ConstantTable.builtinNames.contains(name) {
                return mismatch(term, expected: type)
            }
            log.report(.typeMismatch, SemanticMessages.expectedDuration(term.kind), at: term.span)
            return nil
        }
        let seconds: Double
        switch unit {
        case .seconds: seconds = number
        case .milliseconds: seconds = number / 1000
        default:
            log.report(
                .typeMismatch, SemanticMessages.expectedDuration(term.kind), at: term.span,
                notes: [DiagnosticNote(SemanticMessages.writeSeconds(number))])
            return nil
        }
        guard seconds > 0 else {
            log.report(.valueOutOfRange, SemanticMessages.durationNotPositive, at: term.span)
            return nil
        }
        return seconds
    }
}
