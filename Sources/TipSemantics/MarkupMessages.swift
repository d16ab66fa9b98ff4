import TipStyle

/// The words of the inline Markdown diagnostics (``MarkupChecks``).
enum MarkupMessages {
    /// What is wrong, for a literal (the span shows where).
    static func message(_ kind: InlineMarkupError.Kind) -> String {
        switch kind {
        case .unclosed(let marker): "\(quoted(marker)) is never closed"
        case .crossing(let marker, let inner, _): "\(quoted(marker)) closes a span while the one \(quoted(inner)) opened inside it is still open"
        case .tooManyAsterisks(let count): "a run of \(count) `*` is no Markdown marker (one, two or three are)"
        }
    }

    /// What is wrong, for the text of `key` in `locale`: where, by character.
    static func message(_ kind: InlineMarkupError.Kind, key: String, locale: String, character: Int) -> String {
        "in `\(locale)`, the text of `\(key)`: \(message(kind)) (character \(character))"
    }

    /// Where the inner span of a crossing opened, in a literal.
    static func innerOpened(_ marker: String) -> String { "the inner \(quoted(marker)) opens here" }

    /// Where the inner span of a crossing opened, by character.
    static func innerOpened(_ marker: String, character: Int) -> String { "the inner \(quoted(marker)) opens at character \(character)" }

    /// How to fix it.
    static func hint(_ kind: InlineMarkupError.Kind) -> String {
        switch kind {
        case .unclosed("`"): "close it with `` ` ``, or write `` \\\\` `` (in a .tip string) to show it"
        case .unclosed("***"): "close it with `***`, or write `\\\\*` (in a .tip string) for each `*` to show"
        case .unclosed(let marker): "close it with \(quoted(marker)), or write `\\\\*` (in a .tip string) for each `*` to show"
        case .crossing: "close the inner span first: `**a *b* c**`"
        case .tooManyAsterisks: "write `\\\\*` (in a .tip string) for each `*` to show"
        }
    }

    /// `marker` in backticks, as code: a backtick in double ones.
    private static func quoted(_ marker: String) -> String {
        marker == "`" ? "`` ` ``" : "`\(marker)`"
    }
}
