/// One token as the lexer hands it to the parser: kind and byte range and, for a string or a
/// number, the index of its decoded value in ``Scanner/literals``. An identifier's name and a
/// colour's digits are their source bytes, read only when the tree needs them. Plain data, so
/// that handing tokens around copies a few words.
struct LexedToken {
    /// Offset of the first byte.
    let start: Int
    /// Offset one past the last byte.
    let end: Int
    /// For a string or a number: the index of its value in ``Scanner/literals``.
    let literal: Int32
    /// What the token is.
    let kind: TokenKind
}
