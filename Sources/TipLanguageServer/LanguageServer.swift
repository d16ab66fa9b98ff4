/// `tipc lsp`: a Language Server Protocol 3.17 server over stdio.
///
/// Messages are framed with `Content-Length` headers (``MessageReader``, ``MessageWriter``) and
/// handled in order by a ``ServerSession`` on the serving thread; a reader thread keeps the
/// input drained and compiles run on a worker thread (see `ServerLoop`).
public enum LanguageServer {
    /// Serves requests from the file descriptor `input` to the file descriptor `output` (pipes,
    /// or standard input and output) until `exit`; returns the process exit code (0 after
    /// `shutdown` then `exit`; 1 for `exit` without `shutdown` or when the input ends first).
    /// Files that are not open are read through `session`'s loader.
    public static func serve(
        input: Int32, output: Int32, session: ServerSession = ServerSession(), options: ServerOptions = ServerOptions()
    ) -> Int32 {
        var loop = ServerLoop(session: session, writer: MessageWriter(descriptor: output), options: options)
        return loop.run(reading: MessageReader(descriptor: input))
    }
}
