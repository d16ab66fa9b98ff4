import TipLayout

/// Writes a ``LayoutDocument`` as the JSON layout tree: keys in a fixed order, numbers through
/// ``NumberFormat``, two-space indentation, a final newline. (Contract placeholder.)
public enum JSONWriter {
    /// The JSON text of `document`.
    public static func write(_ document: LayoutDocument) -> String {
        "{}\n"
    }
}
