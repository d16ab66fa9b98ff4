import TipEmit

/// A JSON-RPC error: a code of the JSON-RPC or LSP specification and a message.
public struct ResponseError: Error, Hashable, Sendable {
    /// The numeric code.
    public let code: Int
    /// A one-line description.
    public let message: String

    /// Creates an error.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// `-32700`: the body is not JSON, or the header has no usable `Content-Length`.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// `-32600`: JSON that is not a valid request, or a request the server's state refuses.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// `-32600` for a message whose body is over ``MessageReader/maximumBodyLength``.
    public static func messageTooLarge(_ length: Int) -> ResponseError {
        invalidRequest("the message is \(length) bytes, over the limit of \(MessageReader.maximumBodyLength) bytes (64 MiB); it was skipped")
    }
    /// `-32601`: no such method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "method not found: \(method)")
    }
    /// `-32602`: the params do not have the shape the method needs.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// `-32803` (LSP's `RequestFailed`): a valid request the server cannot carry out.
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
    /// `-32002`: a request before `initialize`.
    public static let serverNotInitialized = ResponseError(code: -32002, message: "server not initialized")

    /// The `error` member of a response.
    public var json: JSON { ["code": .integer(code), "message": .string(message)] }
}

/// Building JSON-RPC 2.0 messages.
public enum RPCMessage {
    /// A successful response.
    public static func response(id: JSON, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response (`id` is `null` when the request's id could not be read).
    public static func error(id: JSON, _ error: ResponseError) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

    /// A notification from the server.
    public static func notification(method: String, params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
