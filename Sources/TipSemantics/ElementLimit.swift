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
        // By index, not `for component in components`: a copy of each component would retain
        // and release every string and array of its style.
        for index in components.indices {
            count += components[index].elementCount
            guard count > maximumElements else { continue }
            log.report(.tooManyElements, SemanticMessages.tooManyElements(maximumElements), at: components[index].nameSpan)
            return
        }
    }
}

extension ResolvedComponent {
    /// The elements it lays out: itself, and each tag of a tag group.
    var elementCount: Int {
        switch self {
        case .tooltip: 1
        case .tags(let group): 1 + group.items.count
        }
    }
}
