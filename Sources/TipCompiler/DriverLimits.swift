import TipPipeline
/// The driver's limits on what it prints (the "Limits" section of `docs/safety-and-limits.md`
/// lists them with the file limits, ``FileLimits``, and the parser's and the resolver's).
public enum DriverLimits {
    /// Diagnostics printed per input (its imports included), in every format. The rest are
    /// summarised in one line, `… and 9,800 more errors`, or one JSON entry.
    public static let maximumPrintedDiagnostics = 200
    /// Source lines longer than this many characters are shown in the human format as a window
    /// of this width around the underlined range.
    public static let maximumSnippetWidth = 160
}
