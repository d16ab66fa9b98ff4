/// Options of `tipc fmt`.
public struct FormatOptions: Equatable, Sendable {
    /// Files to format; `-` is standard input (formatted to standard output).
    public var inputs: [String] = []
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
                options.inputs.append(argument)
            }
        }
        if options.inputs.isEmpty { throw UsageError(message: "no input files") }
        return options
    }
}

extension Driver {
    /// `tipc fmt`. (Placeholder until the formatter lands.)
    func runFormat(_ options: FormatOptions) -> ExitCode {
        terminal.writeError("tipc: error: fmt is not available in this build\n")
        return .usageOrIOError
    }
}
