/// Up to eight bytes packed into one integer, the first byte highest: a cheap key for short
/// ASCII words (keywords, identifier names) that needs no `String`. Two byte sequences of at most
/// eight bytes, none of them 0, pack to the same integer only if they are equal.
enum PackedBytes {
    /// The most bytes one integer holds.
    static let maximumCount = 8

    /// `bytes[start..<end]` packed, which must be at most ``maximumCount`` bytes.
    static func pack(_ bytes: [UInt8], from start: Int, to end: Int) -> UInt64 {
        var packed: UInt64 = 0
        var index = start
        while index < end {
            packed = packed &<< 8 | UInt64(bytes[index])
            index += 1
        }
        return packed
    }
}
