#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSemantics
import TipSystem

/// How an input is named inside its outputs (the JSON's `source`, the sheet's heading): never an
/// absolute path, so that a build gives the same bytes in every folder and on every machine.
/// Diagnostics keep the path as given, so that editors and Xcode find the file.
///
/// - Under the `--source-root` folder: the path relative to it (the plugin passes the package's
///   folder, so the name is package-relative wherever the package is).
/// - Else under the current folder: the path relative to it (`./a/../b.tip` is `b.tip`).
/// - Else a relative path as written, normalised (`../shared/a.tip`: where the files are
///   relative to each other, not where they are on the machine); an absolute path outside both
///   folders is named by its file name alone.
///
/// A path is under a folder when it is so as written, or once symbolic links in both folders
/// are resolved (`/tmp` and `/private/tmp` on macOS).
struct SourceName {
    /// The `--source-root` folder, absolute and normalised; nil when none was given.
    private let root: String?
    /// The current folder, absolute and normalised.
    private let currentFolder: String

    /// Names inputs relative to `root` (`--source-root`, relative to the current folder) when
    /// given, else to the current folder.
    init(root: String?, currentFolder: String = ProcessEnvironment.currentDirectory) {
        self.currentFolder = ImportPath.normalize(currentFolder)
        self.root = root.map { ImportPath.normalize($0.hasPrefix("/") ? $0 : currentFolder + "/" + $0) }
    }

    /// The name of the input at `path` (as given on the command line, or `--stdin-name`).
    func name(of path: String) -> String {
        let absolute = ImportPath.normalize(path.hasPrefix("/") ? path : currentFolder + "/" + path)
        for folder in [root, currentFolder].compactMap({ $0 }) {
            if let relative = Self.relative(absolute, under: folder) ?? Self.relative(Self.resolved(absolute), under: Self.resolved(folder)) {
                return relative
            }
        }
        if !path.hasPrefix("/") { return ImportPath.normalize(path) }
        return String(absolute.split(separator: "/").last ?? Substring(absolute))
    }

    /// `path` relative to `folder` when it lies inside it (both absolute and normalised).
    private static func relative(_ path: String, under folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// `path` with symbolic links resolved: the whole path when it exists, else its folder's,
    /// else as it is.
    private static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex, let folder = realPath(String(path[..<slash])) else {
            return path
        }
        return folder + path[slash...]
    }

    /// `realpath(3)` of `path`, nil when it fails.
    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
