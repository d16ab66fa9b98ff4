import TipPipeline
import TipSemantics

extension BuildRecord {
    /// Removes W002 ("style `S` is never used") about a style that another input of the same
    /// build inherits from: in `tipc build a.tip b.tip`, where `b.tip` imports `a.tip` and
    /// inherits from a style of it, that style is used. A file is matched by its ``PathKey``,
    /// however each compilation spelt its path.
    mutating func forgiveStylesUsedAcrossInputs() {
        guard entries.count > 1 else { return }
        var keys = PathKeys()
        var used: Set<StyleUse> = []
        for entry in entries {
            for use in entry.result.usedStyles { used.insert(StyleUse(file: keys.key(use.file).exact, name: use.name)) }
        }
        for index in entries.indices {
            entries[index].result.forgiveUnusedStyles { style in
                used.contains(StyleUse(file: keys.key(style.file).exact, name: style.name))
            }
        }
    }
}
