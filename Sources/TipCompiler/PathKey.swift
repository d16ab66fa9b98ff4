#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSemantics
import TipSystem

/// A path as a key that different spellings of one place share: made absolute, its folder
/// resolved through symbolic links (when the folder exists) and `.`/`..` removed. ``folded`` is
/// the same path case-folded, compared as a case-insensitive file system (macOS's default)
/// compares names: Swift strings are equal, and hash alike, when they are canonically
/// equivalent (`é` precomposed or as `e` and a combining accent), so no normal form is needed.
struct PathKey: Hashable {
    /// The absolute path, folder resolved.
    let exact: String
    /// ``exact`` case-folded.
    let folded: String

    /// The key of an absolute path whose folder is resolved.
    fileprivate init(exact: String) {
        self.exact = exact
        folded = exact.lowercased()
    }
}

/// Makes ``PathKey``s, reading the current folder once and resolving each folder once, however
/// many files of a build share it.
struct PathKeys {
    private let currentFolder = ProcessEnvironment.currentDirectory
    private var resolvedFolders: [String: String] = [:]

    /// The key of `path`, relative paths taken from the current folder.
    mutating func key(_ path: String) -> PathKey {
        let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
        let normalized = ImportPath.normalize(absolute)
        let slash = normalized.lastIndex(of: "/") ?? normalized.startIndex
        let folder = String(normalized[..<slash])
        let name = String(normalized[normalized.index(after: slash)...])
        let resolved = resolvedFolder(folder)
        return PathKey(exact: (resolved.hasSuffix("/") ? resolved : resolved + "/") + name)
    }

    /// `folder` through symbolic links, or as it is when it does not exist.
    private mutating func resolvedFolder(_ folder: String) -> String {
        if let known = resolvedFolders[folder] { return known }
        var resolved = folder
        if let real = realpath(folder.isEmpty ? "/" : folder, nil) {
            resolved = String(cString: real)
            free(real)
        }
        resolvedFolders[folder] = resolved
        return resolved
    }
}
