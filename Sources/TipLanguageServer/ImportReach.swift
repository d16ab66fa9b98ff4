import TipSemantics
import TipSyntax

/// Which file each `import` of a compile loaded, and which of the document's own imports leads
/// (directly or through other files) to each imported file.
struct ImportReach {
    private let analysis: DocumentAnalysis
    /// The document's imports with the files they reach, nearest first, in source order.
    private let reachByImport: [(declaration: ImportDeclaration, files: [FileID])]

    /// Follows the imports of `analysis`'s files.
    init(analysis: DocumentAnalysis) {
        self.analysis = analysis
        var reach: [(ImportDeclaration, [FileID])] = []
        for declaration in Self.imports(of: analysis.tree) {
            guard let first = Self.target(of: declaration, in: FileID(0), analysis: analysis) else { continue }
            var seen: Set<FileID> = [first]
            var order = [first]
            var next = 0
            while next < order.count {
                let file = order[next]
                next += 1
                for nested in Self.imports(of: analysis.trees[file.index]) {
                    if let target = Self.target(of: nested, in: file, analysis: analysis), seen.insert(target).inserted {
                        order.append(target)
                    }
                }
            }
            reach.append((declaration, order))
        }
        reachByImport = reach
    }

    /// The span of the document's first `import` string that leads to `file`.
    func importSpan(reaching file: FileID) -> Span? {
        reachByImport.first { $0.files.contains(file) }?.declaration.pathSpan
    }

    /// The file loaded for the document's import whose string spans `span`, if it was loaded.
    func file(importedAt span: Span) -> FileID? {
        reachByImport.first { $0.declaration.pathSpan == span }?.files.first
    }

    /// The file that `declaration`, written in `file`, loaded.
    private static func target(of declaration: ImportDeclaration, in file: FileID, analysis: DocumentAnalysis) -> FileID? {
        let path = ImportPath.join(declaration.path, importedFrom: analysis.files[file.index].path)
        return analysis.file(atPath: path)?.id
    }

    /// The import declarations of a tree, in source order.
    static func imports(of document: Document) -> [ImportDeclaration] {
        document.declarations.compactMap {
            if case .importFile(let declaration) = $0 { return declaration }
            return nil
        }
    }
}
