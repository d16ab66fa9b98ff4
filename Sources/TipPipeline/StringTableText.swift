/// The text of a strings table file as UTF-8 bytes, from the encodings such files come in:
/// UTF-8, with or without a byte order mark, or (for `.strings` files) UTF-16 with one, little-
/// or big-endian. The encoding is checked whole, so that a mistake is reported at its place
/// instead of becoming U+FFFD.
struct StringTableText {
    /// The text, in UTF-8, without the byte order mark.
    let utf8: [UInt8]
    /// How many bytes of the file the byte order mark took (0 without one), so that an offset
    /// in ``utf8`` plus this is an offset in the file, for a UTF-8 file.
    let skippedBytes: Int

    /// Decodes the file at `path`; `allowsUTF16` is false for String Catalogs (JSON is UTF-8).
    static func decode(_ bytes: [UInt8], path: String, allowsUTF16: Bool) -> Result<StringTableText, StringTableError> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(bytes, from: 3, path: path, allowsUTF16: allowsUTF16) }
        let bigEndian = bytes.starts(with: [0xFE, 0xFF])
        if bigEndian || bytes.starts(with: [0xFF, 0xFE]) {
            guard allowsUTF16 else {
                return .failure(StringTableError(path: path, message: StringTableMessages.catalogInUTF16(path)))
            }
            return utf16(bytes, bigEndian: bigEndian, path: path)
        }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            // Text begins with a printable character, never NUL: this is UTF-16 without a mark.
            return .failure(StringTableError(path: path, message: StringTableMessages.utf16WithoutByteOrderMark(path)))
        }
        return utf8(bytes, from: 0, path: path, allowsUTF16: allowsUTF16)
    }

    /// The UTF-8 text of `bytes` from `start`, if it is valid UTF-8.
    private static func utf8(_ bytes: [UInt8], from start: Int, path: String, allowsUTF16: Bool) -> Result<StringTableText, StringTableError> {
        let text = Array(bytes[start...])
        if let bad = firstInvalidUTF8(in: text) {
            let message = StringTableMessages.invalidUTF8(path, couldBeUTF16: allowsUTF16)
            return .failure(StringTableError(path: path, message: message, offset: bad, in: text))
        }
        return .success(StringTableText(utf8: text, skippedBytes: start))
    }

    /// The offset of the first byte of `bytes` that does not begin or continue a well-formed
    /// UTF-8 sequence (The Unicode Standard, table 3-7: no overlong forms, no surrogates,
    /// nothing above U+10FFFF), or nil when all of it is well formed.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return index
            }
            guard index + 1 < bytes.count, second.contains(bytes[index + 1]) else { return index }
            for next in (index + 2)..<(index + length) {
                guard next < bytes.count, (0x80...0xBF).contains(bytes[next]) else { return index }
            }
            index += length
        }
        return nil
    }

    /// The UTF-8 text of UTF-16 `bytes` after their byte order mark.
    private static func utf16(_ bytes: [UInt8], bigEndian: Bool, path: String) -> Result<StringTableText, StringTableError> {
        guard bytes.count % 2 == 0 else {
            return .failure(StringTableError(path: path, message: StringTableMessages.oddUTF16Length(path)))
        }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = 2
        func unit(at offset: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1]) : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        while index < bytes.count {
            var value = unit(at: index)
            index += 2
            if (0xD800...0xDFFF).contains(value) {
                guard value < 0xDC00, index < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index)) else {
                    let message = StringTableMessages.unpairedSurrogate(path)
                    return .failure(StringTableError(path: path, message: message, offset: text.count, in: text))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (unit(at: index) - 0xDC00)
                index += 2
            }
            // Every value here is a scalar: surrogates were paired above.
            UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { text.append($0) }
        }
        return .success(StringTableText(utf8: text, skippedBytes: 2))
    }
}
