/// The lexer's coarse view of a byte: the classes its main loop dispatches on directly, so that
/// the common bytes (blanks, line ends, letters, digits) cost one table lookup.
enum ByteClass: UInt8 {
    /// Space or tab.
    case blank
    /// LF or CR.
    case lineEnd
    /// `A`–`Z`, `a`–`z` or `_`: starts and continues an identifier.
    case letter
    /// `0`–`9`: starts a number, continues an identifier.
    case digit
    /// Anything else: punctuation, the start of a comment, a string, a colour or a negative
    /// number, a stray character, a non-ASCII byte.
    case other

    /// The class of `byte`.
    static func of(_ byte: UInt8) -> ByteClass { table[Int(byte)] }

    /// Whether a byte of this class continues an identifier.
    var continuesIdentifier: Bool { self == .letter || self == .digit }

    private static let table: [ByteClass] = (0...255).map { value in
        let byte = UInt8(value)
        if byte == .space || byte == .tab { return .blank }
        if byte.isLineEnd { return .lineEnd }
        if byte.isIdentifierStart { return .letter }
        if byte.isDigit { return .digit }
        return .other
    }
}
