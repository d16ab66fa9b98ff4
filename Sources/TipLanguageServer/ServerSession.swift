import TipPipeline
import TipEmit
import TipSemantics

/// The server's state machine, independent of any stream and any thread: feed it frames, send
/// what it returns. Compiles are asked for, not run: see `DocumentSync.swift`.
///
/// Lifecycle (LSP 3.17): before `initialize`, requests get `-32002` and notifications are
/// dropped; after `shutdown`, requests get `-32600`; `exit` ends the session with code 0 when
/// `shutdown` came first and 1 otherwise. Notifications never get a response; responses from
/// the client (the server sends no requests) are ignored.
///
/// Requests are answered at once from the current text's syntax (``OpenDocument/analysis``),
/// never waiting for a compile.
public struct ServerSession: Sendable {
    /// Where the session is in the protocol's lifecycle.
    public enum State: Sendable {
        /// Waiting for `initialize`.
        case uninitialized
        /// Serving requests.
        case running
        /// `shutdown` received; waiting for `exit`.
        case shutDown
    }

    /// The lifecycle state.
    public private(set) var state = State.uninitialized
    /// What the client supports, from `initialize`.
    private(set) var clientCapabilities = ClientCapabilities()
    /// The process exit code, set once `exit` has been received.
    public private(set) var exitCode: Int32?
    /// Open documents by URI.
    var documents: [String: OpenDocument] = [:]
    /// Reads imported files that are not open.
    let disk: any SourceLoader
    /// Font faces and font folders kept between compiles, for the font diagnostics.
    let fonts = FontCache()
    /// The documents waiting for a compile.
    var compiles = CompileQueue()
    /// Set by a change that queued debounced compiles; the serving loop restarts its debounce
    /// wait and clears it.
    var debounceRequested = false
    /// The last revision number given to a text.
    var revisions = 0

    /// Creates a session that reads files that are not open through `disk`.
    public init(disk: any SourceLoader = FileSystemLoader()) {
        self.disk = disk
    }

    /// Handles one frame from the reader and returns the messages to send, in order.
    public mutating func handle(_ frame: IncomingFrame) -> [JSON] {
        switch frame {
        case .endOfInput:
            return []
        case .badHeader(let problem):
            return [RPCMessage.error(id: .null, .parseError(problem))]
        case .oversizedBody(let length, let id):
            return [RPCMessage.error(id: id ?? .null, .messageTooLarge(length))]
        case .body(let bytes):
            do {
                return handle(message: try JSON.parse(bytes))
            } catch {
                return [RPCMessage.error(id: .null, .parseError("invalid JSON: \(error.message) at byte \(error.offset)"))]
            }
        }
    }

    /// Handles one decoded message.
    public mutating func handle(message: JSON) -> [JSON] {
        guard message.isObject else {
            return [RPCMessage.error(id: .null, .invalidRequest("a message must be a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"]?.stringValue else {
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [RPCMessage.error(id: Self.echoableID(id), .invalidRequest("a request needs a string `method`"))]
        }
        guard message["jsonrpc"]?.stringValue == "2.0" else {
            return id == nil ? [] : [RPCMessage.error(id: Self.echoableID(id), .invalidRequest("`jsonrpc` must be \"2.0\""))]
        }
        guard let id else {
            return handleNotification(method, params: message["params"])
        }
        guard Self.echoableID(id) == id, id != .null else {
            return [RPCMessage.error(id: .null, .invalidRequest("a request id must be an integer or a string"))]
        }
        do throws(ResponseError) {
            return [RPCMessage.response(id: id, result: try handleRequest(method, params: message["params"]))]
        } catch {
            return [RPCMessage.error(id: id, error)]
        }
    }

    /// The id to echo in an error: the id itself when it is an integer or a string, else null.
    private static func echoableID(_ id: JSON?) -> JSON {
        switch id {
        case .integer?, .string?: id ?? .null
        default: .null
        }
    }

    private mutating func handleRequest(_ method: String, params: JSON?) throws(ResponseError) -> JSON {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            state = .running
            clientCapabilities = ClientCapabilities(initializeParams: params ?? .null)
            return Capabilities.initializeResult
        case (.uninitialized, _):
            throw ResponseError.serverNotInitialized
        case (.shutDown, _):
            throw ResponseError.invalidRequest("the server is shutting down")
        case (.running, "initialize"):
            throw ResponseError.invalidRequest("the server is already initialized")
        case (.running, "shutdown"):
            state = .shutDown
            return .null
        case (.running, _):
            return try handleFeature(method, params: RequestParams(params))
        }
    }

    private func handleFeature(_ method: String, params: RequestParams) throws(ResponseError) -> JSON {
        switch method {
        case "textDocument/hover":
            return try target(of: params).map { Hover.hover(in: $0.analysis, at: $0.offset) } ?? .null
        case "textDocument/completion":
            return try target(of: params).map { Completion.list(in: $0.analysis, at: $0.offset, snippets: clientCapabilities.snippets) } ?? .null
        case "textDocument/definition":
            return try target(of: params).map { Definition.location(in: $0.analysis, at: $0.offset) } ?? .null
        case "textDocument/documentSymbol":
            return documents[try params.documentURI()].map { DocumentSymbols.symbols(of: $0.analysis) } ?? .null
        case "textDocument/foldingRange":
            return documents[try params.documentURI()].map { FoldingRanges.ranges(in: $0.analysis.syntaxTree) } ?? .null
        case "textDocument/codeAction":
            let uri = try params.documentURI()
            guard let document = documents[uri] else { return .null }
            let range = try params.range()
            let file = document.analysis.file
            let bytes = UTF16Positions.offset(of: range.start, in: file)...UTF16Positions.offset(of: range.end, in: file)
            return document.quickFixes.actions(touching: bytes, uri: uri, only: params.json["context"]?["only"]?.arrayValue?.compactMap(\.stringValue))
        case "textDocument/references":
            return try references(params)
        case "textDocument/prepareRename":
            return try prepareRename(params)
        case "textDocument/rename":
            return try rename(params)
        case "textDocument/documentColor":
            return documents[try params.documentURI()].map { DocumentColors.colors(in: $0.analysis) } ?? []
        case "textDocument/colorPresentation":
            return try ColorPresentations.presentations(params)
        case "textDocument/formatting":
            guard let document = documents[try params.documentURI()] else { return .null }
            return try Formatting.edits(for: document.syntax.parsed)
        default:
            throw ResponseError.methodNotFound(method)
        }
    }

    /// The analysis and byte offset a positional request names; nil when the document is not open.
    private func target(of params: RequestParams) throws(ResponseError) -> (analysis: DocumentAnalysis, offset: Int)? {
        let uri = try params.documentURI()
        let position = try params.position()
        guard let analysis = documents[uri]?.analysis else { return nil }
        return (analysis, UTF16Positions.offset(of: position, in: analysis.file))
    }

    private mutating func handleNotification(_ method: String, params: JSON?) -> [JSON] {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return []
        }
        guard state == .running else { return [] }
        let params = RequestParams(params)
        switch method {
        case "textDocument/didOpen": return didOpen(params)
        case "textDocument/didChange": return didChange(params)
        case "textDocument/didClose": return didClose(params)
        default: return []
        }
    }
}
