/// Why text is not JSON.
public struct JSONParseError: Error, Hashable, Sendable {
    /// What was wrong, for the JSON-RPC error message.
    public let message: String
    /// The byte offset where it was found.
    public let offset: Int
}

extension JSON {
    /// The deepest nesting of arrays and objects accepted; deeper text is a parse error, so the
    /// recursive reader can never exhaust the stack.
    public static let maximumDepth = 256

    /// Parses UTF-8 JSON text (RFC 8259): one value, optionally surrounded by whitespace. Runs in
    /// time linear in the text, whatever it holds (a string is decoded once, escapes and all).
    /// Invalid UTF-8 inside a string becomes U+FFFD, as does an escaped lone surrogate.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    /// The members of the object that `prefix` begins, as far as the prefix holds them whole:
    /// each member whose value is followed, within the prefix, by `,` or `}`. Reading stops at
    /// the first member that is cut off or malformed; no object at the start gives none. For
    /// looking into text too long to read whole (an over-long message's `id`).
    public static func leadingMembers(of prefix: [UInt8]) -> [JSONMember] {
        var reader = JSONReader(bytes: prefix)
        return reader.readLeadingMembers()
    }
}

/// A cursor over the bytes of one JSON text.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: index) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func readValue(depth: Int) throws(JSONParseError) -> JSON {
        guard let byte = current else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("unexpected character")
        }
    }

    mutating func readLiteral(_ word: String, _ value: JSON) throws(JSONParseError) -> JSON {
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal") }
            index += 1
        }
        return value
    }

    mutating func readObject(depth: Int) throws(JSONParseError) -> JSON {
        guard depth <= JSON.maximumDepth else { throw error("nesting too deep") }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            members.append(try readMember(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected `,` or `}`")
            }
        }
    }

    /// `"key": value`, with the whitespace before it.
    mutating func readMember(depth: Int) throws(JSONParseError) -> JSONMember {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
        let key = try readString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected `:`") }
        index += 1
        skipWhitespace()
        return JSONMember(key, try readValue(depth: depth))
    }

    /// See ``JSON/leadingMembers(of:)``.
    mutating func readLeadingMembers() -> [JSONMember] {
        var members: [JSONMember] = []
        skipWhitespace()
        guard current == UInt8(ascii: "{") else { return [] }
        index += 1
        while let member = try? readMember(depth: 1) {
            skipWhitespace()
            guard current == UInt8(ascii: ",") || current == UInt8(ascii: "}") else { break }
            members.append(member)
            if current == UInt8(ascii: "}") { break }
            index += 1
        }
        return members
    }

    mutating func readArray(depth: Int) throws(JSONParseError) -> JSON {
        guard depth <= JSON.maximumDepth else { throw error("nesting too deep") }
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected `,` or `]`")
            }
        }
    }

    mutating func readNumber() throws(JSONParseError) -> JSON {
        let start = index
        var isIntegral = true
        if current == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() else { throw error("invalid number") }
        if current == UInt8(ascii: ".") {
            isIntegral = false
            index += 1
            guard skipDigits() else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isIntegral = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isIntegral, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw error("number out of range") }
        return .number(number)
    }

    /// Skips one or more digits; false when there is none.
    mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    /// A string, the cursor on its opening quote. A first pass finds the closing quote; text
    /// without escapes is then decoded straight from the input, and text with escapes is
    /// decoded into the string's own storage (escapes only shrink the text), so each byte is
    /// handled a bounded number of times and nothing is copied twice. Both passes skip plain
    /// text eight bytes at a time (``JSONStringScan``).
    mutating func readString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        let (end, escapes, control) = bytes.withUnsafeBufferPointer { JSONStringScan.closingQuote(in: $0, from: start) }
        guard escapes else {
            if let control {
                index = control
                throw error("control character in a string")
            }
            index = min(end + 1, bytes.count)
            guard end < bytes.count else { throw error("unterminated string") }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var failure: JSONParseError?
        let text = String(unsafeUninitializedCapacity: end - start) { buffer in
            var count = 0
            do throws(JSONParseError) {
                count = try decodeEscapedString(into: buffer)
            } catch {
                failure = error
            }
            return count
        }
        if let failure { throw failure }
        return text
    }

    /// Decodes the rest of a string with escapes into `buffer` (at least as long as the string's
    /// source), the cursor after its opening quote; the number of bytes written. Plain runs are
    /// found and copied whole, and one-character escapes (`\n`, `\"`, …) decoded on the way;
    /// the closing quote, `\u` escapes and mistakes are handled one at a time.
    private mutating func decodeEscapedString(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(JSONParseError) -> Int {
        var count = 0
        while true {
            let (start, startCount) = (index, count)
            (index, count) = bytes.withUnsafeBufferPointer { source in
                var cursor = start, written = startCount
                while true {
                    let end = JSONStringScan.nextSpecialByte(in: source, from: cursor)
                    precondition(written + end - cursor <= buffer.count, "a decoded string is never longer than its source")
                    (buffer.baseAddress! + written).update(from: source.baseAddress! + cursor, count: end - cursor)
                    written += end - cursor
                    guard end + 1 < source.count, source[end] == UInt8(ascii: "\\"),
                          let decoded = JSONStringScan.oneCharacterEscape(source[end + 1]) else { return (end, written) }
                    buffer[written] = decoded
                    written += 1
                    cursor = end + 2
                }
            }
            guard let byte = current else { throw error("unterminated string") }
            if byte < 0x20 { throw error("control character in a string") }
            index += 1
            if byte == UInt8(ascii: "\"") { return count }
            let scalar = try readEscape()
            for unit in UTF8.encode(scalar)! {
                buffer[count] = unit
                count += 1
            }
        }
    }

    /// The character of an escape, the backslash already consumed. A lone surrogate becomes U+FFFD.
    mutating func readEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try readHexUnit()
            if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let low = try readHexUnit()
                if (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = save
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw error("invalid escape")
        }
    }

    mutating func readHexUnit() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[index]) else { throw error("invalid \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
