import TipFormat
import TipPipeline
import TipSyntax

/// Options of `tipc fmt`.
public struct FormatOptions: Equatable, Sendable {
    /// Files to format, or standard input (formatted to standard output).
    public var inputs: [InputSource] = []
    /// `--check`: change nothing, exit 1 when a file would change.
    public var checkOnly = false

    /// Creates default options.
    public init() {}

    /// Parses the arguments after `fmt`.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> FormatOptions {
        var options = FormatOptions()
        (options.inputs, options.checkOnly) = try parseFilesAndCheck(arguments, of: "fmt")
        return options
    }
}

/// The arguments of a command that takes `[--check] FILE...` (`fmt`, `fix`): the inputs (at
/// least one) and whether `--check` was given.
func parseFilesAndCheck(_ arguments: ArraySlice<String>, of command: String) throws(UsageError) -> (inputs: [InputSource], checkOnly: Bool) {
    var inputs: [InputSource] = []
    var checkOnly = false
    for argument in arguments {
        switch argument {
        case "--check": checkOnly = true
        default:
            if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(message: "unknown option '\(argument)' for \(command)")
            }
            inputs.append(InputSource(argument: argument))
        }
    }
    if inputs.isEmpty { throw UsageError(message: "no input files") }
    return (inputs, checkOnly)
}

extension Driver {
    /// `tipc fmt`: formats each input in place (only rewriting files whose bytes change), or
    /// with `--check` lists the files that would change. A file with syntax errors is reported
    /// as `tipc check` reports it and left alone. `-` formats standard input to standard output.
    /// Exit 0 when every file was (or, with `--check`, already is) formatted; 1 when a file has
    /// syntax errors or would change; 2 on I/O errors.
    func runFormat(_ options: FormatOptions) -> ExitCode {
        forEachInput(options.inputs) { input throws(InputError) in try format(input, checkOnly: options.checkOnly) }
    }

    /// Runs `body` on each of `inputs`, an input error reported and the next input taken; the
    /// worst exit code.
    func forEachInput(_ inputs: [InputSource], _ body: (InputSource) throws(InputError) -> ExitCode) -> ExitCode {
        var exit = ExitCode.success
        for input in inputs {
            do {
                exit = max(exit, try body(input))
            } catch {
                reportError(error.message)
                exit = max(exit, error.exitCode)
            }
        }
        return exit
    }

    /// Formats one input; returns 1 when it has syntax errors or (with `checkOnly`) would change.
    /// A file is rewritten in place keeping its identity (``SourceRewrite``).
    private func format(_ input: InputSource, checkOnly: Bool) throws(InputError) -> ExitCode {
        let (path, bytes) = try readInput(input, stdinName: nil)
        var sources = SourceSet()
        let id = sources.add(path: path, bytes: bytes)
        let file = sources[id]
        guard let formatted = Formatter.format(file) else {
            let result = Compilation().compile(path: path, bytes: bytes, through: .parse)
            let colored = terminal.errorIsTerminal && terminal.environment("NO_COLOR") == nil
            terminal.writeError(DiagnosticRenderer(format: .human, colored: colored).render([result]))
            return .inputErrors
        }
        let changed = Array(formatted.utf8) != bytes
        if checkOnly {
            if changed { terminal.writeOutput("\(path): would be reformatted\n") }
            return changed ? .inputErrors : .success
        }
        if input == .standardInput {
            terminal.writeOutput(formatted)
        } else if changed {
            do {
                try SourceRewrite.replace(path, old: bytes, with: Array(formatted.utf8))
            } catch {
                throw InputError(message: error.message)
            }
        }
        return .success
    }
}
