import TipSyntax

/// The main file and every file it imports, each loaded and parsed once.
struct ImportGraph: Sendable {
    /// Every loaded file's tree, by file.
    private(set) var documents: [FileID: Document] = [:]
    /// The files each file imports directly, in import order (files that failed to load and
    /// imports that close a cycle are left out).
    private(set) var directImports: [FileID: [FileID]] = [:]
    /// Files in dependency order: a file comes after everything it imports; the main file last.
    private(set) var finishOrder: [FileID] = []
    /// For each file, every file it imports directly or indirectly, nearest first.
    private var closure: [FileID: [FileID]] = [:]
    /// The files with an `import` that failed (not found, unreadable, over a limit).
    private var filesWithFailedImports: Set<FileID> = []
    /// The paths of the imports that could not be read (not found, unreadable, too large), in
    /// the order they were tried, each once.
    private(set) var unreadPaths: [String] = []
    /// The same as sets, so that visibility is one lookup however many files there are.
    private var closureSets: [FileID: Set<FileID>] = [:]

    /// Loads the imports of `main` (already in `sources`) through `loader`, depth first, adding
    /// each new file to `sources` in first-load order and parsing it. Reports missing files and
    /// cycles at the import's string; includes the imported files' parse diagnostics.
    ///
    /// A file is known by its identity (``SourceLoader/identity(ofPath:)``) when the loader can
    /// tell it, else by its normalised path: however many paths reach one file (symbolic links,
    /// `..`), it is read, parsed and counted once, and a file importing itself through another
    /// path is an import cycle.
    init(main: Document, sources: inout SourceSet, loader: some SourceLoader, log: inout DiagnosticLog) {
        documents[main.file] = main
        let mainPath = ImportPath.normalize(sources[main.file].path)
        var fileByPath: [String: FileID] = [mainPath: main.file]
        var fileByIdentity: [FileIdentity: FileID] = [:]
        if let identity = loader.identity(ofPath: mainPath) { fileByIdentity[identity] = main.file }
        var failures: [String: SourceLoadError] = [:]
        var stack: [(file: FileID, next: Int)] = [(main.file, 0)]

        while let top = stack.last {
            let imports = Self.importDeclarations(of: documents[top.file])
            guard top.next < imports.count else {
                stack.removeLast()
                finishOrder.append(top.file)
                continue
            }
            stack[stack.count - 1].next += 1
            let declaration = imports[top.next]
            let path = ImportPath.join(declaration.path, importedFrom: sources[top.file].path)
            let identity = fileByPath[path] == nil && failures[path] == nil ? loader.identity(ofPath: path) : nil
            if fileByPath[path] == nil, let identity, let known = fileByIdentity[identity] { fileByPath[path] = known }

            if let loaded = fileByPath[path] {
                if let cycleStart = stack.firstIndex(where: { $0.file == loaded }) {
                    // Reported at the cycle's entry: the import by which the file nearest the
                    // main file leads into the cycle, so compiling `a.tip` in a → b → a points
                    // at a's own import.
                    var chain = stack[cycleStart...].map { sources[$0.file].path } + [sources[loaded].path]
                    if path != ImportPath.normalize(sources[loaded].path) { chain[chain.count - 1] = path }
                    let entry = stack[cycleStart]
                    let entryImport = Self.importDeclarations(of: documents[entry.file])[entry.next - 1]
                    log.report(.importCycle, SemanticMessages.importCycle(chain), at: entryImport.pathSpan)
                } else {
                    addImport(loaded, to: top.file)
                }
                continue
            }
            if stack.count > Resolver.maximumImportDepth {
                log.report(.importLimit, SemanticMessages.importsTooDeep(Resolver.maximumImportDepth), at: declaration.pathSpan)
                filesWithFailedImports.insert(top.file)
                continue
            }
            if sources.files.count >= Resolver.maximumFileCount {
                log.report(.importLimit, SemanticMessages.tooManyFiles(Resolver.maximumFileCount), at: declaration.pathSpan)
                filesWithFailedImports.insert(top.file)
                continue
            }
            if let failure = failures[path] {
                log.report(.importNotFound, SemanticMessages.importFailed(path, failure), at: declaration.pathSpan)
                filesWithFailedImports.insert(top.file)
                continue
            }
            switch loader.read(path: path) {
            case .failure(let failure):
                failures[path] = failure
                unreadPaths.append(path)
                log.report(.importNotFound, SemanticMessages.importFailed(path, failure), at: declaration.pathSpan)
                filesWithFailedImports.insert(top.file)
            case .success(let bytes):
                let file = sources.add(path: path, bytes: bytes)
                let parsed = Parser.parse(sources[file])
                log.append(contentsOf: parsed.diagnostics)
                documents[file] = parsed.document
                fileByPath[path] = file
                if let identity { fileByIdentity[identity] = file }
                addImport(file, to: top.file)
                stack.append((file, 0))
            }
        }
        closure = Self.transitiveImports(finishOrder: finishOrder, directImports: directImports)
        closureSets = closure.mapValues(Set.init)
    }

    private mutating func addImport(_ imported: FileID, to importer: FileID) {
        if directImports[importer, default: []].contains(imported) { return }
        directImports[importer, default: []].append(imported)
    }

    private static func importDeclarations(of document: Document?) -> [ImportDeclaration] {
        document?.declarations.compactMap {
            if case .importFile(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }

    /// Every file reachable from each file, computed in dependency order (no recursion).
    private static func transitiveImports(
        finishOrder: [FileID], directImports: [FileID: [FileID]]
    ) -> [FileID: [FileID]] {
        var closure: [FileID: [FileID]] = [:]
        for file in finishOrder {
            var reachable: [FileID] = []
            var seen: Set<FileID> = [file]
            for imported in directImports[file] ?? [] where seen.insert(imported).inserted {
                reachable.append(imported)
            }
            for imported in directImports[file] ?? [] {
                for indirect in closure[imported] ?? [] where seen.insert(indirect).inserted {
                    reachable.append(indirect)
                }
            }
            closure[file] = reachable
        }
        return closure
    }

    /// The files whose declarations `file` sees besides its own: its imports, transitively.
    func imports(visibleFrom file: FileID) -> [FileID] { closure[file] ?? [] }

    /// Whether declarations of `declaringFile` are visible in `file`.
    func isVisible(_ declaringFile: FileID, from file: FileID) -> Bool {
        declaringFile == file || closureSets[file]?.contains(declaringFile) == true
    }

    /// Whether `file` or a file it sees failed to import one: a name `file` cannot find may be
    /// declared in the file that was not read, and is not reported unknown beside the failed
    /// import (no follow-on errors).
    func mayMissNames(visibleFrom file: FileID) -> Bool {
        filesWithFailedImports.contains { isVisible($0, from: file) }
    }

    /// The `let` declarations of `file`, in source order.
    func constants(in file: FileID) -> [ConstantDeclaration] {
        documents[file]?.declarations.compactMap {
            if case .constant(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }

    /// The `style`, `tooltip` and `tags` declarations of `file`, in source order.
    func components(in file: FileID) -> [ComponentDeclaration] {
        documents[file]?.declarations.compactMap {
            if case .component(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }

    /// The `strings` declarations of `file`, in source order.
    func stringsDeclarations(in file: FileID) -> [StringsDeclaration] {
        documents[file]?.declarations.compactMap {
            if case .strings(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }

    /// The `preview` declarations of `file`, in source order.
    func previews(in file: FileID) -> [PreviewDeclaration] {
        documents[file]?.declarations.compactMap {
            if case .preview(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }

    /// The `font` declarations of `file`, in source order.
    func fonts(in file: FileID) -> [FontDeclaration] {
        documents[file]?.declarations.compactMap {
            if case .font(let declaration) = $0 { return declaration }
            return nil
        } ?? []
    }
}
