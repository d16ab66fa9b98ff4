/// One token as the parser reads it: kind and byte range, with a string's or a number's decoded
/// value kept aside in ``TokenStream/literals``. An identifier's name and a colour's digits are
/// their source bytes, read only when needed. Small, so that a file's tokens stay compact.
struct LexedToken {
    /// Offset of the first byte.
    let start: Int
    /// Offset one past the last byte.
    let end: Int
    /// For a string or a number: the index of its value in ``TokenStream/literals``.
    let literal: Int32
    /// What the token is.
    let kind: TokenKind
}

/// The lexer's output: the tokens (always ending with ``TokenKind/endOfFile``), the decoded
/// literals they refer to, and the lexical diagnostics.
struct TokenStream {
    let tokens: [LexedToken]
    /// The decoded value of every string and number token, in source order.
    let literals: [TokenValue]
    let diagnostics: [Diagnostic]

    /// Lexes `file`.
    init(lexing file: SourceFile) {
        var scanner = Scanner(bytes: file.bytes, file: file.id)
        scanner.run()
        tokens = scanner.tokens
        literals = scanner.literals
        diagnostics = scanner.diagnostics
    }

    /// The public form of every token, with its value decoded (`bytes` are the lexed file's
    /// bytes; a repeated name is built once).
    func publicTokens(in bytes: [UInt8]) -> [Token] {
        var names = NameCache()
        return tokens.map { token in
            let value: TokenValue = switch token.kind {
            case .string, .number: literals[Int(token.literal)]
            case .identifier: .text(names.name(bytes, from: token.start, to: token.end))
            case .hexColor: .text(names.name(bytes, from: token.start + 1, to: token.end))
            default: .none
            }
            return Token(token.kind, start: token.start, end: token.end, value: value)
        }
    }
}
