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

/// A token the formatter prints, with what precedes it in the source. Line-end tokens, `;`
/// separators and trailing commas in lists are not lexemes: their surrounding trivia is carried
/// to the next lexeme, and the formatter decides where separators go.
struct Lexeme: Sendable {
    /// The token's kind.
    let kind: TokenKind
    /// The token's source bytes, as written (strings keep their escapes, numbers their spelling).
    let text: String
    /// The token's width in Unicode scalars.
    let width: Int
    /// Line ends and comments between the previous lexeme and this one, in order.
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

/// Builds the lexeme stream of a file from its tokens and bytes.
enum LexemeReader {
    /// The lexemes of `file`, ending with the end-of-file lexeme (which carries the trailing
    /// comments). `tokens` are the file's tokens from ``Lexer/tokenize(_:)``.
    static func lexemes(of file: SourceFile, tokens: TokenList) -> [Lexeme] {
        let bytes = file.bytes
        var lexemes: [Lexeme] = []
        lexemes.reserveCapacity(tokens.count)
        var carried: [Trivia] = []
        var carriedSeparator = false
        var gapStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for (index, token) in tokens.enumerated() where token.kind != .newline {
            carried += TriviaScanner.scan(bytes, from: gapStart, to: token.start)
            gapStart = token.end
            if token.kind == .semicolon {
                carried.append(.separator)
                carriedSeparator = true
                continue
            }
            if token.kind == .comma, isTrailingComma(after: index, in: tokens) { continue }
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            lexemes.append(Lexeme(kind: token.kind, text: text, width: text.unicodeScalars.count, trivia: carried,
                                  followsSeparator: carriedSeparator || carried.containsLineBreak))
            carried = []
            carriedSeparator = false
        }
        return lexemes
    }

    /// Whether the comma at `index` is followed (past line ends) by `)` or `]`.
    private static func isTrailingComma(after index: Int, in tokens: TokenList) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens.kind(at: next) == .newline { next += 1 }
        guard next < tokens.count else { return false }
        return tokens.kind(at: next) == .rightParen || tokens.kind(at: next) == .rightBracket
    }
}

/// Reads the bytes between two tokens, where only blanks, line ends and comments can be.
enum TriviaScanner {
    /// The trivia in `bytes[start..<end]`.
    static func scan(_ bytes: [UInt8], from start: Int, to end: Int) -> [Trivia] {
        var items: [Trivia] = []
        var breaks = 0
        var index = start
        func flushBreaks() {
            if breaks > 0 { items.append(.lineBreaks(breaks)) }
            breaks = 0
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                breaks += 1
                index += byte == UInt8(ascii: "\r") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                flushBreaks()
                let commentEnd = lineCommentEnd(bytes, from: index, to: end)
                items.append(.comment(comment(bytes[index..<commentEnd], isLineComment: true)))
                index = commentEnd
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                flushBreaks()
                let commentEnd = blockCommentEnd(bytes, from: index, to: end)
                items.append(.comment(comment(bytes[index..<commentEnd], isLineComment: false)))
                index = commentEnd
            } else {
                index += 1  // a blank (nothing else lies between the tokens of a valid file)
            }
        }
        flushBreaks()
        return items
    }

    /// The offset of the line end that ends the `//` comment at `start` (or `end`).
    private static func lineCommentEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }

    /// The offset just past the `*/` that closes the nesting `/*` comment at `start` (or `end`).
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var depth = 0
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return end
    }

    /// A comment's printed form: lines split at LF, CRLF or CR, blanks at their ends removed,
    /// joined with LF.
    private static func comment(_ bytes: ArraySlice<UInt8>, isLineComment: Bool) -> CommentText {
        var lines: [String] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(trimmedLine(bytes[lineStart..<index]))
                let isCRLF = byte == UInt8(ascii: "\r") && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\n")
                index += isCRLF ? 2 : 1
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(trimmedLine(bytes[lineStart..<bytes.endIndex]))
        return CommentText(text: lines.joined(separator: "\n"), width: lines[0].unicodeScalars.count,
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
