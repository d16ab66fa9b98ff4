import Foundation
import TipSemantics

/// Reads imported `.tip` files from disk.
public struct FileSystemLoader: SourceLoader {
    /// Creates a loader.
    public init() {}

    /// The reason given for a file over its limit (``DriverLimits/maximumSize(ofFileAt:)``).
    static func tooLargeReason(limit: Int) -> String { "the file is larger than the \(limit >> 20) MiB limit" }

    /// Reads `path`, telling a missing file, a folder and an unreadable file apart. Reads at
    /// most one byte past ``DriverLimits/maximumSize(ofFileAt:)``, so a huge file (or an endless
    /// one, like `/dev/zero`) is refused without being read whole.
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
            let limit = DriverLimits.maximumSize(ofFileAt: path)
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { return .failure(.unreadable(Self.tooLargeReason(limit: limit))) }
            return .success(Array(data))
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
    }
}
