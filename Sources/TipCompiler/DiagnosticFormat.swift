import TipSyntax

/// How diagnostics are printed (`--diagnostic-format`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// The source line with a caret underline and notes, like rustc or swiftc.
    case human
    /// `path:line:col: error: message [E001]`, one line per diagnostic (the form Xcode parses).
    case short
    /// A JSON array of objects with file, severity, code, message, range and notes.
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
    public func render(_ results: [CompilationResult]) -> String {
        switch format {
        case .human:
            let style = HumanDiagnosticStyle(colored: colored)
            return results.map { result in
                result.diagnostics.map { style.render($0, sources: result.sources) }.joined()
            }.joined()
        case .short:
            return results.map { result in
                result.diagnostics.map { shortLine($0, sources: result.sources) }.joined()
            }.joined()
        case .json:
            return JSONDiagnosticStyle.render(results)
        }
    }

    private func shortLine(_ diagnostic: Diagnostic, sources: SourceSet) -> String {
        let file = sources[diagnostic.span.file]
        let start = file.location(of: diagnostic.span.start)
        return "\(file.path):\(start.line):\(start.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
    }
}
