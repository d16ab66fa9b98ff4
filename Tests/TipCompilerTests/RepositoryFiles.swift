import Foundation
import TipCompiler
import TipSemantics

/// Paths into this repository, found from this file's location, so tests run from any folder.
enum RepositoryFiles {
    /// The repository's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // RepositoryFiles.swift, TipCompilerTests, Tests
        return url.path
    }()

    /// Repository-relative paths of the `.tip` files directly in `folder`, sorted.
    static func tipFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return names.filter { $0.hasSuffix(".tip") }.sorted().map { folder + "/" + $0 }
    }

    /// The bytes of a repository-relative file.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
    }

    /// Compiles a repository-relative `.tip` file as `tipc` run from the root would.
    static func compile(_ path: String) throws -> CompilationResult {
        Compilation(loader: RootedLoader()).compile(path: path, bytes: try bytes(path))
    }
}

/// Reads repository-relative paths (imports of the samples and fixtures) from the root.
struct RootedLoader: SourceLoader {
    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        FileSystemLoader().read(path: path.hasPrefix("/") ? path : RepositoryFiles.root + "/" + path)
    }
}
