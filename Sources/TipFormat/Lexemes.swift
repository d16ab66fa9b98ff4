import TipSyntax

/// A comment as the formatter prints it: its source text with line ends normalised to LF and
/// the blanks at the end of each of its lines removed.
struct CommentText: Sendable {
    /// The text, from `//` or `/*` to the end of the comment.
    let text: String
    /// Its width in Unicode scalars (of its first line, for a block comment over several lines).
    let width: Int
    /// `// …`: it runs to the end of its line, so nothing may follow it there.
    let isLineComment: Bool
    /// A block comment containing a line end; the lexer counts it as a line break.
    let spansLines: Bool

    /// Whether the comment forces the end of its output line.
    var endsLine: Bool { isLineComment || spansLines }
}

/// What lies between two tokens: line ends and comments (spaces and tabs are dropped).
enum Trivia: Sendable {
    /// One or more line ends in a row.
    case lineBreaks(Int)
    /// A comment.
    case comment(CommentText)
    /// Where a `;` separated two statements (the `;` itself is not printed as such).
    case separator
}

extension Array where Element == Trivia {
    /// Whether the trivia holds a line end or a comment spanning lines.
    var containsLineBreak: Bool {
        contains { item in
            switch item {
            case .lineBreaks: true
            case .comment(let comment): comment.spansLines
            case .separator: false
            }
        }
    }
}

/// A token as the formatter prints it, with what precedes it in the source. Line ends, `;`
/// separators and trailing commas in lists are not printed as written: their trivia is carried
/// to the next printed token, and the formatter decides where separators go.
struct Lexeme: Sendable {
    /// The token's kind.
    let kind: TokenKind
    /// The token's source bytes, as written (strings keep their escapes, numbers their spelling).
    let text: String
    /// The token's width in Unicode scalars.
    let width: Int
    /// Line ends and comments between the previous printed token and this one, in order.
    let trivia: [Trivia]
    /// Whether a `;` or a line end separates this lexeme from the previous one.
    let followsSeparator: Bool

    /// Whether a line end (or a comment spanning lines) precedes this lexeme.
    var followsLineBreak: Bool { trivia.containsLineBreak }

    /// The comments before this lexeme.
    var comments: [CommentText] {
        trivia.compactMap { item in
            if case .comment(let comment) = item { return comment }
            return nil
        }
    }

    /// Whether the comments before this lexeme all fit inline on its line: no line end in the
    /// trivia and no comment that must end a line.
    var hasOnlyInlineComments: Bool {
        !followsLineBreak && !comments.contains { $0.endsLine }
    }
}

/// The lexemes of a file, from its concrete syntax tree.
enum LexemeReader {
    /// The lexeme of every token of `tree`, by token position (the end-of-file lexeme carries
    /// the trailing comments). Tokens that are not printed as written — line ends, `;`,
    /// trailing commas — have lexemes with no trivia: theirs goes to the next printed token.
    static func lexemes(of tree: ConcreteSyntaxTree) -> [Lexeme] {
        let bytes = tree.file.bytes
        let tokens = tree.tokens
        var lexemes: [Lexeme] = []
        lexemes.reserveCapacity(tokens.count)
        var carried: [Trivia] = []
        var carriedSeparator = false
        for position in tokens.indices {
            let kind = tokens.kind(at: position)
            if kind != .newline {
                carried += tree.leadingTrivia(of: position).compactMap { trivia($0, in: bytes) }
            }
            if kind == .semicolon {
                carried.append(.separator)
                carriedSeparator = true
            }
            let printed = kind != .newline && kind != .semicolon && !(kind == .comma && isTrailingComma(after: position, in: tokens))
            let text = tree.text(of: position)
            lexemes.append(Lexeme(
                kind: kind, text: text, width: text.unicodeScalars.count, trivia: printed ? carried : [],
                followsSeparator: printed && (carriedSeparator || carried.containsLineBreak)))
            if printed {
                carried = []
                carriedSeparator = false
            }
        }
        return lexemes
    }

    /// What the formatter keeps of a piece of trivia: line ends and comments, not blanks.
    private static func trivia(_ piece: TriviaPiece, in bytes: [UInt8]) -> Trivia? {
        switch piece.kind {
        case .blanks, .byteOrderMark: nil
        case .lineBreaks(let count): .lineBreaks(count)
        case .lineComment: .comment(CommentText(bytes[piece.range], isLineComment: true))
        case .blockComment: .comment(CommentText(bytes[piece.range], isLineComment: false))
        }
    }

    /// Whether the comma at `position` is followed (past line ends) by `)` or `]`.
    private static func isTrailingComma(after position: Int, in tokens: TokenList) -> Bool {
        var next = position + 1
        while next < tokens.count, tokens.kind(at: next) == .newline { next += 1 }
        guard next < tokens.count else { return false }
        return tokens.kind(at: next) == .rightParen || tokens.kind(at: next) == .rightBracket
    }
}

extension CommentText {
    /// A comment's printed form from its source bytes: lines split at LF, CRLF or CR, blanks at
    /// their ends removed, joined with LF.
    init(_ bytes: ArraySlice<UInt8>, isLineComment: Bool) {
        var lines: [String] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(Self.trimmedLine(bytes[lineStart..<index]))
                let isCRLF = byte == UInt8(ascii: "\r") && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\n")
                index += isCRLF ? 2 : 1
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(Self.trimmedLine(bytes[lineStart..<bytes.endIndex]))
        self.init(text: lines.joined(separator: "\n"), width: lines[0].unicodeScalars.count,
                  isLineComment: isLineComment, spansLines: lines.count > 1)
    }

    /// A line's text without the spaces and tabs at its end.
    private static func trimmedLine(_ bytes: ArraySlice<UInt8>) -> String {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }
}
