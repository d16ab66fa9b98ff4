import TipEmit
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
        /// Its tooltips and tag groups as its Swift accessors need them (only with
        /// `--emit swift`).
        var declaredComponents: [DeclaredComponent] = []
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
    /// The enums of the Swift accessors, named without a problem (only with `--emit swift`).
    var swiftAccessors: [SwiftAccessorEnum]?
    /// The path of the Swift accessors, once written.
    var swiftAccessorsPath: String?

    /// The dependency rules of every input whose outputs were written to files, then of the
    /// Swift accessors, made from every input.
    var dependencyRules: [DependencyRule] {
        let inputs = entries.filter { !$0.outputs.isEmpty }.map { DependencyRule(outputs: $0.outputs, inputs: $0.filesRead) }
        guard let swiftAccessorsPath else { return inputs }
        var seen: Set<String> = []
        let everyFileRead = readPaths.filter { seen.insert($0).inserted }
        return inputs + [DependencyRule(outputs: [swiftAccessorsPath], inputs: everyFileRead)]
    }

    /// Every file the build read.
    var readPaths: [String] { entries.flatMap(\.filesRead) }
}
