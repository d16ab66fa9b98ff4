import TipSemantics
import TipSyntax

/// The `.tip` files that rename and find-references search: every open document in its current
/// text, and the files that their latest compiles imported (read as those compiles read them,
/// except that an open one is its current text), with which files each one sees through its
/// imports. A file neither open nor imported by an open document is not searched.
struct WorkspaceFiles {
    /// One file.
    struct File {
        /// Its normalised path, which imports resolve to.
        let path: String
        /// Its URI.
        let uri: String
        /// Its text, which the occurrences' spans index.
        let source: SourceFile
        /// Whether the editor has it open.
        let isOpen: Bool
        /// The editor's version of an open document's text.
        let version: Int?
        /// Its declarations and uses of names, in source order.
        let occurrences: [SymbolOccurrence]
        /// The paths its imports name, in source order.
        let importedPaths: [String]
    }

    /// The files: the open documents in URI order, then the imported files in the order found.
    let files: [File]
    /// For each file, the files it sees besides itself (imported directly or not), nearest first.
    private let visible: [[Int]]
    private let indexByPath: [String: Int]

    /// The files of `documents` and of their latest compiles.
    init(documents: [OpenDocument]) {
        var files: [File] = []
        var indexByPath: [String: Int] = [:]
        func add(path: String, uri: String, source: SourceFile, tree: Document, version: Int?, isOpen: Bool) {
            guard indexByPath[path] == nil else { return }
            indexByPath[path] = files.count
            files.append(File(
                path: path, uri: uri, source: source, isOpen: isOpen, version: version,
                occurrences: SymbolOccurrences.collect(in: tree, file: source),
                importedPaths: ImportReach.imports(of: tree).map { ImportPath.join($0.path, importedFrom: source.path) }))
        }
        let documents = documents.sorted { $0.uri < $1.uri }
        for document in documents {
            let analysis = document.analysis
            add(path: document.path, uri: document.uri, source: analysis.file, tree: analysis.tree, version: document.version, isOpen: true)
        }
        for document in documents {
            let analysis = document.analysis
            for index in analysis.files.indices.dropFirst() {
                let file = analysis.files[index]
                add(path: file.path, uri: analysis.uri(of: file.id), source: file, tree: analysis.trees[index], version: nil, isOpen: false)
            }
        }
        self.files = files
        self.indexByPath = indexByPath
        visible = files.map { file in Self.reachable(from: file, in: files, indexByPath: indexByPath) }
    }

    /// The index of the file at `path`.
    func index(ofPath path: String) -> Int? { indexByPath[path] }

    /// The files `file` sees besides itself, nearest first.
    func visibleFiles(from file: Int) -> [Int] { visible[file] }

    /// Whether the declarations of `declaring` are visible in `file`.
    func sees(_ declaring: Int, from file: Int) -> Bool {
        declaring == file || visible[file].contains(declaring)
    }

    /// The files reachable through the imports of `file`, breadth first.
    private static func reachable(from file: File, in files: [File], indexByPath: [String: Int]) -> [Int] {
        var order: [Int] = []
        var seen: Set<String> = [file.path]
        var next = 0
        var paths = file.importedPaths
        while true {
            for path in paths where seen.insert(path).inserted {
                if let index = indexByPath[path] { order.append(index) }
            }
            guard next < order.count else { return order }
            paths = files[order[next]].importedPaths
            next += 1
        }
    }
}
