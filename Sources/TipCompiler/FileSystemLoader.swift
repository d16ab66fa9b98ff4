import Foundation
import TipSemantics

/// Reads imported `.tip` files from disk.
public struct FileSystemLoader: SourceLoader {
    /// Creates a loader.
    public init() {}

    /// Reads `path`, telling a missing file, a folder and an unreadable file apart.
    public func read(path: String) -> Result<[UInt8], SourceLoadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.notFound)
        }
        if isDirectory.boolValue { return .failure(.notAFile) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable("permission denied"))
        }
        defer { try? handle.close() }
        do {
            return .success(Array(try handle.readToEnd() ?? Data()))
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
    }
}
