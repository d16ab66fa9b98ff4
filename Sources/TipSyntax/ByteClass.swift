/// The lexer's coarse view of a byte: the classes its main loop dispatches on directly, so that
/// the common bytes (blanks, line ends, letters, digits) are told apart in one switch.
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
    static func of(_ byte: UInt8) -> ByteClass {
        switch byte {
        case .space, .tab: .blank
        case .lineFeed, .carriageReturn: .lineEnd
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        default: .other
        }
    }

    /// Whether a byte of this class continues an identifier.
    var continuesIdentifier: Bool { self == .letter || self == .digit }
}
