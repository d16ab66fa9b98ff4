/// Thrown inside the parser after a diagnostic has been recorded; caught where the parser
/// synchronises (a member, a top-level declaration).
struct SyntaxError: Error {}

/// The parser's working state: the lexer it pulls tokens from, a cursor (the token under it,
/// the one before and at most two after), and the diagnostics recorded so far.
struct SyntaxParser {
    let bytes: [UInt8]
    let file: FileID
    /// Where the tokens come from, one at a time.
    var scanner: Scanner
    /// The token under the cursor.
    private(set) var current: LexedToken
    /// The two tokens after the cursor, once ``peek(_:)`` has lexed them.
    private var next: LexedToken?
    private var afterNext: LexedToken?
    /// The token before the cursor (the cursor's own token at the start).
    private(set) var previous: LexedToken
    /// How many tokens the cursor has moved past.
    private(set) var position = 0
    /// The end of the last token before the cursor that is not a line end (0 if none).
    private(set) var endOfLastWrittenToken = 0
    var diagnostics: [Diagnostic] = []
    /// Token index of the last diagnostic, so that one mistake is reported once.
    var lastErrorPosition = -1
    /// Counts terms dropped because the lexer already reported them (or they nested too
    /// deep); a property whose value lost a term is left out of the tree.
    var droppedTerms = 0
    /// The bare names read in the value being parsed, so that the value knows what it may name.
    var namesRead = NameBloom()
    /// The names built so far, reused when a name repeats.
    var names = NameCache()
    /// The members read so far of every block being parsed, innermost block last.
    var openMembers = NodeStack<Member>()
    /// Every token pulled from the lexer, in order, when they are kept (the language server's
    /// features read them); nil otherwise.
    private var pulled: [LexedToken]?

    /// A parser of `bytes[range]` (the text of `file`, or a part of it that starts at 0 or at
    /// the start of a line, read as if the file ended with it); with `keepingTokens`, it keeps
    /// the tokens it reads (``keptTokens()``).
    init(bytes: [UInt8], file: FileID, range: Range<Int>, keepingTokens: Bool) {
        self.bytes = bytes
        self.file = file
        scanner = Scanner(bytes: bytes, file: file, from: range.lowerBound, to: range.upperBound)
        if keepingTokens {
            pulled = []
            pulled?.reserveCapacity(range.count / 4 + 1)  // as `Lexer.tokenize` does
        }
        current = Self.pull(from: &scanner, into: &pulled)
        previous = current
    }

    /// The next token of `scanner`, kept in `pulled` when it keeps tokens (the end-of-file
    /// token, which the lexer repeats, once).
    private static func pull(from scanner: inout Scanner, into pulled: inout [LexedToken]?) -> LexedToken {
        let token = scanner.next()
        if pulled != nil, token.kind != .endOfFile || pulled?.last?.kind != .endOfFile { pulled?.append(token) }
        return token
    }

    /// The tokens read so far (empty when they were not kept). The parser reads every token of
    /// a file, so after ``parseDocument()`` these are all of them.
    func keptTokens() -> TokenList {
        guard let pulled else { return TokenList() }
        return TokenList(lexed: pulled, literals: scanner.literals, bytes: bytes)
    }

    /// The token `offset` (0, 1 or 2) places past the cursor (the end-of-file token past the
    /// end: the lexer repeats it).
    mutating func peek(_ offset: Int) -> LexedToken {
        if offset == 0 { return current }
        let token = next ?? Self.pull(from: &scanner, into: &pulled)
        next = token
        if offset == 1 { return token }
        let following = afterNext ?? Self.pull(from: &scanner, into: &pulled)
        afterNext = following
        return following
    }

    /// Whether the token under the cursor is of `kind`.
    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    /// Consumes the token under the cursor (never moves past the end-of-file token).
    @discardableResult
    mutating func advance() -> LexedToken {
        let token = current
        guard token.kind != .endOfFile else { return token }
        previous = token
        if token.kind != .newline { endOfLastWrittenToken = token.end }
        current = next ?? Self.pull(from: &scanner, into: &pulled)
        next = afterNext
        afterNext = nil
        position += 1
        return token
    }

    /// An identifier's name, a string's decoded text, or a colour's hex digits.
    mutating func text(of token: LexedToken) -> String {
        if token.kind == .string, case .text(let text) = scanner.literals[Int(token.literal)] { return text }
        let start = token.kind == .hexColor ? token.start + 1 : token.start
        return names.name(bytes, from: start, to: token.end)
    }

    /// A number token's value and unit.
    func number(of token: LexedToken) -> (value: Double, unit: NumberUnit)? {
        guard token.kind == .number, case .number(let value, let unit) = scanner.literals[Int(token.literal)] else {
            return nil
        }
        return (value, unit)
    }

    /// Whether `token` is the identifier `word`.
    func isIdentifier(_ token: LexedToken, _ word: String) -> Bool {
        token.kind == .identifier && bytes[token.start..<token.end].elementsEqual(word.utf8)
    }

    /// The span of a token, or of a byte range, in this file.
    func span(_ token: LexedToken) -> Span { Span(file: file, start: token.start, end: token.end) }
    func span(_ start: Int, _ end: Int) -> Span { Span(file: file, start: start, end: end) }

    /// Skips line ends (where they do not end anything).
    mutating func skipNewlines() {
        while at(.newline) { advance() }
    }

    /// Skips line ends and empty statements (`;`).
    mutating func skipSeparators() {
        while at(.newline) || at(.semicolon) { advance() }
    }

    /// Records "expected `what`, found …" at the current token and returns the error to throw.
    /// Nothing is recorded when the current token was already reported by the lexer or when the
    /// last diagnostic was at the same token (no cascades).
    @discardableResult
    mutating func fail(expected what: String, notes: [DiagnosticNote] = []) -> SyntaxError {
        let token = current
        guard token.kind != .invalid, position != lastErrorPosition else { return SyntaxError() }
        // A missing thing at a line end is shown right after the last token, not after a comment.
        let isEnd = token.kind == .newline || token.kind == .endOfFile
        let location = isEnd ? span(endOfLastWrittenToken, endOfLastWrittenToken) : span(token)
        report(.unexpectedToken, SyntaxMessages.expected(what, found: describe(token)), at: location, notes: notes)
        return SyntaxError()
    }

    /// Records a diagnostic at the current position.
    mutating func report(_ code: DiagnosticCode, _ message: String, at span: Span, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        lastErrorPosition = position
        guard diagnostics.count < Parser.maximumDiagnostics else { return }
        diagnostics.append(Diagnostic(code, message, at: span, notes: notes + fixIts.map(\.note), fixIts: fixIts))
    }

    /// Records `message` at `span` with the fix replacing the text there by `replacement`,
    /// offered as "write `replacement`".
    mutating func report(_ code: DiagnosticCode, _ message: String, at span: Span, replacingWith replacement: String) {
        let original = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
        report(code, message, at: span, fixIts: [SyntaxMessages.fix(replacing: original, at: span, with: replacement)])
    }

    /// Consumes a token of `kind` or throws after reporting that `what` was expected (the
    /// message and notes are built only then).
    @discardableResult
    mutating func expect(
        _ kind: TokenKind, _ what: @autoclosure () -> String, notes: @autoclosure () -> [DiagnosticNote] = []
    ) throws(SyntaxError) -> LexedToken {
        guard at(kind) else { throw fail(expected: what(), notes: notes()) }
        return advance()
    }

    /// How a token is named in a message: its source text in backticks, or a description.
    func describe(_ token: LexedToken) -> String {
        switch token.kind {
        case .newline: return SyntaxMessages.lineBreak
        case .endOfFile: return SyntaxMessages.endOfFile
        case .string: return SyntaxMessages.aString
        case .keyword(let keyword): return SyntaxMessages.keyword(keyword.rawValue)
        default:
            let limit = 24
            let end = min(token.end, token.start + limit)
            var text = String(decoding: bytes[token.start..<end], as: UTF8.self)
            if token.end > end { text += "…" }
            return SyntaxMessages.quoted(text)
        }
    }

    // MARK: Recovery

    /// Skips a balanced bracketed region starting at the opener under the cursor, counting all
    /// bracket kinds together, iteratively (linear time, no recursion). Stops at the end of file.
    mutating func skipBalancedRegion() {
        var depth = 0
        repeat {
            let kind = current.kind
            if kind == .endOfFile { return }
            if kind.isOpener { depth += 1 } else if kind.isCloser { depth -= 1 }
            advance()
        } while depth > 0
    }

    /// After an error inside a block: skips to the end of the statement (a line break or `;`,
    /// consumed) or to the `}` that closes the block (not consumed), skipping bracketed regions
    /// whole so that a broken `name x { … }` is skipped as one.
    mutating func synchronizeMember() {
        var depth = 0
        while true {
            let kind = current.kind
            switch kind {
            case .endOfFile:
                return
            case .newline where depth == 0, .semicolon where depth == 0:
                advance()
                return
            case .rightBrace where depth == 0:
                return
            default:
                if kind.isOpener { depth += 1 } else if kind.isCloser, depth > 0 { depth -= 1 }
                advance()
            }
        }
    }

    /// After an error at top level: skips to the next declaration keyword (or contextual
    /// `font "…"`, `preview {`, `strings "…"`) that starts a statement (after a line break, `;` or `}`), or to the end of the file. Always makes
    /// progress: the failed declaration consumed its keyword, and any other token is skipped.
    mutating func synchronizeTopLevel() {
        while !at(.endOfFile) {
            let startsDeclaration: Bool
            if case .keyword(let keyword) = current.kind {
                startsDeclaration = keyword.startsDeclaration
            } else {
                startsDeclaration = atFontDeclaration || atPreviewDeclaration || atStringsDeclaration
            }
            if startsDeclaration && [.newline, .semicolon, .rightBrace].contains(previous.kind) {
                return
            }
            advance()
        }
    }
}
