/// The largest files read, in one place (the "Limits" section of `docs/safety-and-limits.md`
/// lists them with the driver's, the parser's and the resolver's).
public enum FileLimits {
    /// The largest source file read, whether the main input, standard input or an import:
    /// 64 MiB. A larger file is reported without being read.
    public static let maximumFileSize = 64 << 20
    /// The largest font file read (`.ttf`, `.otf`, `.ttc`, `.otc`): 256 MiB, since a CJK
    /// collection can pass 100 MiB.
    public static let maximumFontFileSize = 256 << 20
    /// The largest strings table file read (an `.xcstrings` catalog, or one locale's `.strings`
    /// file): 16 MiB, many times the largest catalogs apps ship (a few MiB for tens of
    /// thousands of keys in dozens of languages). A larger file is refused without being read.
    public static let maximumStringTableSize = 16 << 20

    /// The size limit of the file at `path`: the font limit for font files, else the source limit.
    public static func maximumSize(ofFileAt path: String) -> Int {
        let fontExtensions = [".ttf", ".otf", ".ttc", ".otc"]
        let lowercased = path.lowercased()
        return fontExtensions.contains { lowercased.hasSuffix($0) } ? maximumFontFileSize : maximumFileSize
    }
}
