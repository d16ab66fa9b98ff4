import TipSyntax

/// The files a compile of a document imported (file 1 onwards, with their ids from that
/// compile): what the features and the search for dependents keep of the latest compile.
struct ImportedFiles: Sendable {
    /// The imported files, in file order from file 1.
    let files: [SourceFile]
    /// Their syntax trees, in the same order.
    let trees: [Document]

    /// The imports of the compile `analysis` describes.
    init(of analysis: DocumentAnalysis) {
        files = Array(analysis.files.dropFirst())
        trees = Array(analysis.trees.dropFirst())
    }

    /// Whether the file at `path` is one of them.
    func contains(path: String) -> Bool {
        files.contains { $0.path == path }
    }
}
