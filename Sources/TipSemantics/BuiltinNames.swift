/// The names with a meaning of their own in a value — UIKit's colours, enum values, keywords —
/// which no `let` constant may take (E026): for tools that name constants (the language
/// server's rename).
public enum BuiltinNames {
    /// Whether `name` is one of them.
    public static func contains(_ name: String) -> Bool {
        ConstantTable.builtinNames.contains(name)
    }
}
