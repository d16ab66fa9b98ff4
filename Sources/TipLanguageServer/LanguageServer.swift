import Foundation

/// `tipc lsp`: a Language Server Protocol 3.17 server over stdio.
///
/// Messages are framed with `Content-Length` headers (``MessageReader``, ``MessageWriter``) and
/// handled one at a time, in order, by a ``ServerSession``.
public enum LanguageServer {
    /// Serves requests from `input` to `output` until `exit`; returns the process exit code
    /// (0 after `shutdown` then `exit`; 1 for `exit` without `shutdown` or when the input ends
    /// first).
    public static func serve(input: FileHandle, output: FileHandle) -> Int32 {
        var reader = MessageReader(handle: input)
        return serve(reader: &reader, writer: MessageWriter(handle: output), session: ServerSession())
    }

    /// Serves frames from `reader` through `session`, writing replies to `writer`.
    public static func serve(reader: inout MessageReader, writer: MessageWriter, session: ServerSession) -> Int32 {
        var session = session
        while true {
            let frame = reader.next()
            for message in session.handle(frame) { writer.send(message) }
            if let code = session.exitCode { return code }
            if frame == .endOfInput { return 1 }
        }
    }
}
