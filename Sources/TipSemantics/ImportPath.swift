/// Joining and normalising import paths (always with `/`, as written in `.tip` files).
public enum ImportPath {
    /// `path` as seen from a file at `importer`: relative paths are joined to the importer's
    /// folder (`a/b.tip` importing `c.tip` gives `a/c.tip`), absolute paths are kept; the result
    /// is normalised.
    public static func join(_ path: String, importedFrom importer: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        guard let slash = importer.lastIndex(of: "/") else { return normalize(path) }
        return normalize(String(importer[...slash]) + path)
    }

    /// Removes `.` segments, empty segments and each `..` with the segment before it. A `..`
    /// that climbs above the start of a relative path is kept; above `/` it is dropped.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".":
                continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !absolute {
                    segments.append(segment)
                }
            default:
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
