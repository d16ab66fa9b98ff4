import TipSemantics
import TipSyntax

extension CompilationResult {
    /// Removes the warnings "style `S` is never used" (W002) about styles that `usedElsewhere`
    /// says another compilation uses: in a build of several inputs, a style of one input that
    /// another input inherits from is used.
    public mutating func forgiveUnusedStyles(usedElsewhere: (StyleUse) -> Bool) {
        diagnostics.removeAll { diagnostic in
            guard diagnostic.code == .unusedStyle else { return false }
            let file = sources[diagnostic.span.file]
            let name = String(decoding: file.bytes[diagnostic.span.start..<diagnostic.span.end], as: UTF8.self)
            return usedElsewhere(StyleUse(file: file.path, name: name))
        }
    }
}
