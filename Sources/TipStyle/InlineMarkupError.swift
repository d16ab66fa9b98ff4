/// Why a text's inline Markdown cannot be read, and where: ``offset`` and ``length`` count the
/// Unicode scalars of the text as written (escapes of the `.tip` string already decoded).
public struct InlineMarkupError: Error, Hashable, Sendable {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// A marker (`*`, `**`, `` ` ``) that nothing closes.
        case unclosed(marker: String)
        /// A marker that closes a span while a span opened inside it is still open
        /// (`**a *b** c*`): the inner one's marker, and the scalar offset where it opened.
        case crossing(marker: String, innerMarker: String, innerOffset: Int)
        /// Four or more `*` in a row, which mean nothing: `count` of them.
        case tooManyAsterisks(count: Int)
    }

    /// What is wrong.
    public var kind: Kind
    /// The offending marker's first scalar, from the start of the text.
    public var offset: Int
    /// The marker's length in scalars.
    public var length: Int

    /// Creates an error.
    public init(_ kind: Kind, offset: Int, length: Int) {
        self.kind = kind
        self.offset = offset
        self.length = length
    }
}
