import TipEmit
import TipSemantics
import TipSyntax

/// A document the editor has open: its latest text and the compile of that text.
struct OpenDocument: Sendable {
    /// The editor's version number (from `didOpen`/`didChange`).
    var version: Int?
    /// The compile of the current text.
    var analysis: DocumentAnalysis
}

/// `didOpen`, `didChange`, `didClose`: keep the text, recompile, publish diagnostics.
extension ServerSession {
    mutating func didOpen(_ params: RequestParams) -> [JSON] {
        let item = params.json["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else { return [] }
        return update(uri, text: Array(text.utf8), version: item?["version"]?.integerValue)
    }

    /// Applies the content changes in order: one without a `range` replaces the whole text; one
    /// with a range (not requested, but tolerated) replaces that range.
    mutating func didChange(_ params: RequestParams) -> [JSON] {
        guard let uri = params.json["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
              let changes = params.json["contentChanges"]?.arrayValue else { return [] }
        var bytes = document.analysis.file.bytes
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = TextRange(json: change["range"]) {
                let file = SourceFile(id: FileID(0), path: "", bytes: bytes)
                let start = UTF16Positions.offset(of: range.start, in: file)
                let end = max(start, UTF16Positions.offset(of: range.end, in: file))
                bytes.replaceSubrange(start..<end, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
        }
        let version = params.json["textDocument"]?["version"]?.integerValue ?? document.version
        return update(uri, text: bytes, version: version)
    }

    /// Forgets the document and clears its diagnostics; documents that import it are
    /// recompiled against the disk.
    mutating func didClose(_ params: RequestParams) -> [JSON] {
        guard let uri = params.json["textDocument"]?["uri"]?.stringValue,
              let closed = documents.removeValue(forKey: uri) else { return [] }
        let cleared = Self.publishDiagnostics(["uri": .string(uri), "diagnostics": []])
        return [cleared] + recompileDependents(of: DocumentAnalysis.path(of: closed.analysis.uri))
    }

    /// Stores and compiles the new text, publishes its diagnostics, and recompiles the other
    /// open documents that import it.
    private mutating func update(_ uri: String, text: [UInt8], version: Int?) -> [JSON] {
        let analysis = DocumentAnalysis(uri: uri, bytes: text, loader: loader(adding: (uri, text)))
        documents[uri] = OpenDocument(version: version, analysis: analysis)
        return [publish(uri)] + recompileDependents(of: DocumentAnalysis.path(of: uri), except: uri)
    }

    /// Recompiles, in URI order, every open document whose last compile read `path`.
    private mutating func recompileDependents(of path: String, except excluded: String? = nil) -> [JSON] {
        var messages: [JSON] = []
        for uri in documents.keys.sorted() where uri != excluded {
            guard let document = documents[uri], document.analysis.importedPaths.contains(path) else { continue }
            let analysis = DocumentAnalysis(uri: uri, bytes: document.analysis.file.bytes, loader: loader())
            documents[uri]?.analysis = analysis
            messages.append(publish(uri))
        }
        return messages
    }

    /// A loader serving every open document's text (with `added` in place of its stored text)
    /// before the disk.
    private func loader(adding added: (uri: String, text: [UInt8])? = nil) -> OverlayLoader {
        var overlay: [String: [UInt8]] = [:]
        for (uri, document) in documents {
            overlay[DocumentAnalysis.path(of: uri)] = document.analysis.file.bytes
        }
        if let added { overlay[DocumentAnalysis.path(of: added.uri)] = added.text }
        return OverlayLoader(overlay: overlay, fallback: disk)
    }

    /// The `publishDiagnostics` notification for the open document `uri`.
    private func publish(_ uri: String) -> JSON {
        let document = documents[uri]
        let params = document.map { DiagnosticConversion.publishParams($0.analysis, version: $0.version) }
        return Self.publishDiagnostics(params ?? ["uri": .string(uri), "diagnostics": []])
    }

    private static func publishDiagnostics(_ params: JSON) -> JSON {
        RPCMessage.notification(method: "textDocument/publishDiagnostics", params: params)
    }
}
