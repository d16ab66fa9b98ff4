import TipPipeline
import TipSemantics

extension CompilationResult {
    /// Every file this compilation read, main file first, in the order they were loaded: what a
    /// dependency file lists (and most of what `tipc watch` polls: ``watchedPaths``).
    ///
    /// These are the `.tip` files of ``sources``, then the files of the strings table (a
    /// catalog, or each locale's `.strings` file), then the font files read (``fontFiles``:
    /// declared, or found by name in the font folders).
    public var dependencyPaths: [String] {
        var paths: [String] = []
        for path in sources.files.map(\.path) + (localization?.files ?? []) + fontFiles where !paths.contains(path) { paths.append(path) }
        return paths
    }

    /// What `tipc watch` polls for this input: ``dependencyPaths``, then the imports that could
    /// not be read, so that an import written after watching began (or made readable) is seen.
    public var watchedPaths: [String] {
        dependencyPaths + unreadImports.filter { !dependencyPaths.contains($0) }
    }
}
