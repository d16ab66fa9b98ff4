import TipPipeline
import TipSemantics

extension CompilationResult {
    /// Every file this compilation read, main file first, in the order they were loaded: what a
    /// dependency file lists and what `tipc watch` polls.
    ///
    /// Today these are the `.tip` files of ``sources``. Font files the text measurer reads
    /// belong here too: when fonts are loaded from files, append their paths (the seam for
    /// `--font-dir`).
    public var dependencyPaths: [String] {
        var paths: [String] = []
        for file in sources.files where !paths.contains(file.path) { paths.append(file.path) }
        return paths
    }
}
