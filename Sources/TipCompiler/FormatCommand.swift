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
        for argument in arguments {
            switch argument {
            case "--check": options.checkOnly = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)' for fmt")
                }
                options.inputs.append(InputSource(argument: argument))
            }
        }
        if options.inputs.isEmpty { throw UsageError(message: "no input files") }
        return options
    }
}

extension Driver {
    /// `tipc fmt`: formats each input in place (only rewriting files whose bytes change), or
    /// with `--check` lists the files that would change. A file with syntax errors is reported
    /// as `tipc check` reports it and left alone. `-` formats standard input to standard output.
    /// Exit 0 when every file was (or, with `--check`, already is) formatted; 1 when a file has
    /// syntax errors or would change; 2 on I/O errors.
    func runFormat(_ options: FormatOptions) -> ExitCode {
        var exit = ExitCode.success
        for input in options.inputs {
            do {
                exit = max(exit, try format(input, checkOnly: options.checkOnly))
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
