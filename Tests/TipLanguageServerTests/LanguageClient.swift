import Foundation
import Testing
import TipEmit
@testable import TipLanguageServer

/// An editor in a test: runs ``LanguageServer/serve(input:output:)`` on a thread over two pipes
/// and talks to it with framed JSON-RPC, one message at a time.
final class LanguageClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private var reader: MessageReader
    private var nextID = 1
    private var queued: [JSON] = []
    private let finished = DispatchSemaphore(value: 0)
    private let exitCode = LockedCode()

    /// Starts the server with `session` and `options`. Reads give up after `timeout` seconds so
    /// a silent server fails the test instead of hanging it.
    init(timeout: Int32 = 20, session: ServerSession = ServerSession(), options: ServerOptions = ServerOptions()) {
        let output = fromServer.fileHandleForReading
        reader = MessageReader {
            var descriptor = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeout * 1000) > 0 else { return [] }
            return Array(output.availableData)
        }
        let input = toServer.fileHandleForReading.fileDescriptor, serverOutput = fromServer.fileHandleForWriting.fileDescriptor
        let code = exitCode, done = finished
        Thread.detachNewThread {
            code.set(LanguageServer.serve(input: input, output: serverOutput, session: session, options: options))
            done.signal()
        }
    }

    /// Sends raw bytes (for malformed messages).
    func sendRaw(_ bytes: [UInt8]) {
        toServer.fileHandleForWriting.write(Data(bytes))
    }

    /// Sends a message, framed.
    func send(_ message: JSON) {
        sendRaw(MessageWriter.frame(message))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON = .null) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request and returns its response (`result` or `error` object), keeping the
    /// notifications that arrive before it for ``notification(_:)``.
    @discardableResult
    func request(_ method: String, _ params: JSON = .null) throws -> JSON {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params])
        return try response(id: .integer(id))
    }

    /// Sends a request and waits for its answer: once it returns, every message sent before
    /// has been handled (the server handles messages in order).
    func waitUntilHandled() throws {
        try request("textDocument/hover", Self.at("file:///nothing-open.tip", 0, 0))
    }

    /// Reads until the response with `id` arrives.
    func response(id: JSON) throws -> JSON {
        while true {
            let message = try read()
            if message["method"] == nil, message["id"] == id { return message }
            queued.append(message)
        }
    }

    /// The next notification called `method` (earlier ones of other methods are kept).
    func notification(_ method: String) throws -> JSON {
        if let index = queued.firstIndex(where: { $0["method"]?.stringValue == method }) {
            return queued.remove(at: index)
        }
        while true {
            let message = try read()
            if message["method"]?.stringValue == method { return message }
            queued.append(message)
        }
    }

    /// Every notification called `method` read so far and not yet taken, in order.
    func takeReceived(_ method: String) -> [JSON] {
        let taken = queued.filter { $0["method"]?.stringValue == method }
        queued.removeAll { $0["method"]?.stringValue == method }
        return taken
    }

    /// The diagnostics of the next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [JSON] {
        while true {
            let params = try notification("textDocument/publishDiagnostics")["params"]
            if params?["uri"]?.stringValue == uri { return params?["diagnostics"]?.arrayValue ?? [] }
        }
    }

    /// Initializes the server (request and `initialized`) as a client with `capabilities`;
    /// returns the `initialize` result.
    @discardableResult
    func initialize(capabilities: JSON = [:]) throws -> JSON {
        let response = try request("initialize", ["processId": .null, "rootUri": .null, "capabilities": capabilities])
        notify("initialized", [:])
        return try #require(response["result"])
    }

    /// Opens a document.
    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "tip", "version": .integer(version), "text": .string(text)],
        ])
    }

    /// Replaces a document's whole text.
    func change(_ uri: String, _ text: String, version: Int) {
        notify("textDocument/didChange", Self.didChange(uri, version: version, [["text": .string(text)]]))
    }

    /// The params of a `didChange`.
    static func didChange(_ uri: String, version: Int, _ changes: [JSON]) -> JSON {
        ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": .array(changes)]
    }

    /// A content change replacing the range from (`startLine`, `startCharacter`) to (`endLine`,
    /// `endCharacter`) with `text`.
    static func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> JSON {
        [
            "range": [
                "start": ["line": .integer(startLine), "character": .integer(startCharacter)],
                "end": ["line": .integer(endLine), "character": .integer(endCharacter)],
            ],
            "text": .string(text),
        ]
    }

    /// The `params` of a positional request.
    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": .integer(character)]]
    }

    /// Closes the input and waits for the server to return; its exit code.
    func finish() throws -> Int32 {
        try toServer.fileHandleForWriting.close()
        guard finished.wait(timeout: .now() + 20) == .success else { throw ClientError.timeout }
        return try #require(exitCode.get())
    }

    /// Waits for the server to return without closing its input; its exit code.
    func waitForExit() throws -> Int32 {
        guard finished.wait(timeout: .now() + 20) == .success else { throw ClientError.timeout }
        return try #require(exitCode.get())
    }

    /// The next message from the server, whatever it is.
    func read() throws -> JSON {
        switch reader.next() {
        case .body(let bytes): return try JSON.parse(bytes)
        case .badHeader(let problem): throw ClientError.badFrame(problem)
        case .oversizedBody(let length, _): throw ClientError.badFrame("\(length) bytes")
        case .endOfInput: throw ClientError.timeout
        }
    }

    enum ClientError: Error {
        case timeout
        case badFrame(String)
    }
}

/// The exit code handed from the server thread to the test.
final class LockedCode: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32?
    func set(_ value: Int32) { lock.lock(); code = value; lock.unlock() }
    func get() -> Int32? { lock.lock(); defer { lock.unlock() }; return code }
}
