import Foundation
import TipLayout
import TipSyntax

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

    /// Creates a driver. By default, undeclared font families are also looked up in the system
    /// font folders (after `--font-dir` folders).
    public init(terminal: any Terminal, compilation: Compilation = Compilation(fontSearch: FontSearch(includesSystemDirectories: true))) {
        self.terminal = terminal
        self.compilation = compilation
    }

    /// Parses `arguments` (without the program name) and runs them.
    public func run(arguments: [String]) -> ExitCode {
        do {
            return run(try Invocation.parse(arguments))
        } catch {
            terminal.writeError("tipc: error: \(error.message)\n\(Help.usageHint)")
            return .usageOrIOError
        }
    }

    /// Runs an invocation.
    public func run(_ invocation: Invocation) -> ExitCode {
        switch invocation {
        case .help:
            terminal.writeOutput(Help.text)
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
        case .watch(let options):
            return runWatch(options)
        }
    }

    /// Compiles every input, prints the diagnostics of all of them, and writes the outputs of
    /// each input that has no errors.
    func compileAll(_ options: BuildOptions, writeOutputs: Bool) -> ExitCode {
        var record = BuildRecord()
        return compileAll(options, writeOutputs: writeOutputs, record: &record)
    }

    /// ``compileAll(_:writeOutputs:)``, noting in `record` what each input read and wrote, and
    /// writing the `--deps` file when every input built. Inputs are read in order, compiled in
    /// parallel across cores, then written and reported in input order, so the output is the
    /// same as compiling them one by one.
    func compileAll(_ options: BuildOptions, writeOutputs: Bool, record: inout BuildRecord) -> ExitCode {
        var compilation = self.compilation
        compilation.fontSearch.directories = options.fontDirectories + compilation.fontSearch.directories
        let compiler = compilation
        let compiled = options.inputs
            .map { input in Result { () throws(InputError) in try readInput(input, stdinName: options.stdinName) } }
            .parallelMap { read in read.map { compiler.compile(path: $0.path, bytes: $0.bytes) } }
        var exit = ExitCode.success
        var results: [CompilationResult] = []
        for (input, outcome) in zip(options.inputs, compiled) {
            do {
                let result = try outcome.get()
                results.append(result)
                record.entries.append(BuildRecord.Entry(input: input, result: result))
                if result.hasErrors {
                    exit = max(exit, .inputErrors)
                } else if writeOutputs, let layout = result.layout {
                    record.entries[record.entries.count - 1].outputs = try emit(
                        layout, input: input, path: result.sources[FileID(0)].path, options: options)
                }
            } catch {
                terminal.writeError("tipc: error: \(error.message)\n")
                exit = max(exit, error.exitCode)
            }
        }
        let colored = terminal.errorIsTerminal && terminal.environment("NO_COLOR") == nil
        let rendered = DiagnosticRenderer(format: options.diagnosticFormat, colored: colored).render(results)
        terminal.writeError(rendered)
        if writeOutputs && exit == .success { exit = writeDependencyFile(record, options: options) }
        return exit
    }

    /// Writes the outputs of one input: to standard output for `-o -` (or stdin without `-o`),
    /// else to files, each written atomically and only when its bytes changed.
    /// - Returns: the output files (written or already up to date); none for standard output.
    private func emit(_ layout: LayoutDocument, input: String, path: String, options: BuildOptions) throws(InputError) -> [OutputFile] {
        var layout = layout
        if let component = options.component {
            guard let selected = layout.components.first(where: { $0.name == component }) else {
                let names = layout.components.map(\.name).joined(separator: ", ")
                throw InputError(message: "no component '\(component)' in '\(path)' (it has: \(names))")
            }
            layout.components = [selected]
        }
        if options.writesToStdout || (input == "-" && options.outputDirectory == nil) {
            terminal.writeOutput(StandardOutputSelection.text(of: layout, options: options))
            return []
        }
        let files = OutputPlan.files(
            for: layout, inputPath: path, outputDirectory: options.outputDirectory,
            emit: options.emit)
        for file in files {
            do {
                try AtomicFileWriter.writeIfChanged(file.contents, to: file.path)
            } catch {
                throw InputError(message: "cannot write '\(file.path)': \(error.localizedDescription)")
            }
        }
        return files
    }

    /// Reads an input: a file, or standard input for `-`.
    func read(_ input: String, stdinName: String?) throws(UsageError) -> (path: String, bytes: [UInt8]) {
        do {
            return try readInput(input, stdinName: stdinName)
        } catch {
            throw UsageError(message: error.message)
        }
    }

    /// ``read(_:stdinName:)`` telling the exit code apart: an input over
    /// ``DriverLimits/maximumFileSize`` is an input error (exit 1); other failures are I/O errors.
    private func readInput(_ input: String, stdinName: String?) throws(InputError) -> (path: String, bytes: [UInt8]) {
        if input == "-" {
            let bytes: [UInt8]
            do {
                bytes = try terminal.readStandardInput()
            } catch {
                throw InputError(message: "cannot read standard input: \(error.localizedDescription)")
            }
            guard bytes.count <= DriverLimits.maximumFileSize else {
                let reason = FileSystemLoader.tooLargeReason(limit: DriverLimits.maximumFileSize)
                throw InputError(message: "cannot read standard input: \(reason)", exitCode: .inputErrors)
            }
            return (stdinName ?? "<stdin>", bytes)
        }
        switch FileSystemLoader().read(path: input) {
        case .success(let bytes): return (input, bytes)
        case .failure(.notFound): throw InputError(message: "no such file '\(input)'")
        case .failure(.notAFile): throw InputError(message: "'\(input)' is not a file")
        case .failure(.unreadable(let why)):
            throw InputError(
                message: "cannot read '\(input)': \(why)",
                exitCode: why == FileSystemLoader.tooLargeReason(limit: DriverLimits.maximumSize(ofFileAt: input))
                    ? .inputErrors : .usageOrIOError)
        }
    }
}

/// An input that could not be read or written, with the exit code it leads to.
struct InputError: Error {
    /// What went wrong, for `tipc: error: …`.
    let message: String
    /// Exit 2 (I/O) unless the input itself is at fault (too large: exit 1).
    var exitCode: Driver.ExitCode = .usageOrIOError
}

extension Driver.ExitCode: Comparable {
    public static func < (lhs: Driver.ExitCode, rhs: Driver.ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
