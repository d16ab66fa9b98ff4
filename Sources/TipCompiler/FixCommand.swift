import TipPipeline
import TipSyntax

/// Options of `tipc fix`.
public struct FixOptions: Equatable, Sendable {
    /// Files to fix, or standard input (fixed to standard output).
    public var inputs: [InputSource] = []
    /// `--check`: change nothing, list the fixes; exit 1 when there are any, or when an error
    /// remains that no fix removes.
    public var checkOnly = false

    /// Creates default options.
    public init() {}

    /// Parses the arguments after `fix`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> FixOptions {
        var options = FixOptions()
        (options.inputs, options.checkOnly) = try parseFilesAndCheck(arguments, of: "fix")
        return options
    }
}

/// The fixes `tipc fix` applies to one text: the fix-its of the diagnostics in the file itself
/// that have exactly one (two candidates are a choice for the user), that still find the text
/// they were made for, and that do not overlap an earlier one.
enum UnambiguousFixes {
    /// The fixes of `result`'s main file, in the file's order.
    static func of(_ result: CompilationResult) -> [FixIt] {
        let file = result.sources[FileID(0)]
        let candidates = result.diagnostics.compactMap { diagnostic -> FixIt? in
            guard diagnostic.span.file == file.id, diagnostic.fixIts.count == 1, let fixIt = diagnostic.fixIts.first,
                  fixIt.applies(to: file) else { return nil }
            return fixIt
        }.sorted { ($0.span.start, $0.span.end) < ($1.span.start, $1.span.end) }
        var kept: [FixIt] = []
        for fixIt in candidates where fixIt.span.start >= (kept.last?.span.end ?? 0) && fixIt != kept.last {
            kept.append(fixIt)
        }
        return kept
    }

    /// `bytes` with `fixes` (in the file's order, not overlapping) applied.
    static func applying(_ fixes: [FixIt], to bytes: [UInt8]) -> [UInt8] {
        var fixed = bytes
        for fixIt in fixes.reversed() {
            fixed.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
        }
        return fixed
    }
}

extension Driver {
    /// Rounds of fixing one text: a fix can uncover mistakes the one it fixed hid (a syntax
    /// error stops the resolver), so the text is compiled again after each round.
    static let maximumFixRounds = 4

    /// `tipc fix`: applies the unambiguous fix-its (``UnambiguousFixes``) of each input, in
    /// place (keeping the file's identity, as `fmt` does), printing `path:line:col: fixed: …`
    /// for each, then the diagnostics that remain as `tipc check` prints them. `--check` changes
    /// nothing and prints `path:line:col: would fix: …`, then, when an error would remain, the
    /// file's diagnostics. `-` fixes standard input to standard output. Exit 0 when no error
    /// remains (with `--check`: and nothing would be fixed); 1 otherwise; 2 on I/O errors.
    func runFix(_ options: FixOptions) -> ExitCode {
        forEachInput(options.inputs) { input throws(InputError) in try fix(input, checkOnly: options.checkOnly) }
    }

    private func fix(_ input: InputSource, checkOnly: Bool) throws(InputError) -> ExitCode {
        let (path, original) = try readInput(input, stdinName: nil)
        var bytes = original
        let unfixed = compilation.compile(path: path, bytes: bytes, through: .resolve)
        var result = unfixed
        var report = ""
        for _ in 0..<Self.maximumFixRounds {
            let fixes = UnambiguousFixes.of(result)
            guard !fixes.isEmpty else { break }
            let file = result.sources[FileID(0)]
            for fixIt in fixes {
                let location = file.location(of: fixIt.span.start)
                report += "\(TerminalText.sanitized(path)):\(location.line):\(location.column): "
                    + "\(checkOnly ? "would fix" : "fixed"): \(TerminalText.sanitized(fixIt.title))\n"
            }
            bytes = UnambiguousFixes.applying(fixes, to: bytes)
            result = compilation.compile(path: path, bytes: bytes, through: .resolve)
        }
        if input == .standardInput {
            terminal.writeOutput(String(decoding: bytes, as: UTF8.self))
            terminal.writeError(report)
        } else {
            terminal.writeOutput(report)
            if !checkOnly, bytes != original {
                do {
                    try SourceRewrite.replace(path, old: original, with: bytes)
                } catch {
                    throw InputError(message: error.message)
                }
            }
        }
        let errorsRemain = result.diagnostics.containsErrors
        let colored = terminal.errorIsTerminal && terminal.environment("NO_COLOR") == nil
        if checkOnly {
            // The text as it is: the diagnostics' places are in the file the user has.
            if errorsRemain { terminal.writeError(DiagnosticRenderer(format: .human, colored: colored).render([unfixed])) }
            return bytes == original && !errorsRemain ? .success : .inputErrors
        }
        terminal.writeError(DiagnosticRenderer(format: .human, colored: colored).render([result]))
        return errorsRemain ? .inputErrors : .success
    }
}
