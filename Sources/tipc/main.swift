#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipCompiler
import TipEmit
import TipLanguageServer
import TipSemantics
import TipSystem

/// The process's own standard streams and environment.
final class ProcessTerminal: Terminal {
    func readStandardInput(limit: Int) -> Result<[UInt8], SourceLoadError> {
        StandardInput.read(limit: limit)
    }

    func writeOutput(_ text: String) {
        FileDescriptor.write(text, to: STDOUT_FILENO)
    }

    func streamOutput(_ write: (ByteSink) -> Void) {
        StandardOutput.stream(write)
    }

    func writeError(_ text: String) {
        FileDescriptor.write(text, to: STDERR_FILENO)
    }

    var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    func environment(_ name: String) -> String? {
        ProcessEnvironment.variable(name)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The one place that knows how long this process lives, and so how it should use memory.
if arguments == ["lsp"] {
    MemoryPolicy.compilesAgain.applyToProcess()
    exit(LanguageServer.serve(input: STDIN_FILENO, output: STDOUT_FILENO))
}
let memory: MemoryPolicy = ["watch", "preview"].contains(arguments.first) ? .freesAsItGoes : .compilesOnceAndExits
memory.applyToProcess()
exit(Driver(terminal: ProcessTerminal(), memory: memory).run(arguments: arguments).rawValue)
