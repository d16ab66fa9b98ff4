/// Why a byte sequence is not valid UTF-8.
enum InvalidUTF8Reason: Sendable {
    /// A continuation byte (`0x80…0xBF`) with no lead byte before it.
    case unexpectedContinuation
    /// A lead byte whose continuation bytes are missing.
    case truncated
    /// A longer encoding than needed (`0xC0`, `0xC1`, `0xE0 0x80…`, `0xF0 0x80…`).
    case overlong
    /// An encoded UTF-16 surrogate (`U+D800…U+DFFF`).
    case surrogate
    /// A value above `U+10FFFF`.
    case tooLarge
}

/// The result of reading one UTF-8 sequence.
enum UTF8Scan: Sendable {
    /// A well-formed scalar of `length` bytes.
    case valid(length: Int)
    /// An ill-formed sequence; `length` is its maximal ill-formed subpart (at least 1 byte), as
    /// Unicode recommends, so that one mistake is reported once.
    case invalid(length: Int, reason: InvalidUTF8Reason)

    /// Reads the UTF-8 sequence starting at `index` (which must be before `end`) in
    /// `bytes[..<end]`.
    static func read(_ bytes: [UInt8], at index: Int, end: Int) -> UTF8Scan {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        var outOfRangeReason = InvalidUTF8Reason.truncated
        switch lead {
        case 0x00...0x7F: return .valid(length: 1)
        case 0x80...0xBF: return .invalid(length: 1, reason: .unexpectedContinuation)
        case 0xC0, 0xC1: return .invalid(length: 1, reason: .overlong)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF; outOfRangeReason = .overlong
        case 0xED: length = 3; secondRange = 0x80...0x9F; outOfRangeReason = .surrogate
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF; outOfRangeReason = .overlong
        case 0xF4: length = 4; secondRange = 0x80...0x8F; outOfRangeReason = .tooLarge
        case 0xF1...0xF3: length = 4
        default: return .invalid(length: 1, reason: .tooLarge)
        }
        guard index + 1 < end else { return .invalid(length: 1, reason: .truncated) }
        let second = bytes[index + 1]
        guard secondRange.contains(second) else {
            let isContinuation = second & 0xC0 == 0x80
            return .invalid(length: 1, reason: isContinuation ? outOfRangeReason : .truncated)
        }
        var consumed = 2
        while consumed < length {
            guard index + consumed < end, bytes[index + consumed] & 0xC0 == 0x80 else {
                return .invalid(length: consumed, reason: .truncated)
            }
            consumed += 1
        }
        return .valid(length: length)
    }
}
