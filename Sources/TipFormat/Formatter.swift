import TipSyntax

/// The canonical layout of `.tip` source (`tipc fmt`).
///
/// The layout: 4-space indentation; `name: value`; `style A : B {`; one statement per line in
/// a block, except that a block written on one line stays on one line
/// (`arrow { edge: bottom; position: center }`) when it fits in 100 columns; lists and calls
/// on one line when they fit, else one element per line with a trailing comma; a single
/// blank line kept where the source had one or more, and always one between top-level
/// declarations that have a block; every comment kept (end-of-line comments two spaces after
/// the code, those of consecutive lines aligned in one column, as gofmt aligns them); tokens
/// printed exactly as written (strings keep their escapes, numbers their
/// spelling); LF line ends (CRLF and CR become LF), no byte order mark, one final line end.
public enum Formatter {
    /// The formatted text of `file`, or nil when the file has syntax errors (never formatted).
    /// Formatting is idempotent and keeps the meaning: the file parses to the same tree.
    public static func format(_ file: SourceFile) -> String? {
        guard !Parser.parse(file).diagnostics.containsErrors else { return nil }
        return layout(file)
    }

    /// The layout of `file` from its concrete syntax tree, without asking the parser: it relies
    /// only on the generic shape of statements (tokens, brackets, blocks), so a declaration kind
    /// the formatter has never seen is laid out like the others. Nil when the brackets do not
    /// balance. Callers must have checked for syntax errors (see ``format(_:)``).
    static func layout(_ file: SourceFile) -> String? {
        let tree = ConcreteSyntaxTree(file: file, tokens: Lexer.tokenize(file).tokens)
        guard isFormattable(tree) else { return nil }
        let text = DocPrinter.print(DocBuilder(lexemes: LexemeReader.lexemes(of: tree)).document(tree))
        return text.isEmpty ? "" : text + "\n"
    }

    /// Whether the tree has the shape of a valid file: every bracket closed by its match and no
    /// list or call element left empty (`[a, , b]`).
    static func isFormattable(_ tree: ConcreteSyntaxTree) -> Bool {
        func statement(_ statement: SyntaxStatement) -> Bool { statement.nodes.allSatisfy(isWellFormed) }
        func isWellFormed(_ node: SyntaxNode) -> Bool {
            switch node {
            case .token: true
            case .group(let group): group.elements.allSatisfy { !$0.isEmpty && $0.allSatisfy(isWellFormed) }
            case .block(let block): block.statements.allSatisfy(statement)
            }
        }
        return tree.isBalanced && tree.statements.allSatisfy(statement)
    }
}
