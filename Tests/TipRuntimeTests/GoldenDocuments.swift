import Foundation

/// The golden layout trees under `Tests/Golden/` (the compiler's real outputs), found from this
/// file's location.
enum GoldenDocuments {
    /// The repository's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Repository-relative paths of every golden `.json`, sorted.
    static var paths: [String] {
        let folder = root + "/Tests/Golden"
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".json") }.sorted().map { "Tests/Golden/" + $0 }
    }

    /// The bytes of a repository-relative file.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
    }
}
