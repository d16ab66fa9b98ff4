/// Turns the bytes of a ``SourceFile`` into ``Token``s. Works on bytes, never on `String`, so it
/// is linear and fast; every error becomes a diagnostic and lexing continues. The token list
/// always ends with ``TokenKind/endOfFile``.
///
/// Whitespace (space, tab) and comments are dropped. Line ends are kept as
/// ``TokenKind/newline`` tokens (a run of them is one token) because they end properties; a
/// block comment that spans a line end counts as one.
public enum Lexer {
    /// Lexes `file`, returning its tokens and the lexical diagnostics (E001–E007).
    public static func tokenize(_ file: SourceFile) -> (tokens: TokenList, diagnostics: [Diagnostic]) {
        var scanner = Scanner(bytes: file.bytes, file: file.id)
        var tokens: [LexedToken] = []
        tokens.reserveCapacity(file.bytes.count / 4 + 1)  // rarely exceeded: most tokens and gaps span more bytes
        while true {
            let token = scanner.next()
            tokens.append(token)
            if token.kind == .endOfFile {
                return (TokenList(lexed: tokens, literals: scanner.literals, bytes: file.bytes), scanner.diagnostics)
            }
        }
    }
}

/// The lexer's working state: a cursor over the bytes, the tokens lexed but not yet handed out,
/// and the diagnostics. Tokens are lexed on demand (``next()``), so no array of every token
/// is built.
struct Scanner {
    let bytes: [UInt8]
    let file: FileID
    /// Where the scanned text ends: `bytes.count`, or the end of a part (``ParallelParse``).
    let end: Int
    var index = 0
    /// The token lexed last. It may still grow (a run of stray characters is one token), so it
    /// is handed out only once another token follows it; it also decides whether a line end
    /// starts a new token.
    var last: LexedToken?
    /// The token before ``last``: final, not handed out yet.
    var ready: LexedToken?
    /// Whether the end-of-file token has been lexed.
    var isFinished = false
    /// The decoded value of every string and number token lexed so far, in source order.
    var literals: [TokenValue] = []
    var diagnostics: [Diagnostic] = []
    /// The decoded bytes of the string literal being lexed (kept to reuse its storage).
    var stringContent: [UInt8] = []

    /// A scanner of `bytes[start..<end]` (by default all of them; a byte-order mark is skipped
    /// at offset 0), the file ending at `end`.
    init(bytes: [UInt8], file: FileID, from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.file = file
        self.end = end ?? bytes.count
        index = start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : start
    }

    /// The next token; the end-of-file token is the last one, and is repeated after it. (Each
    /// step of the lexer adds at most one token, so ``ready`` is taken before it is replaced.)
    mutating func next() -> LexedToken {
        while ready == nil, !isFinished { lexNext() }
        guard let token = ready else { return endOfFile }
        ready = nil
        return token
    }

    /// The token that ends every token list.
    var endOfFile: LexedToken { LexedToken(start: end, end: end, literal: 0, kind: .endOfFile) }

    /// The byte at `offset` past the cursor, or `nil` past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < end ? bytes[position] : nil
    }

    /// A span in this file.
    func span(_ start: Int, _ end: Int) -> Span { Span(file: file, start: start, end: end) }

    /// Records a diagnostic over `start..<end`.
    mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ end: Int) {
        guard diagnostics.count < Parser.maximumDiagnostics else { return }
        diagnostics.append(Diagnostic(code, message, at: span(start, end)))
    }

    /// Records a diagnostic over `start..<end` with the fix replacing the text there by
    /// `replacement`, offered as "write `replacement`".
    mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ end: Int, replacingWith replacement: String) {
        guard diagnostics.count < Parser.maximumDiagnostics else { return }
        let original = String(decoding: bytes[start..<end], as: UTF8.self)
        let fixIt = SyntaxMessages.fix(replacing: original, at: span(start, end), with: replacement)
        diagnostics.append(Diagnostic(code, message, at: span(start, end), notes: [fixIt.note], fixIts: [fixIt]))
    }

    /// Adds a token from `start` to the cursor.
    mutating func emit(_ kind: TokenKind, from start: Int) {
        add(LexedToken(start: start, end: index, literal: 0, kind: kind))
    }

    /// Adds a string or number token from `start` to the cursor with its decoded value.
    mutating func emit(_ kind: TokenKind, from start: Int, literal: TokenValue) {
        add(LexedToken(start: start, end: index, literal: Int32(literals.count), kind: kind))
        literals.append(literal)
    }

    /// Makes `token` the last token lexed; the one before it is final.
    private mutating func add(_ token: LexedToken) {
        ready = last
        last = token
    }

    /// Lexes what starts at the cursor (a token, a comment, a blank) or, at the end of the
    /// bytes, appends the end-of-file token.
    mutating func lexNext() {
        guard index < end else {
            add(endOfFile)
            isFinished = true
            return
        }
        let byte = bytes[index]
        switch ByteClass.of(byte) {
        case .blank: index = Self.runEnd(of: bytes, from: index + 1, limit: end) { ByteClass.of($0) == .blank }
        case .lineEnd: lexLineEnd()
        case .letter: lexIdentifier()
        case .digit: lexNumber()
        case .other: lexOther(byte)
        }
    }

    /// A token or comment that starts with `byte`, which is none of the common classes.
    mutating func lexOther(_ byte: UInt8) {
        switch byte {
        case .slash where peek(1) == .slash:
            skipLineComment()
        case .slash where peek(1) == .star:
            skipBlockComment()
        case .minus where peek(1)?.isDigit == true:
            lexNumber()
        case .minus where peek(1) == .space || peek(1) == .tab:
            lexSpacedMinus()
        case .dot where peek(1)?.isDigit == true:
            lexPrefixedNumber(SyntaxMessages.leadingDot)
        case .plus where peek(1)?.isDigit == true:
            lexPrefixedNumber(SyntaxMessages.plusSign)
        case .quote:
            lexString()
        case .hash:
            lexColor()
        default:
            if let kind = TokenKind(punctuation: byte) {
                index += 1
                emit(kind, from: index - 1)
            } else {
                lexStrayCharacter()
            }
        }
    }

    /// The end of the run of bytes from `start`, before `limit`, that satisfy `belongs` (a tight
    /// loop over local values, for the lexer's hot runs: identifiers, digits, plain string text).
    static func runEnd(of bytes: [UInt8], from start: Int, limit: Int, while belongs: (UInt8) -> Bool) -> Int {
        var end = start
        while end < limit, belongs(bytes[end]) { end += 1 }
        return end
    }

    /// LF, CRLF or a lone CR; consecutive line ends collapse into one token.
    mutating func lexLineEnd() {
        let start = index
        if peek() == .carriageReturn, peek(1) == .lineFeed { index += 2 } else { index += 1 }
        emitNewline(from: start)
    }

    /// Appends a line-end token unless the previous token already is one.
    mutating func emitNewline(from start: Int) {
        if last?.kind != .newline { emit(.newline, from: start) }
    }

    /// Skips `// …` up to (not including) the line end.
    mutating func skipLineComment() {
        while let byte = peek(), byte != .lineFeed, byte != .carriageReturn {
            skipCommentCharacter(byte)
        }
    }

    /// Skips a nesting `/* … */` comment; unterminated is E003 at the outermost opening.
    mutating func skipBlockComment() {
        let start = index
        var depth = 0
        var spansLineEnd = false
        while let byte = peek() {
            if byte == .slash, peek(1) == .star {
                depth += 1
                index += 2
            } else if byte == .star, peek(1) == .slash {
                depth -= 1
                index += 2
                if depth == 0 {
                    if spansLineEnd { emitNewline(from: start) }
                    return
                }
            } else {
                if byte == .lineFeed || byte == .carriageReturn { spansLineEnd = true }
                skipCommentCharacter(byte)
            }
        }
        report(.unterminatedComment, SyntaxMessages.unterminatedComment, start, start + 2)
    }

    /// Skips one character of a comment, reporting invalid UTF-8.
    mutating func skipCommentCharacter(_ byte: UInt8) {
        if byte < 0x80 { index += 1 } else { _ = consumeNonASCII() }
    }

    /// Consumes one non-ASCII sequence; reports E001 if it is ill-formed (merging a run of
    /// ill-formed bytes into one diagnostic). Returns whether it was valid.
    mutating func consumeNonASCII() -> Bool {
        let start = index
        switch UTF8Scan.read(bytes, at: index, end: end) {
        case .valid(let length):
            index += length
            return true
        case .invalid(let length, let reason):
            index += length
            if let last = diagnostics.last, last.code == .invalidUTF8, last.span.end == start {
                diagnostics[diagnostics.count - 1] = Diagnostic(
                    .invalidUTF8, last.message, at: last.span.union(span(start, index)))
            } else {
                report(.invalidUTF8, SyntaxMessages.invalidUTF8(reason, byte: bytes[start]), start, index)
            }
            return false
        }
    }

    /// An identifier or a keyword.
    mutating func lexIdentifier() {
        let start = index
        index = Self.runEnd(of: bytes, from: start, limit: end) { ByteClass.of($0).continuesIdentifier }
        // `background-color`, `my-tip`: a name written as CSS writes them is read as one name
        // (never valid: a `-` joins no two terms), so that the parser and the resolver can say
        // what `.tip` writes instead.
        while index + 1 < end, bytes[index] == .minus, ByteClass.of(bytes[index + 1]) == .letter {
            index = Self.runEnd(of: bytes, from: index + 1, limit: end) { ByteClass.of($0).continuesIdentifier }
        }
        if let keyword = Keyword(spelling: bytes, from: start, to: index) {
            emit(.keyword(keyword), from: start)
        } else {
            emit(.identifier, from: start)
        }
    }

    /// A byte that starts no token: invalid UTF-8 (E001) or any other character (E005). Either
    /// becomes an ``TokenKind/invalid`` token so the parser does not report it again.
    mutating func lexStrayCharacter() {
        let start = index
        let byte = bytes[index]
        if byte >= 0x80 {
            if consumeNonASCII(), let scalar = String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.first {
                report(.unexpectedCharacter, SyntaxMessages.unexpectedCharacter(scalar), start, index)
            }
        } else {
            index += 1
            report(.unexpectedCharacter, SyntaxMessages.unexpectedByte(byte), start, index)
        }
        if let previous = last, previous.kind == .invalid, previous.end == start {
            last = LexedToken(start: previous.start, end: index, literal: 0, kind: .invalid)
        } else {
            emit(.invalid, from: start)
        }
    }
}

extension TokenKind {
    /// The single-byte punctuation token for `byte`, if it is one.
    init?(punctuation byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"): self = .leftBrace
        case UInt8(ascii: "}"): self = .rightBrace
        case UInt8(ascii: "("): self = .leftParen
        case UInt8(ascii: ")"): self = .rightParen
        case UInt8(ascii: "["): self = .leftBracket
        case UInt8(ascii: "]"): self = .rightBracket
        case UInt8(ascii: ":"): self = .colon
        case UInt8(ascii: ","): self = .comma
        case UInt8(ascii: ";"): self = .semicolon
        case UInt8(ascii: "="): self = .equals
        case UInt8(ascii: "."): self = .dot
        case UInt8(ascii: "+"): self = .plus
        default: return nil
        }
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") }
    var isIdentifierContinue: Bool { isIdentifierStart || isDigit }
    var isHexDigit: Bool { isDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }
    var isLineEnd: Bool { self == .lineFeed || self == .carriageReturn }
    /// Whether a string literal holds this byte as it is: printable ASCII or tab, other than
    /// `"` and `\\`.
    var isPlainStringByte: Bool {
        (self >= 0x20 && self < 0x7F && self != .quote && self != .backslash) || self == .tab
    }
}
