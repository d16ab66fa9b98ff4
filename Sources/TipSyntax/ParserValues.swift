/// Values: comma-separated expressions of space-separated terms.
extension SyntaxParser {
    /// `value = expression { "," {newline} expression }`. A line that ends with `,` continues
    /// on the next line. `after` names what precedes the value, for the "missing value" message.
    mutating func parseValue(depth: Int, after: @autoclosure () -> String) throws(SyntaxError) -> Value {
        let namesOutside = namesRead
        namesRead = NameBloom()
        defer { namesRead.formUnion(namesOutside) }
        let first = try parseValueElement(depth: depth, insideBrackets: false, after: after())
        let start = first.span
        var end = first.span
        var elements = SyntaxList(one: first)
        while at(.comma), !commaStartsMember() {
            advance()
            skipNewlines()
            let element = try parseValueElement(depth: depth, insideBrackets: false, after: SyntaxMessages.quoted(","))
            end = element.span
            elements.append(element)
        }
        return Value(elementList: elements, span: start.union(end), names: namesRead)
    }

    /// Whether the `,` under the cursor is followed by a member (`name:` or `name {`): a comma
    /// where a statement ends, not one between the elements of a list.
    mutating func commaStartsMember() -> Bool {
        switch peek(1).kind {
        case .identifier, .keyword: [.colon, .leftBrace].contains(peek(2).kind)
        default: false
        }
    }

    /// `expression = term { term }`. Inside `( )` and `[ ]` line breaks between terms are
    /// skipped. Terms the lexer already rejected are dropped (and counted in `droppedTerms`).
    mutating func parseValueElement(
        depth: Int, insideBrackets: Bool, after: @autoclosure () -> String
    ) throws(SyntaxError) -> ValueElement {
        var terms = SyntaxList<Term>()
        var spanned: Span?
        var droppedAny = false
        while true {
            if insideBrackets { skipNewlines() }
            switch try parseTerm(depth: depth) {
            case .term(let first):
                let term = try joiningPluses(after: first, depth: depth)
                spanned = spanned?.union(term.span) ?? term.span
                terms.append(term)
            case .dropped:
                droppedAny = true
            case .none:
                guard let spanned else {
                    if droppedAny { return ValueElement(termList: terms, span: span(previous.end, previous.end)) }
                    throw fail(expected: SyntaxMessages.value(after: after()))
                }
                return ValueElement(termList: terms, span: spanned)
            }
        }
    }

    /// `term { "+" {newline} term }`: terms joined with `+` (`fade(0.2s) + scale(0.8)`) as one
    /// combination term; `first` alone when no `+` follows it. A line that ends with `+`
    /// continues on the next line.
    mutating func joiningPluses(after first: Term, depth: Int) throws(SyntaxError) -> Term {
        guard at(.plus) else { return first }
        var parts = [first]
        while at(.plus) {
            advance()
            skipNewlines()
            switch try parseTerm(depth: depth) {
            case .term(let term): parts.append(term)
            case .dropped: continue
            case .none: throw fail(expected: SyntaxMessages.value(after: SyntaxMessages.quoted("+")))
            }
        }
        guard parts.count > 1 else { return first }
        return Term(.combination(parts), span: first.span.union(parts[parts.count - 1].span))
    }

    /// What ``parseTerm(depth:)`` found.
    enum TermResult {
        /// A term.
        case term(Term)
        /// A term that was already reported and is left out.
        case dropped
        /// The current token cannot start a term.
        case none
    }

    /// `term = number | string | colour | boolean | call | identifier | list`
    mutating func parseTerm(depth: Int) throws(SyntaxError) -> TermResult {
        let token = current
        switch token.kind {
        case .number:
            advance()
            guard let (value, unit) = number(of: token) else { return .dropped }
            return .term(Term(.number(value, unit: unit), span: span(token)))
        case .string:
            advance()
            return .term(Term(.string(text(of: token)), span: span(token)))
        case .hexColor:
            advance()
            return .term(Term(.hexColor(text(of: token)), span: span(token)))
        case .keyword(.true), .keyword(.false):
            advance()
            return .term(Term(.boolean(token.kind == .keyword(.true)), span: span(token)))
        case .dot where peek(1).kind == .identifier && peek(1).start == token.end:
            // `.white`: Swift's implicit member, reported with its fix and read as the name.
            advance()
            return .term(swiftMember(from: token))
        case .identifier where peek(1).kind == .dot && peek(1).start == token.end
            && peek(2).kind == .identifier && peek(2).start == peek(1).end:
            // `UIColor.white`: a Swift type's member, likewise.
            advance()
            advance()
            return .term(swiftMember(from: token))
        case .identifier:
            advance()
            guard at(.leftParen), current.start == token.end else {
                namesRead.formUnion(NameBloom(bytes, from: token.start, to: token.end))
                return .term(Term(.identifier(text(of: token)), span: span(token)))
            }
            return try parseCall(name: token, depth: depth)
        case .leftBracket:
            return try parseList(depth: depth)
        case .invalid:
            advance()
            droppedTerms += 1
            return .dropped
        default:
            return .none
        }
    }

    /// The name under the cursor, which ends the Swift member expression written from `start`
    /// (`.white`, `UIColor.white`): reported with the fix that keeps the name alone.
    mutating func swiftMember(from start: LexedToken) -> Term {
        let name = advance()
        let written = String(decoding: bytes[start.start..<name.end], as: UTF8.self)
        report(.unexpectedToken, SyntaxMessages.swiftMember(written), at: span(start.start, name.end), replacingWith: text(of: name))
        namesRead.formUnion(NameBloom(bytes, from: name.start, to: name.end))
        return Term(.identifier(text(of: name)), span: span(name))
    }

    /// `call = identifier "(" [ arguments ] ")"` with no space before `(`.
    mutating func parseCall(name: LexedToken, depth: Int) throws(SyntaxError) -> TermResult {
        let identifier = Identifier(text(of: name), span: span(name))
        guard let (arguments, close) = try parseDelimited(depth: depth, .parentheses) else { return .dropped }
        return .term(Term(.call(name: identifier, arguments: arguments), span: span(name.start, close.end)))
    }

    /// `list = "[" [ arguments ] "]"`
    mutating func parseList(depth: Int) throws(SyntaxError) -> TermResult {
        let open = current
        guard let (elements, close) = try parseDelimited(depth: depth, .brackets) else { return .dropped }
        return .term(Term(.list(elements), span: span(open.start, close.end)))
    }

    /// `arguments = expression { "," expression } [","]` between the opener under the cursor
    /// and its closer; line breaks inside are skipped. Returns `nil` (after E009 and skipping the
    /// region) when nesting too deep.
    mutating func parseDelimited(depth: Int, _ delimiters: Delimiters)
        throws(SyntaxError) -> (elements: [ValueElement], close: LexedToken)?
    {
        guard depth < Parser.maximumNestingDepth else {
            reportNestingTooDeep()
            droppedTerms += 1
            return nil
        }
        let open = advance()
        var elements: [ValueElement] = []
        let openSpan = span(open)
        while true {
            skipNewlines()
            if at(delimiters.closer) { return (elements, advance()) }
            if at(.endOfFile) {
                throw fail(expected: SyntaxMessages.quoted(delimiters.closerText),
                           notes: [DiagnosticNote(delimiters.note, at: openSpan)])
            }
            let isFirst = elements.isEmpty
            let label = delimiters.allowsLabels ? parseArgumentLabel() : nil
            let expression = try parseValueElement(
                depth: depth + 1, insideBrackets: true,
                after: label.map { SyntaxMessages.quoted($0.name + ":") } ?? SyntaxMessages.quoted(isFirst ? delimiters.openerText : ","))
            if !expression.termList.isEmpty {
                elements.append(label.map { ValueElement(termList: expression.termList, span: expression.span, label: $0) } ?? expression)
            }
            skipNewlines()
            if at(delimiters.closer) { return (elements, advance()) }
            try expect(.comma, SyntaxMessages.commaOr(SyntaxMessages.quoted(delimiters.closerText)),
                       notes: [DiagnosticNote(delimiters.note, at: openSpan)])
        }
    }
}

/// The brackets around call arguments or list elements.
struct Delimiters {
    let openerText: String
    let closer: TokenKind
    let closerText: String
    /// The note that points at the opener when something inside goes wrong.
    let note: String
    /// Whether an element may start with a label (`light:`): a call's arguments may.
    let allowsLabels: Bool

    static let parentheses = Delimiters(openerText: "(", closer: .rightParen, closerText: ")",
                                        note: SyntaxMessages.callOpenedHere, allowsLabels: true)
    static let brackets = Delimiters(openerText: "[", closer: .rightBracket, closerText: "]",
                                     note: SyntaxMessages.listOpenedHere, allowsLabels: false)
}

extension SyntaxParser {
    /// `label = IDENTIFIER ":"` before a call argument, consumed if there is one (line breaks
    /// after the colon are skipped, as inside the brackets).
    mutating func parseArgumentLabel() -> Identifier? {
        guard at(.identifier), peek(1).kind == .colon else { return nil }
        let name = advance()
        advance()
        skipNewlines()
        return Identifier(text(of: name), span: span(name))
    }
}
