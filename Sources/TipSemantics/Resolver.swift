import TipSyntax

/// Why an imported file could not be read.
public enum SourceLoadError: Error, Hashable, Sendable {
    /// Nothing exists at the path.
    case notFound
    /// The path names a folder or something else that is not a regular file.
    case notAFile
    /// It exists but could not be read (permissions, I/O error); the text says why.
    case unreadable(String)
}

/// Reads files for imports. The driver backs it with the file system; tests with a dictionary.
public protocol SourceLoader: Sendable {
    /// The bytes of the file at `path` (already joined with the importing file's folder).
    func read(path: String) -> Result<[UInt8], SourceLoadError>
}

/// The semantic pass: imports, constants, inheritance, type checking and defaults.
public enum Resolver {
    /// Resolves the parsed main file `main` (already in `sources`), loading and parsing its
    /// imports through `loader` and adding them to `sources`. Diagnostics of imported files are
    /// included (with their own file ids). (Contract placeholder: replaced by the real resolver.)
    public static func resolve(
        _ main: Document,
        sources: inout SourceSet,
        loader: some SourceLoader
    ) -> (document: ResolvedDocument, diagnostics: [Diagnostic]) {
        (ResolvedDocument(source: sources[main.file].path, components: []), [])
    }
}
