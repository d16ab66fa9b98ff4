import TipParallel

/// A source file lexed and parsed once: its tokens, its tree, and the diagnostics of both. For
/// callers that need the tokens as well as the tree (the language server), so nothing is lexed
/// twice.
public struct ParsedFile: Sendable {
    /// The file.
    public let file: SourceFile
    /// The lexer's tokens, ending with ``TokenKind/endOfFile``.
    public let tokens: TokenList
    /// The syntax tree.
    public let document: Document
    /// The lexical and syntax diagnostics, sorted for output.
    public let diagnostics: [Diagnostic]

    /// Lexes and parses `file` in one pass — a long file in parts, on up to `maximumThreads`
    /// threads at once (nil: one per core; see ``ParallelParse``); with `keepingTokens`, the
    /// tokens the parser read are kept (``tokens``), else ``tokens`` is empty.
    public init(_ file: SourceFile, keepingTokens: Bool = true, maximumThreads: Int? = nil) {
        let parsed = ParallelParse.parse(
            file, keepingTokens: keepingTokens, maximumParts: ParallelWork.pieces(forThreads: maximumThreads ?? ParallelWork.coreCount))
        self.file = file
        tokens = parsed.tokens
        document = Document(file: file.id, declarations: parsed.declarations)
        diagnostics = parsed.diagnostics.sortedForOutput()
    }
}
