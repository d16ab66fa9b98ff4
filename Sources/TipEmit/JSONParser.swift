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
    /// Where strings with escapes are decoded (see ``readString()``).
    var scratch: [UInt8] = []

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

    /// A string, the cursor on its opening quote, in one pass. Text without escapes is decoded
    /// straight from the input. From a string's first escape on, its text is decoded into
    /// ``scratch`` — made once per text, as long as the rest of the text, since escapes only
    /// shrink it — plain runs eight bytes at a time and one-character escapes (`\n`, `\"`, …)
    /// on the way (``JSONStringScan/decodeRun(from:at:into:at:)``); the closing quote, `\u`
    /// escapes and mistakes are handled one at a time.
    mutating func readString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        index = bytes.withUnsafeBufferPointer { JSONStringScan.nextSpecialByte(in: $0, from: start) }
        guard let first = current else { throw error("unterminated string") }
        if first == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        if scratch.count < bytes.count - start { scratch = [UInt8](repeating: 0, count: bytes.count - start) }
        var written = index - start
        scratch.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                _ = UnsafeMutableBufferPointer(rebasing: output[0..<written]).initialize(from: input[start..<(start + written)])
            }
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte < 0x20 { throw error("control character in a string") }
            index += 1
            if byte == UInt8(ascii: "\"") {
                return scratch.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[0..<written]), as: UTF8.self) }
            }
            for unit in UTF8.encode(try readEscape())! {
                scratch[written] = unit
                written += 1
            }
            (index, written) = scratch.withUnsafeMutableBufferPointer { output in
                bytes.withUnsafeBufferPointer { JSONStringScan.decodeRun(from: $0, at: index, into: output, at: written) }
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
