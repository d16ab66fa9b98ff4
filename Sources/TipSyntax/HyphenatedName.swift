/// Names written with hyphens as CSS writes them (`max-width`, `my-tip`): `.tip` writes them in
/// camel case (`maxWidth`, `myTip`).
public enum HyphenatedName {
    /// `max-width` → `maxWidth`, `my-tip` → `myTip`; nil for a name without a hyphen.
    public static func camelCased(_ name: String) -> String? {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return nil }
        return words.dropFirst().reduce(String(words[0])) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
    }
}
