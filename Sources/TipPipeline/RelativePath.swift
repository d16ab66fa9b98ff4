/// Paths written relative to a folder, for outputs that must not hold absolute paths (a build
/// is then the same bytes on every machine and in every checkout).
enum RelativePath {
    /// The folder of the file at `path` (`""` for a file in the current folder, `/` for one at
    /// the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `folder`, both normalised (as the resolver joins paths): the common
    /// leading folders dropped, one `..` for each of `folder`'s that remain. When one is
    /// absolute and the other not, nothing relates them: the file's name alone.
    static func of(_ path: String, from folder: String) -> String {
        guard path.hasPrefix("/") == folder.hasPrefix("/") else {
            return String(path.split(separator: "/").last ?? Substring(path))
        }
        let target = path.split(separator: "/").filter { $0 != "." }
        let base = folder.split(separator: "/").filter { $0 != "." }
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
