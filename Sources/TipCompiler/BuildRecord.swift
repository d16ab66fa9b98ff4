import TipPipeline
/// What one run of the driver over its inputs did, input by input: for dependency files and
/// for `tipc watch`'s status lines.
struct BuildRecord {
    /// One input that was read and compiled.
    struct Entry {
        /// The input as given on the command line.
        var input: InputSource
        /// Its compilation.
        var result: CompilationResult
        /// The paths of the files written for it (empty with errors, with `--check` and on
        /// standard output).
        var outputs: [String] = []

        /// The files this input read: itself and what it imported, in load order (standard input
        /// is no file: only its imports).
        var filesRead: [String] {
            input == .standardInput ? Array(result.dependencyPaths.dropFirst()) : result.dependencyPaths
        }
    }

    /// The inputs that could be read, in command-line order.
    var entries: [Entry] = []

    /// The dependency rules of every input whose outputs were written to files.
    var dependencyRules: [DependencyRule] {
        entries.filter { !$0.outputs.isEmpty }.map { DependencyRule(outputs: $0.outputs, inputs: $0.filesRead) }
    }

    /// Every file the build read.
    var readPaths: [String] { entries.flatMap(\.filesRead) }
}
