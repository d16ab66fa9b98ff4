/// The statuses the server answers with.
public enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case notFound = 404
    case methodNotAllowed = 405
    case misdirectedRequest = 421
    case headerFieldsTooLarge = 431
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// Its reason phrase.
    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .misdirectedRequest: "Misdirected Request"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .serviceUnavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
