import TipEmit

/// Typed access to a message's `params`, throwing `-32602` when a field is missing or malformed.
struct RequestParams {
    /// The raw params (`null` when absent).
    let json: JSON

    init(_ json: JSON?) { self.json = json ?? .null }

    /// `textDocument.uri`.
    func documentURI() throws(ResponseError) -> String {
        guard let uri = json["textDocument"]?["uri"]?.stringValue else {
            throw ResponseError.invalidParams("missing `textDocument.uri`")
        }
        return uri
    }

    /// `range`, its end not before its start.
    func range() throws(ResponseError) -> TextRange {
        guard let start = TextPosition(json: json["range"]?["start"]), let end = TextPosition(json: json["range"]?["end"]), !(end < start) else {
            throw ResponseError.invalidParams("missing or invalid `range`")
        }
        return TextRange(start: start, end: end)
    }

    /// `position`.
    func position() throws(ResponseError) -> TextPosition {
        guard let position = TextPosition(json: json["position"]) else {
            throw ResponseError.invalidParams("missing or invalid `position`")
        }
        return position
    }
}
