import Foundation
import TipCompiler
import TipEmit
import TipLanguageServer
import TipSemantics

/// The process's own standard streams and environment.
final class ProcessTerminal: Terminal {
    func readStandardInput(limit: Int) -> Result<[UInt8], SourceLoadError> {
        StandardInput.read(limit: limit)
    }

    func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func streamOutput(_ write: (ByteSink) -> Void) {
        StandardOutput.stream(write)
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "lsp" {
    exit(LanguageServer.serve(input: .standardInput, output: .standardOutput))
}
exit(Driver(terminal: ProcessTerminal()).run(arguments: arguments).rawValue)
