import Foundation

/// The repository's files, found from this file's location, so tests run from any folder.
public enum Repository {
    /// The repository's root folder.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Repository.swift, TipTestSupport, Tests
        return url.path
    }()

    /// The absolute path of a repository-relative path.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The bytes of a repository-relative file.
    public static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// The text of a repository-relative file (invalid UTF-8 repaired).
    public static func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// Repository-relative paths of the files directly in `folder` whose names end in
    /// `suffix`, sorted.
    public static func files(in folder: String, endingWith suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }
}
