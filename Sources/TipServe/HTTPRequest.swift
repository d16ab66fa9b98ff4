/// A request's head as ``RequestParser`` read it: the request line and the header fields.
public struct HTTPRequest: Equatable, Sendable {
    /// The method, as sent (`GET`).
    public let method: String
    /// The request target, as sent (`/state.json?v=3`).
    public let target: String
    /// The header fields in order, each name in lower case, each value without the blanks
    /// around it.
    public let headers: [(name: String, value: String)]

    /// A request with these parts.
    public init(method: String, target: String, headers: [(name: String, value: String)]) {
        self.method = method
        self.target = target
        self.headers = headers
    }

    /// The value of the first header field called `name` (in lower case), or nil.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 }
    }
}

/// Why a request head was refused before it reached the site, with the status answered.
public enum RequestRejection: Error, Equatable, Sendable {
    /// Not HTTP: a malformed request line or header field, a repeated `Host` (400).
    case malformed
    /// The head is longer than ``ServerLimits/maximumHeadBytes`` (431).
    case headTooLarge
    /// An HTTP version other than 1.0 and 1.1 (505).
    case unsupportedVersion

    /// The status answered.
    public var status: HTTPStatus {
        switch self {
        case .malformed: .badRequest
        case .headTooLarge: .headerFieldsTooLarge
        case .unsupportedVersion: .versionNotSupported
        }
    }
}
