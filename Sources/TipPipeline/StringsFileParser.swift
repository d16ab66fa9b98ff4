import TipSyntax

/// One `"key" = "value";` of a `.strings` file.
struct StringsFileEntry {
    let key: String
    let value: String
}

/// Reads the entries of a `.strings` file: the body of an old-style (NeXTSTEP) property list
/// dictionary, as Foundation reads it, with its mistakes reported instead of skipped.
///
/// - An entry is `key = value;`, or `key;` (the key is its own value). Keys and values are
///   quoted with `"` or `'`, or unquoted runs of ASCII letters, digits and `_ $ / : . -`.
/// - Between entries: blanks (ASCII whitespace, U+2028, U+2029), `// …` to the end of the
///   line and `/* … */`.
/// - Escapes in quoted strings: `\n \t \r \a \b \f \v`, `\U` and four hex digits (a UTF-16
///   code unit; a surrogate pair is two escapes), octal `\0` to `\177`, and a backslash before
///   any other character that is not an ASCII letter or digit stands for that character
///   (`\"`, `\'`, `\\`). Foundation takes any other letter or digit for itself; here
///   it is an error, since `\u00E9` or `\x41` is a mistake that would show as written.
/// - A key defined twice is an error (Foundation keeps the last).
///
/// Runs in one pass over the text, whatever it holds; every error has its line and column.
struct StringsFileParser {
    private let path: String
    private let text: [UInt8]
    private var index = 0
    /// Where a string with escapes is decoded.
    private var scratch: [UInt8] = []

    /// The entries of `bytes`, the file at `path` (UTF-8 or UTF-16: ``StringTableText``), in
    /// the order of the file.
    static func entries(ofFile bytes: [UInt8], path: String) -> Result<[StringsFileEntry], StringTableError> {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(StringTableError(path: path, message: StringTableMessages.binaryPropertyList(path)))
        }
        return StringTableText.decode(bytes, path: path, allowsUTF16: true).flatMap { text in
            var parser = StringsFileParser(path: path, text: text.utf8)
            do throws(StringTableError) {
                return .success(try parser.readEntries())
            } catch {
                return .failure(error)
            }
        }
    }

    private init(path: String, text: [UInt8]) {
        self.path = path
        self.text = text
    }

    private var current: UInt8? { index < text.count ? text[index] : nil }

    private func error(_ message: String, at offset: Int) -> StringTableError {
        StringTableError(path: path, message: message, offset: offset, in: text)
    }

    private mutating func readEntries() throws(StringTableError) -> [StringsFileEntry] {
        if text.starts(with: Array("<?xml".utf8)) || text.starts(with: Array("<plist".utf8)) {
            throw error(StringTableMessages.xmlPropertyList(path), at: 0)
        }
        var entries: [StringsFileEntry] = []
        var firstOffsets: [String: Int] = [:]
        while true {
            try skipBlanksAndComments()
            guard current != nil else { return entries }
            let keyOffset = index
            let key = try readString(expecting: "a key")
            try skipBlanksAndComments()
            let value: String
            switch current {
            case UInt8(ascii: ";"):
                value = key
            case UInt8(ascii: "="):
                index += 1
                try skipBlanksAndComments()
                guard current != nil else { throw error(StringTableMessages.endsAfterEquals(path, key: key), at: index) }
                value = try readString(expecting: "the value of `\(StringTableMessages.quoted(key))`")
                let valueEnd = index
                try skipBlanksAndComments()
                guard current == UInt8(ascii: ";") else {
                    throw error(StringTableMessages.expectedSemicolon(path, key: key), at: valueEnd)
                }
            case nil:
                throw error(StringTableMessages.endsAfterKey(path, key: key), at: index)
            default:
                throw error(StringTableMessages.expectedEquals(path, key: key, found: characterText(at: index)), at: index)
            }
            index += 1
            if let first = firstOffsets[key] {
                let firstLine = SourceFile(id: FileID(0), path: path, bytes: text).location(of: first).line
                throw error(StringTableMessages.duplicateKey(path, key: key, firstLine: firstLine), at: keyOffset)
            }
            firstOffsets[key] = keyOffset
            entries.append(StringsFileEntry(key: key, value: value))
        }
    }

    /// The character at `offset`, as text for a message.
    private func characterText(at offset: Int) -> String {
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: text[offset..<end], as: UTF8.self)
    }

    // MARK: Blanks and comments

    /// Skips blanks and comments up to the next token or the end of the text.
    private mutating func skipBlanksAndComments() throws(StringTableError) {
        while let byte = current {
            if (0x09...0x0D).contains(byte) || byte == 0x20 {
                index += 1
            } else if let length = lineOrParagraphSeparatorLength(at: index) {
                index += length
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                      lineOrParagraphSeparatorLength(at: index) == nil {
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < text.count, !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < text.count else { throw error(StringTableMessages.unterminatedComment(path), at: start) }
                index += 2
            } else {
                return
            }
        }
    }

    /// 3 when U+2028 or U+2029 (blanks, and line ends for `//` comments) is at `offset`.
    private func lineOrParagraphSeparatorLength(at offset: Int) -> Int? {
        guard offset + 2 < text.count, text[offset] == 0xE2, text[offset + 1] == 0x80,
              text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9 else { return nil }
        return 3
    }

    // MARK: Strings

    /// Reads a quoted or unquoted string where `what` (a key, a value) is expected.
    private mutating func readString(expecting what: String) throws(StringTableError) -> String {
        let start = index
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try readQuotedString()
        case let byte? where Self.isUnquotedCharacter(byte):
            while let byte = current, Self.isUnquotedCharacter(byte) { index += 1 }
            return String(decoding: text[start..<index], as: UTF8.self)
        default:
            throw error(StringTableMessages.expected(path, what, found: characterText(at: start)), at: start)
        }
    }

    /// The characters of an unquoted string (Foundation's set).
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Reads a string from its opening quote to its closing one, decoding escapes.
    private mutating func readQuotedString() throws(StringTableError) -> String {
        let start = index
        let quote = text[index]
        index += 1
        scratch.removeAll(keepingCapacity: true)
        var runStart = index
        while let byte = current, byte != quote {
            if byte == UInt8(ascii: "\\") {
                scratch += text[runStart..<index]
                try readEscape(stringStart: start)
                runStart = index
            } else {
                index += 1
            }
        }
        guard current != nil else {
            throw error(StringTableMessages.unterminatedString(path, quote: Character(Unicode.Scalar(quote))), at: start)
        }
        let value: String
        if runStart == start + 1 {
            value = String(decoding: text[runStart..<index], as: UTF8.self)
        } else {
            scratch += text[runStart..<index]
            value = String(decoding: scratch, as: UTF8.self)
        }
        index += 1
        return value
    }

    /// Decodes the escape at `index` (its backslash) into ``scratch``.
    private mutating func readEscape(stringStart: Int) throws(StringTableError) {
        let backslash = index
        index += 1
        guard let byte = current else {
            let quote = Character(Unicode.Scalar(text[stringStart]))
            throw error(StringTableMessages.unterminatedString(path, quote: quote), at: stringStart)
        }
        if let control = Self.controlCharacter(escapedBy: byte) {
            scratch.append(control)
            index += 1
        } else if byte == UInt8(ascii: "U") {
            index += 1
            appendScalar(try readUnicodeEscape(backslash: backslash))
        } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
            let digitsStart = index
            var value: UInt32 = 0
            while index < text.count, index < digitsStart + 3, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) {
                value = value * 8 + UInt32(text[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard value < 0x80 else {
                let digits = String(decoding: text[digitsStart..<index], as: UTF8.self)
                throw error(StringTableMessages.nonASCIIOctalEscape(path, digits), at: backslash)
            }
            scratch.append(UInt8(value))
        } else if Self.isASCIILetterOrDigit(byte) {
            throw error(StringTableMessages.unknownEscape(path, characterText(at: index)), at: backslash)
        } else {
            // Any other character stands for itself (`\"`, `\\`, a line break, `é`…).
            let end = index + characterText(at: index).utf8.count
            scratch += text[index..<end]
            index = end
        }
    }

    /// The scalar of a `\U` escape whose `\U` is read, pairing a surrogate with the next escape.
    private mutating func readUnicodeEscape(backslash: Int) throws(StringTableError) -> Unicode.Scalar {
        let unit = try readFourHexDigits(backslash: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            let second = index
            guard index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "U") else {
                throw error(StringTableMessages.unpairedSurrogateEscape(path, unit), at: backslash)
            }
            index += 2
            let low = try readFourHexDigits(backslash: second)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(StringTableMessages.unpairedSurrogateEscape(path, unit), at: backslash)
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw error(StringTableMessages.unpairedSurrogateEscape(path, unit), at: backslash)
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    private mutating func readFourHexDigits(backslash: Int) throws(StringTableError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw error(StringTableMessages.shortUnicodeEscape(path), at: backslash)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// The control character of a one-letter escape (`n` for `\n`…), or nil.
    private static func controlCharacter(escapedBy letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
