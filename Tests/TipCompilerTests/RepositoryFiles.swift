import Foundation
import TipCompiler
import TipPipeline
import TipSemantics
import TipTestSupport

/// Paths into this repository, found from this file's location, so tests run from any folder.
enum RepositoryFiles {
    /// The repository's root folder.
    static var root: String { Repository.root }

    /// Repository-relative paths of the `.tip` files directly in `folder`, sorted.
    static func tipFiles(in folder: String) -> [String] { Repository.files(in: folder, endingWith: ".tip") }

    /// The bytes of a repository-relative file.
    static func bytes(_ path: String) throws -> [UInt8] { try Repository.bytes(path) }

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
