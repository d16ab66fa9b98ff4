import TipEmit

/// `didOpen`, `didChange`, `didClose`: keep the text, ask for compiles, publish what they find.
///
/// Nothing here compiles: a change only records the new text and queues the document (and the
/// open documents that import it) in ``ServerSession/compiles``. The serving loop hands due
/// jobs (``nextCompileJob()``) to a worker and brings their outcomes back (``finish(_:)``).
/// `didOpen` and `didClose` queue their compiles as due; `didChange` queues them debounced and
/// sets ``ServerSession/debounceRequested``.
extension ServerSession {
    mutating func didOpen(_ params: RequestParams) -> [JSON] {
        let item = params.json["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else { return [] }
        let document = OpenDocument(
            uri: uri, version: item?["version"]?.integerValue, text: DocumentText(bytes: Array(text.utf8)), revision: takeRevision())
        documents[uri] = document
        compiles.add(uri, isDue: true)
        queueDependents(of: document.path, except: uri, isDue: true)
        return []
    }

    /// Applies the content changes (see ``ContentChanges``) all or none; when they are refused,
    /// tells the user with `window/showMessage` (an error) and keeps the text as it was.
    mutating func didChange(_ params: RequestParams) -> [JSON] {
        guard let uri = params.json["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else { return [] }
        let version = params.json["textDocument"]?["version"]?.integerValue ?? document.version
        do throws(ChangeRejection) {
            let text = try ContentChanges.apply(params.json["contentChanges"], to: document.text)
            document.update(text, version: version, revision: takeRevision())
        } catch {
            let named = version.map { "\(uri) (version \($0))" } ?? uri
            return [Self.showError("tipc ignored a change to \(named): \(error.reason). The document is unchanged.")]
        }
        documents[uri] = document
        compiles.add(uri, isDue: false)
        queueDependents(of: document.path, except: uri, isDue: false)
        debounceRequested = true
        return []
    }

    /// Forgets the document and clears its diagnostics; documents that import it are
    /// recompiled against the disk.
    mutating func didClose(_ params: RequestParams) -> [JSON] {
        guard let uri = params.json["textDocument"]?["uri"]?.stringValue,
              let closed = documents.removeValue(forKey: uri) else { return [] }
        compiles.remove(uri)
        queueDependents(of: closed.path, except: uri, isDue: true)
        return [Self.publishDiagnostics(["uri": .string(uri), "diagnostics": []])]
    }

    /// The first due compile, with the open documents' current texts in front of the disk.
    mutating func nextCompileJob() -> CompileJob? {
        while let uri = compiles.popDue() {
            guard let document = documents[uri] else { continue }
            return CompileJob(uri: uri, revision: document.revision, syntax: document.syntax, loader: loader(), fonts: fonts)
        }
        return nil
    }

    /// Takes a finished compile. One of a text that has changed since, or of a closed document,
    /// is dropped. A current one gives the document its imports, and its diagnostics
    /// are published with the version they were computed for, unless a newer compile of the
    /// document is already waiting (an import changed meanwhile).
    mutating func finish(_ outcome: CompileOutcome) -> [JSON] {
        guard let document = documents[outcome.uri], document.revision == outcome.revision else { return [] }
        documents[outcome.uri]?.imports = ImportedFiles(of: outcome.analysis)
        guard !compiles.contains(outcome.uri) else { return [] }
        let params = DiagnosticConversion.publishParams(outcome.diagnostics, of: outcome.analysis, version: document.version)
        documents[outcome.uri]?.quickFixes = QuickFixes(outcome.diagnostics, of: outcome.analysis)
        return [Self.publishDiagnostics(params)]
    }

    /// The edits have paused: every waiting compile is due.
    mutating func debounceElapsed() {
        compiles.makeAllDue()
    }

    /// Queues, in URI order, every open document but `excluded` that imports `path`.
    private mutating func queueDependents(of path: String, except excluded: String, isDue: Bool) {
        for uri in documents.keys.sorted() where uri != excluded && documents[uri]?.mayImport(path) == true {
            compiles.add(uri, isDue: isDue)
        }
    }

    /// A loader serving every open document's current text before the disk.
    private func loader() -> OverlayLoader {
        var overlay: [String: [UInt8]] = [:]
        for document in documents.values {
            overlay[document.path] = document.text.bytes
        }
        return OverlayLoader(overlay: overlay, fallback: disk)
    }

    /// A new revision number.
    private mutating func takeRevision() -> Int {
        revisions += 1
        return revisions
    }

    private static func publishDiagnostics(_ params: JSON) -> JSON {
        RPCMessage.notification(method: "textDocument/publishDiagnostics", params: params)
    }

    /// `window/showMessage` of type 1 (Error).
    private static func showError(_ message: String) -> JSON {
        RPCMessage.notification(method: "window/showMessage", params: ["type": 1, "message": .string(message)])
    }
}
