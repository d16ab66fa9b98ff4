/// Blocks and their members: `name: value`, `a.b: value`, `name { … }`.
extension SyntaxParser {
    /// `block = "{" { separator | member } "}"`, with the `{` already consumed. A missing `}`
    /// (at the end of the file, or before a line that starts a new declaration) is reported
    /// with a note at the `{`, and the members read so far are kept.
    ///
    /// The members of the blocks open at once are collected in ``openMembers`` and each block
    /// takes its own when it closes, in an array of exactly their number.
    mutating func parseBlockBody(open: LexedToken, depth: Int) -> Block {
        let first = openMembers.count
        var lostMember = false
        while true {
            skipSeparators()
            switch current.kind {
            case .rightBrace:
                let close = advance()
                return Block(members: openMembers.pop(from: first), span: span(open.start, close.end), isIncomplete: lostMember)
            case .endOfFile:
                return unclosedBlock(open: open, membersFrom: first, expected: SyntaxMessages.closingBrace)
            case .keyword(let keyword) where keyword.startsDeclaration && peek(1).kind == .identifier:
                return unclosedBlock(open: open, membersFrom: first, expected: SyntaxMessages.missingBraceBeforeDeclaration)
            case .identifier where atFontDeclaration && peek(2).kind == .leftBrace && previous.kind == .newline:
                return unclosedBlock(open: open, membersFrom: first, expected: SyntaxMessages.missingBraceBeforeDeclaration)
            case .invalid:
                advance()
                synchronizeMember()
                lostMember = true
            default:
                do throws(SyntaxError) {
                    if let member = try parseMember(depth: depth) { openMembers.push(member) } else { lostMember = true }
                } catch {
                    synchronizeMember()
                    lostMember = true
                }
            }
        }
    }

    /// A block missing its `}`, reported, with the members read from ``openMembers`` position
    /// `first` on.
    mutating func unclosedBlock(open: LexedToken, membersFrom first: Int, expected: String) -> Block {
        fail(expected: expected, notes: [DiagnosticNote(SyntaxMessages.blockOpenedHere, at: span(open))])
        let end = max(open.end, previous.end)
        return Block(members: openMembers.pop(from: first), span: span(open.start, end), isIncomplete: true)
    }

    /// `member = name ( block | { "." name } ":" value )`. Any keyword is accepted as a name
    /// (`tag { … }`). Returns `nil` for a member left out because part of it was already
    /// reported (a term the lexer rejected, nesting too deep).
    mutating func parseMember(depth: Int) throws(SyntaxError) -> Member? {
        let first = try expectMemberName(SyntaxMessages.propertyName)
        if at(.leftBrace) {
            guard depth < Parser.maximumNestingDepth else {
                reportNestingTooDeep()
                return nil
            }
            let open = advance()
            let body = parseBlockBody(open: open, depth: depth + 1)
            return .block(NestedBlock(name: first, body: body, span: first.span.union(body.span)))
        }
        var path = SyntaxList(one: first)
        while at(.dot) {
            advance()
            path.append(try expectMemberName(SyntaxMessages.propertyNameAfterDot))
        }
        try expect(.colon, SyntaxMessages.colonAfter(Self.dotted(path), blockAllowed: path.count == 1))
        let droppedBefore = droppedTerms
        let value = try parseValue(depth: depth, after: SyntaxMessages.quoted(":"))
        try expectEndOfStatement(after: SyntaxMessages.valueOf(Self.dotted(path)))
        guard droppedTerms == droppedBefore else { return nil }
        return .property(Property(pathList: path, value: value, span: first.span.union(value.span)))
    }

    /// A property path as written: `arrow.edge`.
    static func dotted(_ path: SyntaxList<Identifier>) -> String {
        path.map(\.name).joined(separator: ".")
    }

    /// An identifier or any keyword, as a member name.
    mutating func expectMemberName(_ what: @autoclosure () -> String) throws(SyntaxError) -> Identifier {
        switch current.kind {
        case .identifier:
            let token = advance()
            return Identifier(text(of: token), span: span(token))
        case .keyword(let keyword):
            let token = advance()
            return Identifier(keyword.rawValue, span: span(token))
        default:
            throw fail(expected: what())
        }
    }

    /// E009 at the opener under the cursor; the whole over-deep region is then skipped.
    mutating func reportNestingTooDeep() {
        report(.nestingTooDeep, SyntaxMessages.nestingTooDeep(Parser.maximumNestingDepth), at: span(current))
        skipBalancedRegion()
    }
}
