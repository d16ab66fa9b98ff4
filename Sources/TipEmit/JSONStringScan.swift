/// Finds the bytes that end a plain run inside a JSON string — `"`, `\` and the control
/// characters below U+0020 — eight bytes at a time: a word with none of them is skipped with a
/// few arithmetic operations instead of eight comparisons.
enum JSONStringScan {
    /// The index of the first byte at or after `start` that is `"`, `\` or below 0x20, or
    /// `bytes.count` if there is none.
    @inline(__always)
    static func nextSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // Escapes often follow each other (`\n\"`): the next byte alone is looked at first.
        if start < bytes.count, isSpecial(bytes[start]) { return start }
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            if hasSpecialByte(word) { break }
            index += 8
        }
        while index < bytes.count, !isSpecial(bytes[index]) { index += 1 }
        return index
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// Copies the string text of `input` from `start` into `output` from `written`, decoding
    /// the one-character escapes on the way, up to the first byte that is not plain text or such
    /// an escape (`"`, `\\u`, a bad escape, a control character) or the end; where it stopped in
    /// each. Plain runs go eight bytes at a time, each word stored whole (`output` must hold as
    /// many bytes from `written` as `input` has from `start`: an escape only shrinks the text,
    /// so a word never reaches past that).
    static func decodeRun(
        from input: UnsafeBufferPointer<UInt8>, at start: Int, into output: UnsafeMutableBufferPointer<UInt8>, at written: Int
    ) -> (index: Int, written: Int) {
        precondition(output.count - written >= input.count - start, "a decoded string is never longer than its source")
        let source = input.baseAddress!, target = UnsafeMutableRawPointer(output.baseAddress!)
        var index = start, count = written
        while true {
            while index + 8 <= input.count {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                if hasSpecialByte(word) { break }
                target.storeBytes(of: word, toByteOffset: count, as: UInt64.self)
                index += 8
                count += 8
            }
            while index < input.count, !isSpecial(input[index]) {
                output[count] = input[index]
                index += 1
                count += 1
            }
            guard index + 1 < input.count, input[index] == UInt8(ascii: "\\"),
                  let decoded = oneCharacterEscape(input[index + 1]) else { return (index, count) }
            output[count] = decoded
            count += 1
            index += 2
        }
    }

    /// The byte a one-character escape `\\c` stands for (`n`: line feed, `"`: quote, …), nil for
    /// `u` and for characters that are no escape.
    static func oneCharacterEscape(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): character
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        default: nil
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is `"`, `\` or below 0x20. (Each test may also flag a byte after
    /// a true one, never when there is none, which is all the caller needs.)
    private static func hasSpecialByte(_ word: UInt64) -> Bool {
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return (hasZeroByte(quote) | hasZeroByte(backslash) | ((word &- ones &* 0x20) & ~word & highBits)) != 0
    }

    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
