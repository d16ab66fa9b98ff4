/// What one run of the driver over its inputs did, input by input: for dependency files and
/// for `tipc watch`'s status lines.
struct BuildRecord {
    /// One input that was read and compiled.
    struct Entry {
        /// The input as given on the command line.
        var input: String
        /// Its compilation.
        var result: CompilationResult
        /// The files written for it (empty with errors, with `--check` and on standard output).
        var outputs: [OutputFile] = []
    }

    /// The inputs that could be read, in command-line order.
    var entries: [Entry] = []

    /// The dependency rules of every input whose outputs were written to files.
    var dependencyRules: [DependencyRule] {
        entries.filter { !$0.outputs.isEmpty }.map { entry in
            var inputs = entry.result.dependencyPaths
            // Standard input is no file: only its imports can be tracked.
            if entry.input == "-" { inputs = Array(inputs.dropFirst()) }
            return DependencyRule(outputs: entry.outputs.map(\.path), inputs: inputs)
        }
    }
}
