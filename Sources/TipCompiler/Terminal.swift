#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipEmit
import TipPipeline
import TipSemantics

/// The outside world of one `tipc` run: standard streams and environment. The executable backs
/// it with the process's own; tests back it with buffers.
public protocol Terminal: AnyObject {
    /// All of standard input if it holds at most `limit` bytes; reading stops one byte past the
    /// limit (``SourceLoadError/tooLarge(limit:)``), so an endless stream is never read whole.
    func readStandardInput(limit: Int) -> Result<[UInt8], SourceLoadError>
    /// Appends to standard output.
    func writeOutput(_ text: String)
    /// Appends to standard output what `write` puts into the sink, flushed when it returns, so
    /// that a document of any size costs a fixed buffer.
    func streamOutput(_ write: (ByteSink) -> Void)
    /// Appends to standard error.
    func writeError(_ text: String)
    /// Whether standard error is an interactive terminal (for colour).
    var errorIsTerminal: Bool { get }
    /// An environment variable.
    func environment(_ name: String) -> String?
}

/// The process's own standard output.
public enum StandardOutput {
    /// Streams to file descriptor 1, as ``Terminal/streamOutput(_:)`` describes.
    public static func stream(_ write: (ByteSink) -> Void) {
        let sink = FileSink(descriptor: STDOUT_FILENO)
        write(sink)
        try? sink.finish()
    }
}

/// The process's own standard input.
public enum StandardInput {
    /// Reads file descriptor 0 as ``Terminal/readStandardInput(limit:)`` describes.
    public static func read(limit: Int) -> Result<[UInt8], SourceLoadError> {
        RegularFile.readAll(STDIN_FILENO, expected: 64 << 10, limit: limit)
    }
}
