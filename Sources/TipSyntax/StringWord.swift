/// Eight bytes of a string literal at once: whether any of them may end a run of plain text,
/// and whether two runs of bytes are equal.
enum StringWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is `"`, `\\`, below 0x20 (a tab included) or 0x7F. A true
    /// answer may be wrong (a borrow flags the byte after a true one), a false one never is:
    /// then all eight bytes are plain text (or non-ASCII, which the validation checks).
    static func mayEndPlainText(_ word: UInt64) -> Bool {
        let quote = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        let backslash = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
        let delete = hasZeroByte(word ^ (ones &* 0x7F))
        let control = (word &- ones &* 0x20) & ~word & highBits
        return quote | backslash | delete | control != 0
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var index = 0
        while index + 8 <= a.count {
            let left = UnsafeRawPointer(a.baseAddress! + index).loadUnaligned(as: UInt64.self)
            guard left == UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self) else { return false }
            index += 8
        }
        while index < a.count {
            guard a[index] == b[index] else { return false }
            index += 1
        }
        return true
    }

    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
