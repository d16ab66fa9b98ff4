import Foundation

/// What two builds are compared by: every file under a folder, by relative path, with its bytes.
enum FolderContents {
    /// Every file under `folder` (not those whose relative path starts with `.`), by relative
    /// path, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        var files: [String: Data] = [:]
        for name in names where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return files
    }
}
