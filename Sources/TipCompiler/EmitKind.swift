/// What `tipc build` writes.
public enum EmitKind: String, Sendable, CaseIterable, Comparable {
    /// `<input>.json`: the layout tree.
    case json
    /// `<input>.<Component>.svg`: one standalone SVG per component.
    case svg
    /// `<input>.svg`: every component of the file stacked with its name.
    case sheet
    /// `TipAccessors.swift`: one file for all the inputs of the build, with an enum per input
    /// and a typed member per component (``OutputPlan/swiftAccessorsPath(firstInputPath:outputDirectory:)``).
    case swift

    /// What a build writes without `--emit`: everything per input, no Swift.
    public static let defaults: [EmitKind] = [.json, .svg, .sheet]

    public static func < (lhs: EmitKind, rhs: EmitKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
