import TipSemantics
import TipStyle
/// What the user asked `tipc` to do, parsed from the command line.
public enum Invocation: Equatable, Sendable {
    /// `tipc build FILE... [options]`
    case build(BuildOptions)
    /// `tipc check FILE...` / `tipc --check FILE...`
    case check(BuildOptions)
    /// `tipc fmt [--check] FILE...`
    case format(FormatOptions)
    /// `tipc fix [--check] FILE...`
    case fix(FixOptions)
    /// `tipc watch FILE... -o DIR`
    case watch(BuildOptions)
    /// `tipc preview FILE... [--port N] [--host H] [--open]`
    case preview(PreviewOptions)
    /// `tipc --help` (nil), or `tipc COMMAND --help` / `tipc help COMMAND`: that command's help.
    case help(HelpTopic?)
    /// `tipc --version`
    case version
}

/// Options shared by `build` and `check`.
public struct BuildOptions: Equatable, Sendable {
    /// The inputs, in command-line order.
    public var inputs: [InputSource] = []
    /// `-o DIR` or `-o -`; by default, beside each input.
    public var output = OutputLocation.besideInputs
    /// `--emit`: which outputs, in canonical order.
    public var emit: [EmitKind] = EmitKind.defaults
    /// Whether `--emit` was given explicitly.
    public var emitWasGiven = false
    /// `--component NAME`: only this component.
    public var component: String?
    /// `--stdin-name PATH`: the name of standard input for diagnostics and imports.
    public var stdinName: String?
    /// `--diagnostic-format`.
    public var diagnosticFormat: DiagnosticFormat = .human
    /// `--deps FILE`: write a Make-format dependency file.
    public var dependencyFile: String?
    /// `--source-root DIR`: outputs name each input relative to this folder (the JSON's
    /// `source`); nil: relative to the current folder (``SourceName``).
    public var sourceRoot: String?
    /// `--font-dir DIR` (repeatable): folders searched for font files.
    public var fontDirectories: [String] = []
    /// Whether undeclared families are also looked up in the system font folders; false with
    /// `--no-system-fonts`: only declared font files and `--font-dir` folders are read.
    public var usesSystemFonts = true
    /// `--size-categories LIST|all`: the content size categories scaling components are laid
    /// out at in full (and the sheet shows); nil: what each file's `preview` says.
    public var sizeCategories: [ContentSizeCategory]?
    /// `--appearance LIST`: the appearances the sheet shows side by side (the component SVGs are
    /// drawn in the first); nil: what each file's `preview` says.
    public var appearances: [Appearance]?
    /// `--legibility-weight LIST`: the legibility weights the sheet shows side by side (`bold`:
    /// with Bold Text); nil: what each file's `preview` says.
    public var legibilityWeights: [LegibilityWeight]?
    /// `--overlay LIST`: what the sheet draws over each component; nil: what each file's
    /// `preview` says.
    public var overlays: [SheetOverlay]?
    /// `--locales LIST`: the strings table's locales to lay out beside its source language;
    /// nil: what each file's `preview` says, else all of them.
    public var locales: [String]?
    /// `--pseudo-locale`: lay every component out in the pseudo-locale too.
    public var pseudoLocale = false
    /// `--every-variant`: report every locale and text size a check fails in, not only the worst.
    public var reportsEveryVariant = false
    /// `--interval SECONDS`: how often `tipc watch` polls its files.
    public var watchInterval = 0.25

    /// Creates default options.
    public init() {}

    /// Whether the main output goes to standard output.
    public var writesToStdout: Bool { output == .standardOutput }

    /// The `-o` folder, if one was given.
    public var outputDirectory: String? {
        if case .folder(let folder) = output { folder } else { nil }
    }
}

/// A command line that cannot be run; printed with the usage hint, exit code 2.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong.
    public let message: String
}

extension Invocation {
    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var rest = arguments[...]
        guard let first = rest.first else { throw UsageError(message: "no command given") }
        if let topic = helpTopic(arguments) { return .help(topic) }
        var isCheck = false
        var isWatch = false
        var isPreview = false
        var preview = PreviewOptions()
        var intervalWasGiven = false
        switch first {
        case "--help", "-h", "help": return .help(nil)
        case "--version": return .version
        case "fmt": return .format(try FormatOptions.parse(rest.dropFirst()))
        case "fix": return .fix(try FixOptions.parse(rest.dropFirst()))
        case "lsp": throw UsageError(message: "lsp takes no arguments: an editor runs 'tipc lsp' and talks to it over standard input and output")
        case "watch": isWatch = true; rest = rest.dropFirst()
        case "preview": isPreview = true; rest = rest.dropFirst()
        case "build": rest = rest.dropFirst()
        case "check", "--check": isCheck = true; rest = rest.dropFirst()
        default:
            // `tipc FILE...` builds; options are checked below. A word that is not a path
            // but nearly a command is a misspelt command, not a file.
            if !first.contains("/") && !first.contains("."), let command = Suggestions.closest(to: first, among: Help.commands) {
                throw UsageError(message: "unknown command '\(first)' (did you mean '\(command)'?)")
            }
        }
        var options = BuildOptions()
        while let argument = rest.popFirst() {
            func value() throws(UsageError) -> String {
                guard let next = rest.popFirst() else {
                    throw UsageError(message: "option '\(argument)' needs a value")
                }
                return next
            }
            switch argument {
            case "-o", "--output": options.output = OutputLocation(argument: try value())
            case "--emit": options.emit = try parseEmit(try value()); options.emitWasGiven = true
            case "--component": options.component = try value()
            case "--stdin-name": options.stdinName = try value()
            case "--diagnostic-format":
                let name = try value()
                guard let format = DiagnosticFormat(rawValue: name) else {
                    throw UsageError(message: "unknown diagnostic format '\(name)' (use human, short or json)")
                }
                options.diagnosticFormat = format
            case "--check": isCheck = true
            case "--deps": options.dependencyFile = try value()
            case "--source-root": options.sourceRoot = try value()
            case "--font-dir": options.fontDirectories.append(try value())
            case "--no-system-fonts": options.usesSystemFonts = false
            case "--size-categories": options.sizeCategories = try parseSizeCategories(try value())
            case "--appearance": options.appearances = try parseAppearances(try value())
            case "--legibility-weight": options.legibilityWeights = try parseLegibilityWeights(try value())
            case "--overlay":
                let name = try value()
                guard let overlay = SheetOverlay(rawValue: name) else {
                    throw UsageError(message: "unknown overlay '\(name)' for --overlay (use accessibility)")
                }
                options.overlays = [overlay]
            case "--locales":
                let list = try value()
                let locales = list.split(separator: ",").map(String.init)
                guard !locales.isEmpty, !locales.contains(where: \.isEmpty) else {
                    throw UsageError(message: "--locales needs a comma-separated list of locales, such as ko,ja, not '\(list)'")
                }
                options.locales = locales
            case "--pseudo-locale": options.pseudoLocale = true
            case "--every-variant": options.reportsEveryVariant = true
            case "--interval":
                let text = try value()
                guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                    throw UsageError(message: "--interval needs a number of seconds between 0 and 3600, not '\(text)'")
                }
                options.watchInterval = seconds
                intervalWasGiven = true
            case "--port" where isPreview:
                let text = try value()
                guard let port = UInt16(text) else { throw UsageError(message: "--port needs a port number from 0 to 65535, not '\(text)'") }
                preview.port = port
            case "--host" where isPreview: preview.host = try value()
            case "--open" where isPreview: preview.opensBrowser = true
            case "--port", "--host", "--open": throw UsageError(message: "'\(argument)' is an option of tipc preview")
            case "--": options.inputs += rest.map(InputSource.init(argument:)); rest = []
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let suggestion = Suggestions.closest(to: argument, among: Help.optionNames)
                    throw UsageError(message: "unknown option '\(argument)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
                }
                options.inputs.append(InputSource(argument: argument))
            }
        }
        if isPreview {
            try PreviewOptions.validate(options)
            if !intervalWasGiven { options.watchInterval = PreviewOptions.defaultInterval }
            preview.build = options
            return .preview(preview)
        }
        try validate(options, isCheck: isCheck)
        if isWatch { return .watch(options) }
        return isCheck ? .check(options) : .build(options)
    }

    /// The command whose help the arguments ask for: `tipc help COMMAND`, or `--help` (`-h`)
    /// after a command (`tipc fmt --help`) or among a build's files and options; nil when they
    /// ask for none, or for the general help.
    private static func helpTopic(_ arguments: [String]) -> HelpTopic? {
        guard let first = arguments.first else { return nil }
        if first == "help" { return arguments.dropFirst().first.flatMap(HelpTopic.init(rawValue:)) }
        let options = arguments.dropFirst().prefix { $0 != "--" }
        guard first != "--help", first != "-h", options.contains("--help") || options.contains("-h") else { return nil }
        if first == "--check" { return .check }
        return HelpTopic(rawValue: first) ?? .build
    }

    /// `all`, or a comma-separated list of category names (SwiftUI's, `AX1`…`AX5`, UIKit's).
    private static func parseSizeCategories(_ list: String) throws(UsageError) -> [ContentSizeCategory] {
        if list == "all" { return ContentSizeCategory.allCases }
        var categories: [ContentSizeCategory] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let category = ContentSizeCategory(name: String(name)) else {
                let names = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
                throw UsageError(message: "unknown content size category '\(name)' for --size-categories (use all, or some of \(names))")
            }
            categories.append(category)
        }
        return categories
    }

    /// `light`, `dark`, or both, comma-separated, in the order given.
    private static func parseAppearances(_ list: String) throws(UsageError) -> [Appearance] {
        var appearances: [Appearance] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let appearance = Appearance(rawValue: String(name)) else {
                throw UsageError(message: "unknown appearance '\(name)' for --appearance (use light, dark, lightIncreasedContrast or darkIncreasedContrast, joined by commas)")
            }
            if !appearances.contains(appearance) { appearances.append(appearance) }
        }
        return appearances
    }

    /// `regular`, `bold`, or both, comma-separated.
    private static func parseLegibilityWeights(_ list: String) throws(UsageError) -> [LegibilityWeight] {
        var weights: [LegibilityWeight] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let weight = LegibilityWeight(rawValue: String(name)) else {
                throw UsageError(message: "unknown legibility weight '\(name)' for --legibility-weight (use regular, bold or regular,bold)")
            }
            weights.append(weight)
        }
        return LegibilityWeight.allCases.filter(weights.contains)
    }

    private static func parseEmit(_ list: String) throws(UsageError) -> [EmitKind] {
        var kinds: Set<EmitKind> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = EmitKind(rawValue: String(name)) else {
                throw UsageError(message: "unknown output kind '\(name)' for --emit (use json, svg, sheet, swift)")
            }
            kinds.insert(kind)
        }
        return kinds.sorted()
    }

    private static func validate(_ options: BuildOptions, isCheck: Bool) throws(UsageError) {
        if options.inputs.isEmpty { throw UsageError(message: "no input files") }
        if options.inputs.filter({ $0 == .standardInput }).count > 1 {
            throw UsageError(message: "standard input ('-') can be read only once")
        }
        if isCheck { return }
        if options.writesToStdout {
            if options.inputs.count > 1 {
                throw UsageError(message: "'-o -' writes one document to standard output: give one input")
            }
            if options.component == nil && options.emitWasGiven && options.emit.count != 1 {
                throw UsageError(message: "'-o -' writes one kind of output: use --emit json, --emit sheet or --emit swift")
            }
            if options.component == nil && options.emit == [.svg] {
                throw UsageError(message: "'-o -' with --emit svg needs --component NAME")
            }
        }
    }
}
