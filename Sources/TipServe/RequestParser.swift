/// Reads an HTTP/1.1 request head (RFC 9112): the request line, then header fields, each line
/// ended by CR LF, the head by an empty line. Strict: anything else is refused rather than
/// guessed at, so that no two readers of the same bytes can disagree about them.
public enum RequestParser {
    /// The most header fields a head may have.
    public static let maximumHeaderFields = 100

    /// Where the head in `bytes` ends (the index after its empty line), or nil when its end has
    /// not arrived yet.
    public static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 0x0A && bytes[index - 1] == 0x0D && bytes[index - 2] == 0x0A && bytes[index - 3] == 0x0D {
            return index + 1
        }
        return nil
    }

    /// The request whose head is `head` (up to and including its empty line), or why it is
    /// refused.
    public static func parse(_ head: ArraySlice<UInt8>) -> Result<HTTPRequest, RequestRejection> {
        guard head.count <= ServerLimits.maximumHeadBytes else { return .failure(.headTooLarge) }
        guard var lines = self.lines(of: head)?[...] else { return .failure(.malformed) }
        guard let requestLine = lines.popFirst() else { return .failure(.malformed) }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]), !parts[1].isEmpty, parts[1].allSatisfy(isTargetCharacter) else {
            return .failure(.malformed)
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return .failure(parts[2].hasPrefix("HTTP/") ? .unsupportedVersion : .malformed)
        }
        guard lines.count <= maximumHeaderFields else { return .failure(.headTooLarge) }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            // No folded lines (obsolete), no blank before the colon.
            guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else { return .failure(.malformed) }
            let value = line[line.index(after: colon)...].trimmingBlanks()
            guard value.unicodeScalars.allSatisfy({ $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }) else {
                return .failure(.malformed)
            }
            headers.append((line[..<colon].lowercased(), String(value)))
        }
        guard headers.filter({ $0.name == "host" }).count <= 1 else { return .failure(.malformed) }
        return .success(HTTPRequest(method: String(parts[0]), target: String(parts[1]), headers: headers))
    }

    /// The lines of `head`, each ended by CR LF, without the empty line that ends it; nil when
    /// a line ends otherwise (a bare CR or LF) or is not UTF-8.
    private static func lines(of head: ArraySlice<UInt8>) -> [Substring]? {
        let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
        guard head.count >= 4, head.suffix(4).elementsEqual([cr, lf, cr, lf]) else { return nil }
        let body = head.dropLast(2)  // the empty line's CR LF
        var lines: [Substring] = []
        var start = body.startIndex
        var index = start
        while index < body.endIndex {
            switch body[index] {
            case cr:
                guard index + 1 < body.endIndex, body[index + 1] == lf, let line = String(validating: body[start..<index], as: UTF8.self) else {
                    return nil
                }
                lines.append(line[...])
                index += 2
                start = index
            case lf: return nil
            default: index += 1
            }
        }
        return lines
    }

    /// Whether `text` is a token (RFC 9110 §5.6.2): a method or a field name.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }
    }

    /// Whether `character` may stand in a request target: printable ASCII, no blank.
    private static func isTargetCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii > 0x20 && ascii < 0x7F
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
