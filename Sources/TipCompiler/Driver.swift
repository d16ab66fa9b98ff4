#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipLayout
import TipParallel
import TipPipeline
import TipSemantics
import TipSyntax
import TipSystem

/// Runs a parsed ``Invocation`` against a ``Terminal`` and returns the exit code: 0 success
/// (warnings allowed), 1 errors in the input, 2 usage or I/O errors.
public struct Driver {
    /// The compiler version printed by `--version`.
    public static let version = "0.1.0"

    /// Exit codes.
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case inputErrors = 1
        case usageOrIOError = 2
    }

    let terminal: any Terminal
    let compilation: Compilation
    /// How the process uses memory: with ``MemoryPolicy/leavesResultsToExit``, `check` and
    /// `build` leave what they compiled for the process's exit to reclaim rather than free it
    /// before returning (``ExitReclaim``), for a process that exits right after
    /// ``run(arguments:)``.
    let memory: MemoryPolicy

    /// Creates a driver for a process that uses memory as `memory` says. By default, undeclared
    /// font families are also looked up in the system font folders (after `--font-dir`
    /// folders), unless a build asks for `--no-system-fonts`.
    public init(
        terminal: any Terminal, compilation: Compilation = Compilation(fontSearch: FontSearch(includesSystemDirectories: true)),
        memory: MemoryPolicy = .freesAsItGoes
    ) {
        self.terminal = terminal
        self.compilation = compilation
        self.memory = memory
    }

    /// Parses `arguments` (without the program name) and runs them.
    public func run(arguments: [String]) -> ExitCode {
        do {
            return run(try Invocation.parse(arguments))
        } catch {
            reportError(error.message, usageHint: true)
            return .usageOrIOError
        }
    }

    /// Runs an invocation.
    public func run(_ invocation: Invocation) -> ExitCode {
        switch invocation {
        case .help(let topic):
            terminal.writeOutput(topic.map(Help.text(for:)) ?? Help.text)
            return .success
        case .version:
            terminal.writeOutput("tipc \(Self.version)\n")
            return .success
        case .check(let options):
            return compileAll(options, writeOutputs: false)
        case .build(let options):
            return compileAll(options, writeOutputs: true)
        case .format(let options):
            return runFormat(options)
        case .fix(let options):
            return runFix(options)
        case .watch(let options):
            return runWatch(options)
        case .preview(let options):
            return runPreview(options)
        }
    }

    /// Compiles every input, prints the diagnostics of all of them, and writes the outputs of
    /// each input that has no errors.
    func compileAll(_ options: BuildOptions, writeOutputs: Bool) -> ExitCode {
        var record = BuildRecord()
        let exit = compileAll(options, writeOutputs: writeOutputs, record: &record)
        if memory.leavesResultsToExit { ExitReclaim.keep(record) }
        return exit
    }

    /// ``compileAll(_:writeOutputs:)``, noting in `record` what each input read and wrote, and
    /// writing the `--deps` file when every input built. Inputs are read in order, compiled in
    /// parallel across cores, then written and reported in input order, so the output is the
    /// same as compiling them one by one.
    func compileAll(_ options: BuildOptions, writeOutputs: Bool, record: inout BuildRecord) -> ExitCode {
        warnAboutMissingFontFolders(options)
        var compilation = configuredCompilation(for: options)
        compilation.memory = memory
        // A check needs no memory after compiling: what it is done with is left to the exit.
        let leavesTreesToExit = memory.leavesResultsToExit && !writeOutputs
        let compiler = compilation
        let reads = options.inputs
            .map { input in Result { () throws(InputError) in try readInput(input, stdinName: options.stdinName) } }
        // A check needs the diagnostics of every phase but no layout: it stops after the fonts.
        let last: CompilationPhase = writeOutputs ? .layout : .fonts
        let emitsSwift = writeOutputs && options.emit.contains(.swift)
        let compiled = ParallelWork.map(reads) { read in
            read.map { input in
                var result = compiler.compile(path: input.path, bytes: input.bytes, through: last)
                let declared = emitsSwift ? result.declaredComponents : []
                // Outputs and diagnostics need none of it: a build frees it before writing them.
                if leavesTreesToExit { ExitReclaim.keep(result.resolved) }
                result.resolved = nil
                return (result, declared)
            }
        }
        var exit = ExitCode.success
        for (input, outcome) in zip(options.inputs, compiled) {
            switch outcome {
            case .success(let (result, declared)):
                record.entries.append(BuildRecord.Entry(input: input, result: result, declaredComponents: declared))
                if result.hasErrors { exit = max(exit, .inputErrors) }
            case .failure(let error):
                reportError(error.message)
                exit = max(exit, error.exitCode)
            }
        }
        record.forgiveStylesUsedAcrossInputs()
        if emitsSwift { exit = max(exit, nameSwiftAccessors(of: &record, options: options)) }
        if writeOutputs { exit = max(exit, self.writeOutputs(of: &record, options: options, allBuilt: exit == .success)) }
        let colored = terminal.errorIsTerminal && terminal.environment("NO_COLOR") == nil
        let rendered = DiagnosticRenderer(format: options.diagnosticFormat, colored: colored).render(record.entries.map(\.result))
        terminal.writeError(rendered)
        return exit
    }

    /// The driver's compilation with what `options` say about fonts, variants and locales, its
    /// cores shared among the inputs.
    func configuredCompilation(for options: BuildOptions) -> Compilation {
        var compilation = self.compilation
        compilation.fontSearch.directories = options.fontDirectories + compilation.fontSearch.directories
        compilation.fontSearch.includesSystemDirectories = compilation.fontSearch.includesSystemDirectories && options.usesSystemFonts
        compilation.sizeCategories = options.sizeCategories ?? compilation.sizeCategories
        compilation.appearances = options.appearances ?? compilation.appearances
        compilation.legibilityWeights = options.legibilityWeights ?? compilation.legibilityWeights
        compilation.overlays = options.overlays ?? compilation.overlays
        compilation.locales = options.locales ?? compilation.locales
        compilation.pseudoLocale = options.pseudoLocale || compilation.pseudoLocale
        compilation.reportsEveryVariant = options.reportsEveryVariant || compilation.reportsEveryVariant
        // The cores the inputs do not take in turn go to each input's own resolving and layout.
        compilation.threadsPerInput = max(1, ParallelWork.coreCount / max(1, options.inputs.count))
        return compilation
    }

    /// Warns about each `--font-dir` that is not a folder.
    func warnAboutMissingFontFolders(_ options: BuildOptions) {
        for folder in options.fontDirectories where !Self.isFolder(folder) {
            reportWarning("font folder '\(folder)' (--font-dir) does not exist or is not a folder; no fonts are read from it")
        }
    }

    /// Reads an input: a file, or standard input. An input over
    /// ``FileLimits.maximumFileSize`` is an input error (exit 1); other failures are I/O errors.
    func readInput(_ input: InputSource, stdinName: String?) throws(InputError) -> (path: String, bytes: [UInt8]) {
        let limit = FileLimits.maximumFileSize
        switch input {
        case .standardInput:
            switch terminal.readStandardInput(limit: limit) {
            case .success(let bytes): return (stdinName ?? "<stdin>", bytes)
            case .failure(let failure): throw InputError(standardInput: failure)
            }
        case .file(let path):
            switch RegularFile.read(path, limit: limit) {
            case .success(let bytes): return (path, bytes)
            case .failure(let failure): throw InputError(input: path, failure)
            }
        }
    }
}

extension Driver {
    /// Prints `tipc: error: message` (with the usage hint after it when asked), the message
    /// made safe for a terminal: it may hold file names and source text.
    func reportError(_ message: String, usageHint: Bool = false) {
        terminal.writeError("tipc: error: \(TerminalText.sanitized(message))\n" + (usageHint ? Help.usageHint : ""))
    }

    /// Prints `tipc: warning: message`, made safe for a terminal.
    func reportWarning(_ message: String) {
        terminal.writeError("tipc: warning: \(TerminalText.sanitized(message))\n")
    }

    /// Whether `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

/// An input that could not be read or written, with the exit code it leads to.
struct InputError: Error {
    /// What went wrong, for `tipc: error: …`.
    let message: String
    /// Exit 2 (I/O) unless the input itself is at fault (too large: exit 1).
    var exitCode: Driver.ExitCode = .usageOrIOError

    /// Why the input file `input` could not be read.
    init(input: String, _ failure: SourceLoadError) {
        switch failure {
        case .notFound: message = "no such file '\(input)'"
        case .folder: message = "'\(input)' is a folder, not a file"
        case .notRegularFile(let kind): message = "'\(input)' is \(kind), not a regular file (use '-' to read standard input)"
        case .tooLarge(let limit):
            message = "cannot read '\(input)': \(SourceLoadError.tooLargeReason(limit))"
            exitCode = .inputErrors
        case .unreadable(let why): message = "cannot read '\(input)': \(why)"
        }
    }

    /// Why standard input could not be read.
    init(standardInput failure: SourceLoadError) {
        switch failure {
        case .tooLarge(let limit):
            message = "cannot read standard input: it is larger than the \(limit >> 20) MiB limit"
            exitCode = .inputErrors
        default:
            message = "cannot read standard input: \(failure)"
        }
    }

    /// An error with this message and exit code.
    init(message: String, exitCode: Driver.ExitCode = .usageOrIOError) {
        self.message = message
        self.exitCode = exitCode
    }
}

extension Driver.ExitCode: Comparable {
    public static func < (lhs: Driver.ExitCode, rhs: Driver.ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
