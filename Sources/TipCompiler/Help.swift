import TipSyntax

/// The text of `tipc --help` and of each command's `--help`.
enum Help {
    static let usageHint = "Run 'tipc --help' for usage.\n"

    /// One option as the help lists it: its name and its lines, aligned in two columns.
    struct Option {
        let name: String
        let text: String
    }

    /// Every option `build`, `check`, `watch` and `preview` take, in the order the help lists
    /// them.
    static let options: [Option] = [
        Option(name: "-o", text: """
          -o DIR                 write outputs into DIR (default: beside each input);
                                 -o - writes the JSON (or the sheet with --emit sheet, or one
                                 component's SVG with --component) to standard output
        """),
        Option(name: "--emit", text: """
          --emit LIST            which outputs: json (<input>.json), svg (one
                                 <input>.<Component>.svg per component), sheet (<input>.svg,
                                 every component stacked with its name), swift (one
                                 TipAccessors.swift for all inputs: an enum per input, a typed
                                 member per component); default: json,svg,sheet
        """),
        Option(name: "--component", text: """
          --component NAME       only this component
        """),
        Option(name: "--stdin-name", text: """
          --stdin-name PATH      the name of standard input, for diagnostics and imports
        """),
        Option(name: "--diagnostic-format", text: """
          --diagnostic-format F  human (default), short (path:line:col: error: message [E001])
                                 or json; all three on standard error
        """),
        Option(name: "--deps", text: """
          --deps FILE            write a Make-format dependency file (outputs and the depfile
                                 itself: inputs, imports, strings tables, fonts)
        """),
        Option(name: "--source-root", text: """
          --source-root DIR      name each input in its outputs (the JSON's source, the sheet)
                                 by its path relative to DIR (default: the current folder)
        """),
        Option(name: "--interval", text: """
          --interval SECONDS     how often tipc watch polls its files (default 0.25; tipc
                                 preview: 0.05)
        """),
        Option(name: "--port", text: """
          --port N               tipc preview: the port to serve on (default 7733; 0 picks a
                                 free one)
        """),
        Option(name: "--host", text: """
          --host ADDRESS         tipc preview: the IPv4 address to serve on (default 127.0.0.1,
                                 this machine only; any other is reachable by others: a warning)
        """),
        Option(name: "--open", text: """
          --open                 tipc preview: open the page in the default browser
        """),
        Option(name: "--font-dir", text: """
          --font-dir DIR         search DIR for font files (repeatable)
        """),
        Option(name: "--no-system-fonts", text: """
          --no-system-fonts      read no font from the system font folders: only declared font
                                 files and --font-dir folders (for hermetic builds: Bazel)
        """),
        Option(name: "--size-categories", text: """
          --size-categories LIST lay scaling components out in full at these Dynamic Type sizes
                                 (xSmall … xxxLarge, AX1 … AX5, or all) and show them in the
                                 sheet; default: what the file's `preview` says, else large
        """),
        Option(name: "--locales", text: """
          --locales LIST         the strings table's locales to lay out beside its source
                                 language (ko,ja); default: the file's `preview`, else all
        """),
        Option(name: "--pseudo-locale", text: """
          --pseudo-locale        also lay every component out in the pseudo-locale: every
                                 text accented and doubled, to find what breaks in long languages
        """),
        Option(name: "--every-variant", text: """
          --every-variant        report every locale, text size, weight and appearance a check
                                 (W006–W008, W010–W013, W016, W017) fails in, not only the
                                 worst in each locale
        """),
        Option(name: "--appearance", text: """
          --appearance LIST      light, dark, lightIncreasedContrast, darkIncreasedContrast, or
                                 several joined by commas: the sheet shows each side by side,
                                 component SVGs are drawn in the first; default: the preview's,
                                 else light
        """),
        Option(name: "--legibility-weight", text: """
          --legibility-weight LIST
                                 regular, bold, or regular,bold: the sheet shows each component
                                 as laid out with Bold Text off and on, side by side; default:
                                 the preview's, else regular
        """),
        Option(name: "--overlay", text: """
          --overlay accessibility
                                 draw over each component in the sheet what VoiceOver reads, in
                                 reading order, and where taps land (hit frames)
        """),
    ]

    /// `tipc --help`: every command, every option, the exit codes and the diagnostic codes.
    static let text = """
    tipc — compile .tip tooltips and tag groups to JSON layout trees and SVG

    USAGE
      tipc build FILE... [-o DIR] [--emit json,svg,sheet,swift] [--component NAME]
      tipc check FILE...            (also: tipc --check FILE...)
      tipc fmt [--check] FILE...    format in place (--check: exit 1 if a file would change)
      tipc fix [--check] FILE...    apply the fixes diagnostics suggest (--check: list them)
      tipc watch FILE... [-o DIR] [--interval SECONDS]
                                    rebuild whenever an input, import or font changes
      tipc preview FILE... [--port N] [--host ADDRESS] [--open]
                                    every variant of every component in a browser, live
      tipc lsp                      the language server, over stdio
      tipc FILE...                  the same as tipc build FILE...
      tipc --version | --help
      tipc COMMAND --help           the help of one command

    FILES
      FILE is a .tip file, or - for standard input.

    OPTIONS

    """ + optionLines(options.map(\.name)) + "\n" + exitStatus + """

    DIAGNOSTIC CODES

    """ + DiagnosticCode.allCases.map { "  \($0.rawValue)  \($0.summary)\n" }.joined()

    private static let exitStatus = """
    EXIT STATUS
      0 success (warnings allowed), 1 errors in an input, 2 usage or I/O error

    """

    /// The options of `build`, `check` and `watch` that only `build` and `watch` use (outputs).
    private static let outputOptions = ["-o", "--emit", "--component", "--deps", "--source-root"]

    /// The options of `build` that `tipc preview` refuses: it writes no files and reads no
    /// standard input.
    private static let notForPreview = ["-o", "--emit", "--component", "--deps", "--stdin-name"]

    /// The options only `tipc preview` takes.
    static let serverOptions = ["--port", "--host", "--open"]

    /// The help of one command (`tipc build --help`): its synopsis, what it does, its options
    /// and its exit codes.
    static func text(for command: HelpTopic) -> String {
        let watchOptions = options.map(\.name).filter { !serverOptions.contains($0) }
        let buildOptions = watchOptions.filter { $0 != "--interval" }
        switch command {
        case .build:
            return """
            USAGE
              tipc build FILE... [OPTIONS]
              tipc FILE... [OPTIONS]

            Compiles each FILE (a .tip file, or - for standard input), reports every mistake in it,
            and writes its outputs: the JSON layout tree, one SVG per component and the review
            sheet (see --emit).

            OPTIONS

            """ + optionLines(buildOptions) + "\n" + exitStatus
        case .check:
            return """
            USAGE
              tipc check FILE... [OPTIONS]
              tipc --check FILE... [OPTIONS]

            Compiles each FILE and reports every mistake in it, writing no output files.

            OPTIONS

            """ + optionLines(buildOptions.filter { !outputOptions.contains($0) }) + "\n" + exitStatus
        case .watch:
            return """
            USAGE
              tipc watch FILE... [-o DIR] [OPTIONS]

            Builds each FILE, then builds again whenever it, a file it imports, a strings table or a
            font it reads changes, until interrupted (Ctrl-C).

            OPTIONS

            """ + optionLines(watchOptions) + "\n" + exitStatus
        case .preview:
            return """
            USAGE
              tipc preview FILE... [--port N] [--host ADDRESS] [--open] [OPTIONS]

            Compiles each FILE and serves a page showing every component as the sheet draws it, in
            a grid of its variants (locales, text sizes, Bold Text, appearances) with toggles and a
            search, its diagnostics beside it; compiles again whenever a file, an import, a strings
            table or a font changes, and the page follows without a reload. Prints the page's
            address; serves this machine only unless --host says otherwise; Ctrl-C stops it.
            Writes no files.

            OPTIONS

            """ + optionLines(options.map(\.name).filter { !notForPreview.contains($0) }) + "\n" + exitStatus
        case .format:
            return """
            USAGE
              tipc fmt [--check] FILE...

            Formats each FILE in place, rewriting only files whose bytes change; - formats standard
            input to standard output. A file with syntax errors is reported and left alone.

            OPTIONS
              --check                change nothing; list the files that would change

            EXIT STATUS
              0 every file is formatted, 1 a file has syntax errors (or, with --check, would
              change), 2 usage or I/O error

            """
        case .fix:
            return """
            USAGE
              tipc fix [--check] FILE...

            Applies the fixes the diagnostics of each FILE suggest (each one that has a single
            fix), in place, then reports the diagnostics that remain; - fixes standard input to
            standard output.

            OPTIONS
              --check                change nothing; list the fixes that would be made and the
                                     diagnostics they would not fix

            EXIT STATUS
              0 no error remains (with --check: and nothing would change), 1 an error remains
              that tipc cannot fix (with --check: or a fix would be made), 2 usage or I/O error

            """
        case .languageServer:
            return """
            USAGE
              tipc lsp

            Runs the language server over standard input and output (the Language Server
            Protocol): diagnostics as you type, completion, hover, go to definition, formatting and
            quick fixes. An editor starts it; it takes no options.

            """
        }
    }

    /// The lines of the named options, in the order of ``options``.
    private static func optionLines(_ names: [String]) -> String {
        options.filter { names.contains($0.name) }.map { $0.text + "\n" }.joined()
    }

    /// The commands `tipc` takes as its first argument.
    static let commands = ["build", "check", "fmt", "fix", "watch", "preview", "lsp", "help"]

    /// The long options the help lists (`--emit`, …), for suggestions when one is misspelt.
    static let optionNames: [String] = options.map(\.name).filter { $0.hasPrefix("--") }
}

/// A command whose own help `tipc COMMAND --help` prints.
public enum HelpTopic: String, Equatable, Sendable {
    case build, check, watch, preview
    case format = "fmt"
    case fix
    case languageServer = "lsp"
}
