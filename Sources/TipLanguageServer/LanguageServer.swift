import Foundation

/// `tipc lsp`: a Language Server Protocol 3.17 server over stdio. (Contract placeholder.)
public enum LanguageServer {
    /// Serves requests from `input` to `output` until `exit`; returns the process exit code.
    public static func serve(input: FileHandle, output: FileHandle) -> Int32 {
        1
    }
}
