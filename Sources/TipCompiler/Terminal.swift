/// The outside world of one `tipc` run: standard streams and environment. The executable backs
/// it with the process's own; tests back it with buffers.
public protocol Terminal: AnyObject {
    /// All of standard input.
    func readStandardInput() throws -> [UInt8]
    /// Appends to standard output.
    func writeOutput(_ text: String)
    /// Appends to standard error.
    func writeError(_ text: String)
    /// Whether standard error is an interactive terminal (for colour).
    var errorIsTerminal: Bool { get }
    /// An environment variable.
    func environment(_ name: String) -> String?
}
