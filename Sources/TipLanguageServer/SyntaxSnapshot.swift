import Foundation
import TipSyntax

/// One version of a document's text, lexed and parsed on first use and then kept: the features
/// that only need syntax (hover, completion, definition, symbols, formatting) and the compile of
/// that version share it, whichever thread asks first, so the text is parsed once.
final class SyntaxSnapshot: @unchecked Sendable {
    private let path: String
    private let bytes: [UInt8]
    private let lock = NSLock()
    private var parsedFile: ParsedFile?

    /// A snapshot of `bytes`, the text of the document at `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Frees the tokens and tree on a background thread: for a big document that takes
    /// milliseconds, and the last reference is usually dropped by the serving thread (a change
    /// replaces the snapshot), which must stay free for requests.
    deinit {
        guard let parsed = parsedFile.take() else { return }
        DispatchQueue.global(qos: .utility).async { [parsed = consume parsed] in withExtendedLifetime(parsed) {} }
    }

    /// The tokens and tree of the text (as file 0); the first caller parses, later ones (on any
    /// thread) wait for it and share the result.
    var parsed: ParsedFile {
        lock.withLock {
            if let parsedFile { return parsedFile }
            let parsed = ParsedFile(SourceFile(id: FileID(0), path: path, bytes: bytes))
            parsedFile = parsed
            return parsed
        }
    }
}
