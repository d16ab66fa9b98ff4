import TipSemantics
import TipSyntax

/// Where a member is written: the kind of the enclosing declaration and the names of the
/// nested blocks (or dotted path components) around it, outermost first.
struct BlockPath: Hashable, Sendable {
    /// The declaration's keyword.
    var kind: DeclarationKind
    /// Nested block names and dotted names, outermost first: `["arrow"]` inside `arrow { … }`.
    var blocks: [String]

    /// The path one level deeper.
    func appending(_ names: [String]) -> BlockPath { BlockPath(kind: kind, blocks: blocks + names) }

    /// The properties that may be written here: at a declaration's top level, those with an
    /// effect on its kind (every one for a style); inside a block, that block's members; none
    /// under a name that is not a block.
    var properties: [PropertyInfo] {
        var list = PropertyTable.topLevel.filter { info in
            switch kind {
            case .style: true
            case .tooltip: info.kinds.contains(.tooltip)
            case .tags: info.kinds.contains(.tags)
            }
        }
        for name in blocks {
            guard let block = list.first(where: { $0.name == name }) else { return [] }
            list = PropertyTable.members(of: block)
        }
        return list
    }

    /// The property the last name of the path names (`arrow.edge` → `edge` of `arrow`).
    var property: PropertyInfo? {
        guard let last = blocks.last else { return nil }
        return BlockPath(kind: kind, blocks: blocks.dropLast()).properties.first { $0.name == last }
    }
}
