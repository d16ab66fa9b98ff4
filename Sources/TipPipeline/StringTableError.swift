import TipSyntax

/// Why a strings table could not be read: the file, what is wrong with it, and where, when a
/// position is known.
public struct StringTableError: Error, Sendable, Equatable {
    /// The file at fault: the one that names the table, or another locale's `.strings` file.
    public let path: String
    /// What is wrong, as a diagnostic message: a sentence naming the file (``path``), such as
    /// "\`Localizable.xcstrings\` is not JSON: expected a key at byte 42".
    public let message: String
    /// Where in ``path``, when a position is known: 1-based line and column, columns counting
    /// Unicode scalars (as a ``SourceLocation`` of a `.tip` file). Errors found in a
    /// catalog's JSON values name their key path instead and have none.
    public let location: SourceLocation?

    /// Creates an error.
    init(path: String, message: String, location: SourceLocation? = nil) {
        self.path = path
        self.message = message
        self.location = location
    }

    /// An error at byte `offset` of `text`, the (UTF-8) text of the file at `path`.
    init(path: String, message: String, offset: Int, in text: [UInt8]) {
        let location = SourceFile(id: FileID(0), path: path, bytes: text).location(of: offset)
        self.init(path: path, message: message, location: location)
    }
}
