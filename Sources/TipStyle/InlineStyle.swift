/// The faces inline Markdown asks of a run of text: `**strong**` (bold), `*emphasis*`
/// (italic), `` `code` `` (monospaced); any of them together (`***both***`, `` **`bold code`** ``).
public struct InlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a style from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `**strong**`: bold.
    public static let strong = InlineStyle(rawValue: 1)
    /// `*emphasis*`: italic.
    public static let emphasis = InlineStyle(rawValue: 2)
    /// `` `code` ``: the system's monospaced font.
    public static let code = InlineStyle(rawValue: 4)
}
