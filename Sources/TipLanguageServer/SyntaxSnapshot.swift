import TipSyntax
import TipSystem

/// One version of a document's text, lexed and parsed on first use and then kept: the features
/// that only need syntax (hover, completion, definition, symbols, formatting) and the compile of
/// that version share it, whichever thread asks first, so the text is parsed once.
///
/// A feature that needs only the tokens (hover on a property, completion of a property name)
/// gets them from a lexer pass alone (``tokens``), much cheaper than a parse, so that a request
/// right after an edit of a long document is answered without waiting for its tree.
final class SyntaxSnapshot: @unchecked Sendable {
    private let path: String
    private let text: DocumentText
    private let lock = Lock()
    private var parsedFile: ParsedFile?
    /// The tokens of a lexer pass, kept until the text is parsed (the parse has its own).
    private var lexedTokens: TokenList?
    /// The text as a source file (its line starts found once).
    private var sourceFile: SourceFile?
    /// The concrete syntax tree, built on first use.
    private var concreteTree: ConcreteSyntaxTree?
    /// Where the top-level statements start, found on first use.
    private var topLevel: TopLevelStatements?

    /// A snapshot of `text`, the text of the document at `path`.
    init(path: String, text: DocumentText) {
        self.path = path
        self.text = text
    }

    /// Frees the tokens and tree on a background thread: for a big document that takes
    /// milliseconds, and the last reference is usually dropped by the serving thread (a change
    /// replaces the snapshot), which must stay free for requests.
    deinit {
        let parsed = parsedFile.take(), tokens = lexedTokens.take(), tree = concreteTree.take(), statements = topLevel.take()
        guard parsed != nil || tokens != nil || tree != nil || statements != nil else { return }
        BackgroundRelease.drop(Syntax(parsed: consume parsed, tokens: consume tokens, tree: consume tree, statements: consume statements))
    }

    /// What a snapshot holds, handed over to be freed.
    private struct Syntax: Sendable {
        let parsed: ParsedFile?
        let tokens: TokenList?
        let tree: ConcreteSyntaxTree?
        let statements: TopLevelStatements?
    }

    /// The tokens and tree of the text (as file 0); the first caller parses, later ones (on any
    /// thread) wait for it and share the result.
    var parsed: ParsedFile {
        lock.withLock {
            if let parsedFile { return parsedFile }
            let parsed = ParsedFile(fileLocked)
            parsedFile = parsed
            lexedTokens = nil
            return parsed
        }
    }

    /// The text as file 0.
    var file: SourceFile { lock.withLock { fileLocked } }

    /// Whether the text has been parsed (not just lexed) yet.
    var isParsed: Bool { lock.withLock { parsedFile != nil } }

    /// The tokens of the text: the parse's when it has run, else those of a lexer pass (kept).
    var tokens: TokenList {
        lock.withLock { tokensLocked }
    }

    /// The concrete syntax tree of the text (for folding), built from ``tokens`` on first use
    /// and kept.
    var syntaxTree: ConcreteSyntaxTree {
        lock.withLock {
            if let concreteTree { return concreteTree }
            let tree = ConcreteSyntaxTree(file: fileLocked, tokens: tokensLocked)
            concreteTree = tree
            return tree
        }
    }

    /// The top-level statements of the text, found from ``tokens`` on first use and kept: the
    /// cursor's context builds only the one around the cursor, so that a request right after an
    /// edit of a long document does not wait for a whole tree.
    var topLevelStatements: TopLevelStatements {
        lock.withLock {
            if let topLevel { return topLevel }
            let statements = TopLevelStatements(tokens: tokensLocked)
            topLevel = statements
            return statements
        }
    }

    /// ``tokens``, with the lock held.
    private var tokensLocked: TokenList {
        if let parsedFile { return parsedFile.tokens }
        if let lexedTokens { return lexedTokens }
        let tokens = Lexer.tokenize(fileLocked).tokens
        lexedTokens = tokens
        return tokens
    }

    /// ``file``, with the lock held.
    private var fileLocked: SourceFile {
        if let sourceFile { return sourceFile }
        let file = SourceFile(id: FileID(0), path: path, bytes: text.bytes, lineStarts: text.lineStarts)
        sourceFile = file
        return file
    }
}
