import TipSyntax

/// The text of `tipc --help`.
enum Help {
    static let usageHint = "Run 'tipc --help' for usage.\n"

    static let text = """
    tipc — compile .tip tooltips and tag groups to JSON layout trees and SVG

    USAGE
      tipc build FILE... [-o DIR] [--emit json,svg,sheet,swift] [--component NAME]
      tipc check FILE...            (also: tipc --check FILE...)
      tipc fmt [--check] FILE...    format in place (--check: exit 1 if a file would change)
      tipc fix [--check] FILE...    apply the fixes diagnostics suggest (--check: list them)
      tipc watch FILE... [-o DIR] [--interval SECONDS]
                                    rebuild whenever an input, import or font changes
      tipc lsp                      the language server, over stdio
      tipc FILE...                  the same as tipc build FILE...
      tipc --version | --help

    FILES
      FILE is a .tip file, or - for standard input.

    OPTIONS
      -o DIR                 write outputs into DIR (default: beside each input);
                             -o - writes the JSON (or the sheet with --emit sheet, or one
                             component's SVG with --component) to standard output
      --emit LIST            which outputs: json (<input>.json), svg (one
                             <input>.<Component>.svg per component), sheet (<input>.svg,
                             every component stacked with its name), swift (one
                             TipAccessors.swift for all inputs: an enum per input, a typed
                             member per component); default: json,svg,sheet
      --component NAME       only this component
      --stdin-name PATH      the name of standard input, for diagnostics and imports
      --diagnostic-format F  human (default), short (path:line:col: error: message [E001])
                             or json
      --deps FILE            write a Make-format dependency file (outputs and the depfile
                             itself: inputs, imports, fonts)
      --source-root DIR      name each input in its outputs (the JSON's source, the sheet)
                             by its path relative to DIR (default: the current folder)
      --interval SECONDS     how often tipc watch polls its files (default 0.25)
      --font-dir DIR         search DIR for font files (repeatable)
      --size-categories LIST lay scaling components out in full at these Dynamic Type sizes
                             (xSmall … xxxLarge, AX1 … AX5, or all) and show them in the
                             sheet; default: what the file's `preview` says, else large
      --locales LIST         the strings table's locales to lay out beside its source
                             language (ko,ja); default: the file's `preview`, else all
      --pseudo-locale        also lay every component out in the pseudo-locale: every
                             text accented and doubled, to find what breaks in long languages
      --every-variant        report every locale, text size, weight and appearance a check
                             (W006–W008, W010–W013, W016) fails in, not only the worst
      --appearance LIST      light, dark, lightIncreasedContrast, darkIncreasedContrast, or
                             several joined by commas: the sheet shows each side by side,
                             component SVGs are drawn in the first; default: the preview's,
                             else light
      --legibility-weight LIST
                             regular, bold, or regular,bold: the sheet shows each component
                             as laid out with Bold Text off and on, side by side; default:
                             the preview's, else regular
      --overlay accessibility
                             draw over each component in the sheet what VoiceOver reads, in
                             reading order, and where taps land (hit frames)

    EXIT STATUS
      0 success (warnings allowed), 1 errors in an input, 2 usage or I/O error

    DIAGNOSTIC CODES

    """ + DiagnosticCode.allCases.map { "  \($0.rawValue)  \($0.summary)\n" }.joined()

    /// The commands `tipc` takes as its first argument.
    static let commands = ["build", "check", "fmt", "fix", "watch", "lsp", "help"]

    /// The long options the help lists (`--emit`, …), for suggestions when one is misspelt.
    static let optionNames: [String] = {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let options = lines.drop { $0 != "OPTIONS" }.dropFirst().prefix { $0 != "EXIT STATUS" }
        return options.compactMap { line in
            let first = line.split(separator: " ").first.map(String.init)
            return first?.hasPrefix("--") == true ? first : nil
        }
    }()
}
