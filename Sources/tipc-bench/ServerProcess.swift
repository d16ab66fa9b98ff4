import Foundation
import TipEmit
import TipLanguageServer

/// A `tipc lsp` process driven over pipes, as an editor drives it, with the time each message
/// arrives.
final class ServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var reader: MessageReader
    private var nextID = 1

    /// Starts `executable lsp` and initializes it.
    init(executable: URL) throws {
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        reader = MessageReader(descriptor: output.fileHandleForReading.fileDescriptor)
        try process.run()
        let initialize = request("initialize", ["processId": .null, "capabilities": [:]])
        guard wait(untilResponseTo: initialize) != nil else { fatalError("tipc lsp did not answer initialize") }
        notify("initialized", [:])
    }

    /// Writes framed messages in one go.
    func send(_ messages: [JSON]) {
        write(Self.frames(messages))
    }

    /// The bytes of `messages`, framed, to be written later by ``write(_:)``.
    static func frames(_ messages: [JSON]) -> Data {
        Data(messages.flatMap(MessageWriter.frame))
    }

    /// Writes bytes made by ``frames(_:)``.
    func write(_ frames: Data) {
        input.fileHandleForWriting.write(frames)
    }

    /// A request message with a new id, and that id.
    func makeRequest(_ method: String, _ params: JSON) -> (message: JSON, id: Int) {
        defer { nextID += 1 }
        let message: JSON = ["jsonrpc": "2.0", "id": .integer(nextID), "method": .string(method), "params": params]
        return (message, nextID)
    }

    /// Sends a request and returns its id.
    func request(_ method: String, _ params: JSON) -> Int {
        let (message, id) = makeRequest(method, params)
        send([message])
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON) {
        send([Self.notification(method, params)])
    }

    /// A notification message.
    static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// Reads messages until one satisfies `isWanted`; it and the moment it arrived (nil when
    /// the server's output ends).
    func wait(until isWanted: (JSON) -> Bool) -> (message: JSON, arrival: ContinuousClock.Instant)? {
        while true {
            guard case .body(let bytes) = reader.next() else { return nil }
            let arrival = ContinuousClock.now
            guard let message = try? JSON.parse(bytes) else { continue }
            if isWanted(message) { return (message, arrival) }
        }
    }

    /// Reads until the response to request `id`.
    func wait(untilResponseTo id: Int) -> (message: JSON, arrival: ContinuousClock.Instant)? {
        wait { $0["method"] == nil && $0["id"] == .integer(id) }
    }

    /// Reads until `publishDiagnostics` for `uri` (of `version`, when given).
    func waitForDiagnostics(of uri: String, version: Int? = nil) -> (message: JSON, arrival: ContinuousClock.Instant)? {
        wait { message in
            guard message["method"] == "textDocument/publishDiagnostics", message["params"]?["uri"] == .string(uri) else { return false }
            return version.map { message["params"]?["version"] == .integer($0) } ?? true
        }
    }

    /// Shuts the server down and waits for it to exit.
    func stop() {
        let shutdown = request("shutdown", .null)
        _ = wait(untilResponseTo: shutdown)
        notify("exit", .null)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
