/// Parses one source file into a ``Document``. Never throws: errors become diagnostics and the
/// tree holds everything that could be parsed.
///
/// A recursive-descent parser over the ``Lexer``'s tokens. On an error it records one
/// diagnostic, skips to the end of the statement (line break, `;`, the enclosing `}`, or at top
/// level the next declaration keyword) and goes on, so independent mistakes are each reported
/// once. See `Grammar/tip.ebnf` for the grammar.
public enum Parser {
    /// The deepest allowed nesting of blocks, lists and calls together (a component's body is
    /// level 1). Deeper input is one E009 and the over-deep region is skipped without recursion,
    /// so the parser's stack use is bounded whatever the input.
    public static let maximumNestingDepth = 64
    /// The most diagnostics the lexer, and then the parser, record for one file. Past it they
    /// keep working but record nothing more, so memory stays bounded on a file that is an error
    /// at every byte. (The driver prints far fewer; see `DriverLimits` in TipCompiler.)
    public static let maximumDiagnostics = 100_000

    /// Parses `file` on the calling thread (a build's memory then stays in one heap arena; see
    /// ``ParsedFile`` for a parse of a long file on all cores).
    public static func parse(_ file: SourceFile) -> (document: Document, diagnostics: [Diagnostic]) {
        let parsed = ParsedFile(file, keepingTokens: false, maximumThreads: 1)
        return (parsed.document, parsed.diagnostics)
    }
}

extension SyntaxParser {
    /// `document = { separator } { declaration { separator } } EOF`
    mutating func parseDocument() -> [Declaration] {
        var declarations: [Declaration] = []
        while true {
            skipSeparators()
            switch current.kind {
            case .endOfFile:
                return declarations
            case .keyword(let keyword) where keyword.startsDeclaration:
                do throws(SyntaxError) {
                    if let declaration = try parseDeclaration(keyword) { declarations.append(declaration) }
                } catch {
                    synchronizeTopLevel()
                }
            case .identifier where atFontDeclaration:
                do throws(SyntaxError) {
                    declarations.append(.font(try parseFont()))
                } catch {
                    synchronizeTopLevel()
                }
            case .identifier where atPreviewDeclaration:
                declarations.append(.preview(parsePreview()))
            case .identifier where atStringsDeclaration:
                do throws(SyntaxError) {
                    declarations.append(.strings(try parseStrings()))
                } catch {
                    synchronizeTopLevel()
                }
            case .rightBrace:
                report(.unexpectedToken, SyntaxMessages.unbalancedBrace, at: span(current))
                advance()
            case .invalid:
                advance()
            default:
                fail(expected: SyntaxMessages.declaration)
                synchronizeTopLevel()
            }
        }
    }

    /// Parses the declaration opened by `keyword`; `nil` when it was dropped because its value
    /// held a term the lexer already reported.
    mutating func parseDeclaration(_ keyword: Keyword) throws(SyntaxError) -> Declaration? {
        switch keyword {
        case .import: return .importFile(try parseImport())
        case .let: return try parseConstant().map(Declaration.constant)
        case .style: return .component(try parseComponent(.style))
        case .tooltip: return .component(try parseComponent(.tooltip))
        default: return .component(try parseComponent(.tags))
        }
    }

    /// `import = "import" string`
    mutating func parseImport() throws(SyntaxError) -> ImportDeclaration {
        let keyword = advance()
        let path = try expect(.string, SyntaxMessages.importPath)
        try expectEndOfStatement(after: SyntaxMessages.theImport)
        return ImportDeclaration(path: text(of: path), pathSpan: span(path), span: span(keyword.start, path.end))
    }

    /// `constant = "let" identifier "=" value`
    mutating func parseConstant() throws(SyntaxError) -> ConstantDeclaration? {
        let keyword = advance()
        let name = try expectName(SyntaxMessages.constantName)
        try expect(.equals, SyntaxMessages.equalsAfterLet(name.name))
        let droppedBefore = droppedTerms
        let value = try parseValue(depth: 0, after: SyntaxMessages.quoted("="))
        try expectEndOfStatement(after: SyntaxMessages.theValue)
        guard droppedTerms == droppedBefore else { return nil }
        return ConstantDeclaration(name: name, value: value, span: span(keyword.start, value.span.end))
    }

    /// `component = ("style" | "tooltip" | "tags") identifier [":" identifier] {newline} block`
    mutating func parseComponent(_ kind: DeclarationKind) throws(SyntaxError) -> ComponentDeclaration {
        let keyword = advance()
        let name = try expectName(SyntaxMessages.componentName(kind.rawValue))
        var parent: Identifier?
        if at(.colon) {
            advance()
            parent = try expectName(SyntaxMessages.parentName)
        }
        skipNewlines()
        let open = try expect(.leftBrace, SyntaxMessages.openingBrace(name.name))
        let body = parseBlockBody(open: open, depth: 1)
        return ComponentDeclaration(kind: kind, name: name, parent: parent, body: body,
                                    span: span(keyword.start, body.span.end))
    }

    /// Whether the cursor is at `font` followed by a string: the contextual keyword that opens
    /// a font declaration.
    var atFontDeclaration: Bool {
        mutating get { peek(1).kind == .string && isIdentifier(current, "font") }
    }

    /// `font = "font" string {newline} block` (`font` is contextual, see ``FontDeclaration``).
    mutating func parseFont() throws(SyntaxError) -> FontDeclaration {
        let keyword = advance()
        let family = advance()
        let familyName = text(of: family)
        skipNewlines()
        let open = try expect(.leftBrace, SyntaxMessages.openingBrace("font \"\(familyName)\""))
        let body = parseBlockBody(open: open, depth: 1)
        return FontDeclaration(family: familyName, familySpan: span(family), body: body,
                               span: span(keyword.start, body.span.end))
    }

    /// Whether the cursor is at `preview` followed by `{`: the contextual keyword that opens a
    /// preview declaration.
    var atPreviewDeclaration: Bool {
        mutating get { peek(1).kind == .leftBrace && isIdentifier(current, "preview") }
    }

    /// `preview = "preview" block` (`preview` is contextual, see ``PreviewDeclaration``).
    mutating func parsePreview() -> PreviewDeclaration {
        let keyword = advance()
        let open = advance()
        let body = parseBlockBody(open: open, depth: 1)
        return PreviewDeclaration(keyword: span(keyword), body: body, span: span(keyword.start, body.span.end))
    }

    /// Whether the cursor is at `strings` followed by a string: the contextual keyword that
    /// opens a strings declaration.
    var atStringsDeclaration: Bool {
        mutating get { peek(1).kind == .string && isIdentifier(current, "strings") }
    }

    /// `strings = "strings" STRING end_of_statement` (`strings` is contextual, see
    /// ``StringsDeclaration``).
    mutating func parseStrings() throws(SyntaxError) -> StringsDeclaration {
        let keyword = advance()
        let path = advance()
        try expectEndOfStatement(after: SyntaxMessages.theStringsDeclaration)
        return StringsDeclaration(path: text(of: path), pathSpan: span(path), span: span(keyword.start, path.end))
    }

    /// Consumes an identifier (not a keyword) as a name. A name written with hyphens (`my-tip`)
    /// is E005 with the fix in camel case (`myTip`), and kept as written.
    mutating func expectName(_ what: @autoclosure () -> String) throws(SyntaxError) -> Identifier {
        let token = try expect(.identifier, what())
        let name = text(of: token)
        if let camelCased = HyphenatedName.camelCased(name) {
            // Not a syntax error: what follows is read, and reported, as usual.
            let errorPosition = lastErrorPosition
            report(.unexpectedCharacter, SyntaxMessages.hyphenatedName(name), at: span(token), replacingWith: camelCased)
            lastErrorPosition = errorPosition
        }
        return Identifier(name, span: span(token))
    }

    /// A statement ends at a line break, `;`, the end of the file, or (not consumed) a `}`. A
    /// `,` before the next property (`text: "x", background: white`) is reported with the fix
    /// `;` and read as one.
    mutating func expectEndOfStatement(after what: @autoclosure () -> String) throws(SyntaxError) {
        switch current.kind {
        case .newline, .semicolon: advance()
        case .endOfFile, .rightBrace: break
        case .comma where commaStartsMember():
            report(.unexpectedToken, SyntaxMessages.commaBetweenProperties, at: span(current), replacingWith: ";")
            advance()
        case .leftParen where previous.kind == .identifier:
            throw fail(expected: SyntaxMessages.endOfStatement(after: what()),
                       notes: [DiagnosticNote(SyntaxMessages.spaceBeforeParenthesis)])
        default:
            throw fail(expected: SyntaxMessages.endOfStatement(after: what()),
                       notes: [DiagnosticNote(SyntaxMessages.nextLineNote)])
        }
    }
}
