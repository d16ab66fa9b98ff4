import TipSyntax

extension CompilationResult {
    /// Adds `found`, diagnostics about the compiled files that a step after the compilation
    /// found (the Swift names of `tipc build --emit swift`), in print order among the others.
    public mutating func report(_ found: [Diagnostic]) {
        diagnostics = (diagnostics + found).sortedForOutput()
    }
}
