/// A source file lexed and parsed once: its tokens, its tree, and the diagnostics of both. For
/// callers that need the tokens as well as the tree (the language server), so nothing is lexed
/// twice.
public struct ParsedFile: Sendable {
    /// The file.
    public let file: SourceFile
    /// The lexer's tokens, ending with ``TokenKind/endOfFile``.
    public let tokens: [Token]
    /// The syntax tree.
    public let document: Document
    /// The lexical and syntax diagnostics, sorted for output.
    public let diagnostics: [Diagnostic]

    /// Lexes and parses `file` in one pass; with `keepingTokens`, the tokens the parser read
    /// are kept (``tokens``), else ``tokens`` is empty.
    public init(_ file: SourceFile, keepingTokens: Bool = true) {
        var parser = SyntaxParser(file: file, keepingTokens: keepingTokens)
        let declarations = parser.parseDocument()
        self.file = file
        tokens = parser.keptTokens()
        document = Document(file: file.id, declarations: declarations)
        diagnostics = (parser.scanner.diagnostics + parser.diagnostics).sortedForOutput()
    }
}
