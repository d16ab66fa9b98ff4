import TipSyntax

/// Turns a ``ConcreteSyntaxTree`` and its lexemes into a ``Doc``: the canonical layout's rules live
/// here (spacing between tokens, where lines may break, where comments and blank lines go).
struct DocBuilder {
    /// How blank lines before a statement, or before the comment lines that precede it, are kept.
    enum BlankLines {
        /// None (inside lists and calls).
        case never
        /// One where the source had one or more.
        case keep
        /// As `keep`, except before the first line (just after a `{` or at the start of the file).
        case keepAfterFirst
        /// Always one before the first line (between top-level declarations with a block).
        case forceFirst

        func blank(first: Bool, inSource: Bool) -> Bool {
            switch self {
            case .never: false
            case .keep: inSource
            case .keepAfterFirst: !first && inSource
            case .forceFirst: first || inSource
            }
        }
    }

    /// A piece of layout and what the enclosing group or block must know about it.
    struct Built {
        /// The pieces in order, kept flat so that the document's depth follows the source's
        /// nesting, not its length.
        private var parts: [Doc]
        /// It holds a comment that must end its line, so the enclosing group must break.
        var needsBreak = false
        /// The source has a line end inside it, so an enclosing block is not a one-line block.
        var hasLineBreak = false

        init(_ doc: Doc, needsBreak: Bool = false, hasLineBreak: Bool = false) {
            self.parts = [doc]
            self.needsBreak = needsBreak
            self.hasLineBreak = hasLineBreak
        }

        /// The layout.
        var doc: Doc { parts.count == 1 ? parts[0] : .concat(parts) }

        /// Appends `other`, merging what it reports.
        mutating func append(_ other: Built) {
            parts += other.parts
            needsBreak = needsBreak || other.needsBreak
            hasLineBreak = hasLineBreak || other.hasLineBreak
        }
    }

    /// The lexeme of every token, by position (``LexemeReader``).
    let lexemes: [Lexeme]

    // MARK: File, statements, blocks

    /// The whole file.
    func document(_ tree: ConcreteSyntaxTree) -> Doc {
        var parts: [Doc] = []
        let statements = Self.printed(tree.statements)
        for (index, statement) in statements.enumerated() {
            let rule: BlankLines
            if index == 0 {
                rule = .keepAfterFirst
            } else {
                rule = statements[index - 1].block != nil || statement.block != nil ? .forceFirst : .keep
            }
            parts.append(lineStart(statement.nodes[0].firstToken, lineBreak: index == 0 ? .empty : .hardLine,
                                   blankLines: rule, afterCode: index > 0).doc)
            parts.append(self.statement(statement).doc)
        }
        let trailing = LeadingComments(lexemes[tree.endOfFile].trivia, afterCode: !statements.isEmpty, beforeCode: false)
        parts += trailing.endOfPreviousLine.map(Doc.lineSuffix)
        for (index, line) in trailing.ownLines.enumerated() {
            if !statements.isEmpty || index > 0 {
                parts.append(.hardLine)
                if line.blankBefore { parts.append(.hardLine) }
            }
            parts.append(.text(line.text))
        }
        return .concat(parts)
    }

    /// The statements that print: all but lone `;`s (the formatter places separators itself).
    static func printed(_ statements: [SyntaxStatement]) -> [SyntaxStatement] {
        statements.filter { !$0.nodes.isEmpty }
    }

    /// A statement, without the comments before its first lexeme (see ``lineStart``).
    /// Top-level commas (`dismiss: tap, after(4s)`) may break, continuing on indented lines.
    func statement(_ statement: SyntaxStatement) -> Built {
        let isHeader = statement.block != nil
        let body = isHeader ? Array(statement.nodes.dropLast()) : statement.nodes
        let elements = body.split(omittingEmptySubsequences: false) { node in
            if case .token(let index) = node { return lexemes[index].kind == .comma }
            return false
        }.map(Array.init)
        var built = sequence(elements[0], includeFirstTrivia: false, isHeader: isHeader)
        if elements.count > 1 {
            var rest = Built(.empty)
            var commaIndex = elements[0].count
            for element in elements.dropFirst() {
                guard case .token(let comma) = body[commaIndex] else { break }
                rest.append(token(comma, includeTrivia: true))
                rest.append(lineStart(element[0].firstToken, lineBreak: .line, blankLines: .never))
                rest.append(sequence(element, includeFirstTrivia: false, isHeader: isHeader))
                commaIndex += element.count + 1
            }
            let needsBreak = built.needsBreak || rest.needsBreak
            built = Built(.group(.concat([built.doc, .indent(rest.doc)]), breaks: needsBreak),
                          hasLineBreak: built.hasLineBreak || rest.hasLineBreak)
        }
        if case .block(let block)? = statement.nodes.last, let last = body.last {
            built.append(Built(.text(spacing(after: last.lastToken, before: block.open, isHeader: true))))
            built.append(self.block(block))
        }
        return Built(built.doc, hasLineBreak: built.hasLineBreak)
    }

    /// `{ … }`: on one line (`{ a: 1; b: 2 }`) when it was written on one line and fits,
    /// otherwise one statement per line.
    func block(_ block: SyntaxBlock) -> Built {
        var built = token(block.open, includeTrivia: true)
        let statements = Self.printed(block.statements)
        let close = block.close ?? SyntaxNode.block(block).lastToken
        let closing = closingComments(close, allowBlankLines: !statements.isEmpty)
        if statements.isEmpty && closing.isEmpty {
            built.append(Built(.text("}")))
            return built
        }
        var inner = Built(.empty)
        for (index, statement) in statements.enumerated() {
            inner.append(lineStart(statement.nodes[0].firstToken, lineBreak: .line,
                                   blankLines: index == 0 ? .keepAfterFirst : .keep, flatSeparator: index > 0))
            inner.append(self.statement(statement))
        }
        inner.append(Built(closing.inside))
        let hasLineBreak = inner.hasLineBreak || lexemes[close].followsLineBreak
        let inline = closing.inline.isEmpty ? Doc.empty : .text(closing.inline + " ")
        let group = Doc.group(.concat([.indent(inner.doc), .line, inline, .text("}")]), breaks: hasLineBreak)
        return Built(.concat([built.doc, group]), hasLineBreak: built.hasLineBreak || hasLineBreak)
    }

    // MARK: Lists, calls and runs of tokens

    /// `[a, b]` / `f(a, b)`: on one line when it fits, else one element per line with a
    /// trailing comma.
    func group(_ group: SyntaxGroup, includeTrivia: Bool) -> Built {
        var built = token(group.open, includeTrivia: includeTrivia)
        let close = group.close ?? SyntaxNode.group(group).lastToken
        let closing = closingComments(close, allowBlankLines: false)
        let closer = Doc.text(lexemes[close].text, width: lexemes[close].width)
        if group.elements.isEmpty && closing.isEmpty {
            built.append(Built(closer))
            return built
        }
        var inner = Built(.empty)
        for (index, element) in group.elements.enumerated() {
            if index > 0 { inner.append(token(group.commas[index - 1], includeTrivia: true)) }
            inner.append(lineStart(element[0].firstToken, lineBreak: index == 0 ? .softLine : .line, blankLines: .never))
            inner.append(sequence(element, includeFirstTrivia: false, isHeader: false))
        }
        if !group.elements.isEmpty { inner.append(Built(.ifBreak(broken: .text(","), flat: .empty))) }
        inner.append(Built(closing.inside, needsBreak: closing.needsBreak))
        // Inline comments before the closer: `[a /* c */]` flat, `/* c */ ]` on a line of its own.
        let inline = closing.inline.isEmpty ? Doc.empty
            : .concat([.ifBreak(broken: .empty, flat: .text(" ")), .text(closing.inline), .ifBreak(broken: .text(" "), flat: .empty)])
        let doc = Doc.group(.concat([.indent(inner.doc), .softLine, inline, closer]), breaks: inner.needsBreak)
        built.append(Built(doc, needsBreak: inner.needsBreak,
                           hasLineBreak: inner.hasLineBreak || lexemes[close].followsLineBreak))
        return built
    }

    /// Nodes on one line, with the canonical spacing between them.
    func sequence(_ nodes: [SyntaxNode], includeFirstTrivia: Bool, isHeader: Bool) -> Built {
        var built = Built(.empty)
        for (index, node) in nodes.enumerated() {
            if index > 0 {
                built.append(Built(.text(spacing(after: nodes[index - 1].lastToken, before: node.firstToken, isHeader: isHeader))))
            }
            let includeTrivia = index > 0 || includeFirstTrivia
            switch node {
            case .token(let lexeme): built.append(token(lexeme, includeTrivia: includeTrivia))
            case .group(let group): built.append(self.group(group, includeTrivia: includeTrivia))
            case .block(let block): built.append(self.block(block))
            }
        }
        return built
    }

    /// One lexeme as written, after its comments when `includeTrivia`: inline when they fit on
    /// the line, else moved to the end of the line (and the enclosing group must break).
    func token(_ index: Int, includeTrivia: Bool) -> Built {
        let lexeme = lexemes[index]
        let code = Doc.text(lexeme.text, width: lexeme.width)
        let comments = lexeme.comments
        guard includeTrivia else { return Built(code) }
        if comments.isEmpty { return Built(code, hasLineBreak: lexeme.followsLineBreak) }
        if lexeme.hasOnlyInlineComments {
            return Built(.concat([.text(comments.map(\.text).joined(separator: " ") + " "), code]))
        }
        return Built(.concat(comments.map { .lineSuffix($0.text) } + [code]), needsBreak: true, hasLineBreak: true)
    }

    /// The space between two lexemes on a line: none inside brackets, before `,` `)` `]` `.`,
    /// after `.`, between a function's name and its `(`, and before a property's `:`; one
    /// elsewhere (`style A : B`, `let a = 1`, `padding: 8 16`), and before an inline comment.
    func spacing(after previous: Int, before next: Int, isHeader: Bool) -> String {
        let before = lexemes[previous].kind
        let lexeme = lexemes[next]
        if before == .leftParen || before == .leftBracket || before == .dot { return "" }
        if !lexeme.comments.isEmpty { return " " }
        switch lexeme.kind {
        case .comma, .rightParen, .rightBracket, .dot: return ""
        case .leftParen where before == .identifier: return ""
        case .colon: return isHeader ? " " : ""
        default: return " "
        }
    }

    // MARK: Comments at line starts

    /// What goes before a lexeme that starts a line: the comments of the previous line's end,
    /// `lineBreak`, comment lines and blank lines, then the comments inline before the lexeme.
    /// With `flatSeparator` (statements of a block), a `;` separates the statements when the
    /// block is on one line, after the comments that were written before the source's `;`.
    func lineStart(_ index: Int, lineBreak: Doc, blankLines: BlankLines, afterCode: Bool = true,
                   flatSeparator: Bool = false) -> Built {
        let lexeme = lexemes[index]
        let comments = LeadingComments(lexeme.trivia, afterCode: afterCode)
        let suffixes = Doc.concat(comments.endOfPreviousLine.map(Doc.lineSuffix))
        var parts: [Doc] = []
        if flatSeparator && comments.endOfPreviousLinePrecedesSeparator {
            let inline = " " + comments.endOfPreviousLine.joined(separator: " ") + ";"
            parts.append(.ifBreak(broken: suffixes, flat: .text(inline)))
        } else {
            if flatSeparator { parts.append(.ifBreak(broken: .empty, flat: .text(";"))) }
            parts.append(suffixes)
        }
        parts.append(lineBreak)
        for (number, line) in comments.ownLines.enumerated() {
            if blankLines.blank(first: number == 0, inSource: line.blankBefore) { parts.append(.hardLine) }
            parts += [.text(line.text), .hardLine]
        }
        if blankLines.blank(first: comments.ownLines.isEmpty, inSource: comments.blankBeforeLexeme) { parts.append(.hardLine) }
        if !comments.inline.isEmpty { parts.append(.text(comments.inline.joined(separator: " ") + " ")) }
        return Built(.concat(parts), needsBreak: comments.needsLineBreak, hasLineBreak: lexeme.followsLineBreak)
    }

    /// The comments before a closing `}`, `)` or `]`: those that need lines go inside the
    /// indented body (`inside`), the rest (`inline`, maybe empty) on the closer's line.
    func closingComments(_ index: Int, allowBlankLines: Bool) -> (inside: Doc, inline: String, needsBreak: Bool, isEmpty: Bool) {
        let comments = LeadingComments(lexemes[index].trivia, afterCode: true)
        var inside = comments.endOfPreviousLine.map(Doc.lineSuffix)
        for (number, line) in comments.ownLines.enumerated() {
            inside.append(.hardLine)
            if allowBlankLines || number > 0, line.blankBefore { inside.append(.hardLine) }
            inside.append(.text(line.text))
        }
        return (.concat(inside), comments.inline.joined(separator: " "), comments.needsLineBreak,
                lexemes[index].comments.isEmpty)
    }
}
