import TipSyntax

/// Laying out a file costs memory for each tooltip, tag group and tag it holds, whatever the
/// length of its source (a tag can be four bytes of source: `"a",`). One file may lay out at
/// most ``maximumElements`` of them; the component that passes the limit is E046, so the file
/// is refused before anything is laid out.
public enum ElementLimit {
    /// The most tooltips, tag groups and tags one file lays out: 1,000,000.
    public static let maximumElements = 1_000_000

    /// Reports the first component of `components` at which the running count of elements
    /// passes ``maximumElements``.
    static func check(_ components: [ResolvedComponent], log: inout DiagnosticLog) {
        var count = 0
        for component in components {
            switch component {
            case .tooltip: count += 1
            case .tags(let group): count += 1 + group.items.count
            }
            guard count > maximumElements else { continue }
            log.report(.tooManyElements, SemanticMessages.tooManyElements(maximumElements), at: component.nameSpan)
            return
        }
    }
}
