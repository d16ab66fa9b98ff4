/// What `tipc build` writes for each input.
public enum EmitKind: String, Sendable, CaseIterable, Comparable {
    /// `<input>.json`: the layout tree.
    case json
    /// `<input>.<Component>.svg`: one standalone SVG per component.
    case svg
    /// `<input>.svg`: every component of the file stacked with its name.
    case sheet

    public static func < (lhs: EmitKind, rhs: EmitKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
