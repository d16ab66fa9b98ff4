import Foundation
import TipSemantics

/// A path as a key that different spellings of one place share: made absolute, its folder
/// resolved through symbolic links (when the folder exists) and `.`/`..` removed. ``folded`` is
/// the same path case-folded and in one Unicode normal form, as a case-insensitive file system
/// (macOS's default) compares names.
struct PathKey: Hashable {
    /// The absolute path, folder resolved.
    let exact: String
    /// ``exact`` case-folded.
    let folded: String

    /// The key of `path`, relative paths taken from the current folder.
    init(_ path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let normalized = ImportPath.normalize(absolute)
        let slash = normalized.lastIndex(of: "/") ?? normalized.startIndex
        let folder = String(normalized[..<slash])
        let name = String(normalized[normalized.index(after: slash)...])
        var resolvedFolder = folder
        if let resolved = realpath(folder.isEmpty ? "/" : folder, nil) {
            resolvedFolder = String(cString: resolved)
            free(resolved)
        }
        exact = (resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/") + name
        folded = exact.decomposedStringWithCanonicalMapping.lowercased()
    }
}
