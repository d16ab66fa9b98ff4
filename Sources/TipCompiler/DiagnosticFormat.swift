import TipPipeline
import TipSyntax

/// How diagnostics are printed (`--diagnostic-format`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// The source line with a caret underline and notes, like rustc or swiftc.
    case human
    /// `path:line:col: error: message [E001]`, one line per diagnostic (the form Xcode parses),
    /// each note on a `path:line:col: note: message` line after it.
    case short
    /// A JSON array of objects with file, severity, code, message, range and notes. It holds
    /// every recorded diagnostic: the printing cap is for people reading a terminal, and the
    /// phases' recording caps already bound its size.
    case json
}

/// Renders diagnostics in one of the ``DiagnosticFormat``s. Lines and columns are 1-based;
/// columns count Unicode scalar values; a range's end is the position just past its last
/// character.
public struct DiagnosticRenderer: Sendable {
    /// The output format.
    public let format: DiagnosticFormat
    /// Whether to use ANSI colours (human format only).
    public let colored: Bool

    /// Creates a renderer.
    public init(format: DiagnosticFormat, colored: Bool = false) {
        self.format = format
        self.colored = colored
    }

    /// The text to print for the diagnostics of `results` (one per input, in input order). Each
    /// line ends with a newline; the JSON format prints one array, even when it is empty.
    ///
    /// The human and short formats print at most ``DriverLimits/maximumPrintedDiagnostics`` per
    /// input, then one line counting the rest (`… and 9,800 more errors in a.tip`).
    public func render(_ results: [CompilationResult]) -> String {
        switch format {
        case .human:
            let style = HumanDiagnosticStyle(colored: colored)
            return results.map { result in
                capped(result) { style.render($0, sources: result.sources) }
            }.joined()
        case .short:
            return results.map { result in
                capped(result) { shortLine($0, sources: result.sources) }
            }.joined()
        case .json:
            return JSONDiagnosticStyle.render(results)
        }
    }

    /// The first diagnostics of `result` rendered by `line`, then the summary of the others.
    private func capped(_ result: CompilationResult, _ line: (Diagnostic) -> String) -> String {
        let limit = DriverLimits.maximumPrintedDiagnostics
        let shown = result.diagnostics.prefix(limit).map(line).joined()
        let omitted = result.diagnostics.dropFirst(limit)
        guard !omitted.isEmpty else { return shown }
        return shown + Self.omissionSummary(omitted, path: result.sources[FileID(0)].path, atLeast: result.diagnosticsMayBeCapped)
    }

    /// `… and 9,800 more errors and 3 more warnings in a.tip (…)`; when the phases stopped
    /// recording at their limits (`atLeast`), `… and at least 9,800 more errors …`.
    static func omissionSummary(_ omitted: ArraySlice<Diagnostic>, path: String, atLeast: Bool) -> String {
        let errors = omitted.count { $0.severity == .error }
        let counts = [(errors, "error"), (omitted.count - errors, "warning")]
            .filter { $0.0 > 0 }
            .map { count, noun in "\(groupedThousands(count)) more \(noun)\(count == 1 ? "" : "s")" }
        return "… and \(atLeast ? "at least " : "")\(counts.joined(separator: " and ")) in \(TerminalText.sanitized(path)) "
            + "(only the first \(DriverLimits.maximumPrintedDiagnostics) diagnostics of an input are printed)\n"
    }

    /// `9800` as `9,800`: the thousands separator of the omission summary (and the benchmark).
    public static func groupedThousands(_ number: Int) -> String { number.groupedThousands }

    /// `path:line:col: error: message [E001]`, then a `path:line:col: note: message` line per
    /// note (at the note's place, or the diagnostic's when the note has none), which Xcode shows
    /// under the error.
    private func shortLine(_ diagnostic: Diagnostic, sources: SourceSet) -> String {
        var out = Self.located(diagnostic.span, sources: sources)
            + "\(diagnostic.severity.rawValue): \(TerminalText.sanitized(diagnostic.message)) [\(diagnostic.code.rawValue)]\n"
        for note in diagnostic.notes {
            out += Self.located(note.span ?? diagnostic.span, sources: sources) + "note: \(TerminalText.sanitized(note.message))\n"
        }
        return out
    }

    /// `path:line:col: ` of the start of `span`.
    private static func located(_ span: Span, sources: SourceSet) -> String {
        let file = sources[span.file]
        let start = file.location(of: span.start)
        return "\(TerminalText.sanitized(file.path)):\(start.line):\(start.column): "
    }
}
