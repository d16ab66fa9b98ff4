/// The driver's limits, in one place (the README's "Limits" section lists them with the
/// parser's and the resolver's).
public enum DriverLimits {
    /// The largest source file read, whether the main input, standard input or an import:
    /// 64 MiB. A larger file is reported without being read.
    public static let maximumFileSize = 64 << 20
    /// The largest font file read (`.ttf`, `.otf`, `.ttc`, `.otc`): 256 MiB, since a CJK
    /// collection can pass 100 MiB.
    public static let maximumFontFileSize = 256 << 20

    /// The size limit of the file at `path`: the font limit for font files, else the source limit.
    public static func maximumSize(ofFileAt path: String) -> Int {
        let fontExtensions = [".ttf", ".otf", ".ttc", ".otc"]
        let lowercased = path.lowercased()
        return fontExtensions.contains { lowercased.hasSuffix($0) } ? maximumFontFileSize : maximumFileSize
    }
    /// Diagnostics printed per input (its imports included), in every format. The rest are
    /// summarised in one line, `… and 9,800 more errors`, or one JSON entry.
    public static let maximumPrintedDiagnostics = 200
    /// Source lines longer than this many characters are shown in the human format as a window
    /// of this width around the underlined range.
    public static let maximumSnippetWidth = 160
}
