/// The Unicode scalars of a string's UTF-8 bytes, decoded straight from them: a string's bytes
/// are valid UTF-8, so none of the checks of `Substring.UnicodeScalarView` are needed, and the
/// scans of every character of a measured text (its runs, a shaped piece's characters) cost a
/// few instructions per ASCII byte instead of an index validation per scalar.
struct UTF8Scalars: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next scalar's first byte (the count of bytes at the end).
    private(set) var offset = 0

    /// The scalars of `bytes` from the one at `offset` (the first byte of a scalar) on; the
    /// bytes must be valid UTF-8 (a `String`'s or `Substring`'s own).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The next scalar, or nil at the end.
    @inline(__always)
    mutating func next() -> Unicode.Scalar? {
        guard offset < bytes.count else { return nil }
        let lead = UInt32(bytes[offset])
        let value: UInt32
        switch lead {
        case ..<0x80:
            offset += 1
            return Unicode.Scalar(UInt8(lead))
        case ..<0xE0:
            value = (lead & 0x1F) << 6 | continuation(1)
            offset += 2
        case ..<0xF0:
            value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            offset += 3
        default:
            value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
            offset += 4
        }
        return Unicode.Scalar(value).unsafelyUnwrapped
    }

    /// The payload of the continuation byte `position` bytes after the current lead byte.
    private func continuation(_ position: Int) -> UInt32 {
        UInt32(bytes[offset + position] & 0x3F)
    }
}

extension Substring {
    /// Calls `body` with the scalars of the substring's UTF-8 bytes (made contiguous first if
    /// they are not, which a native string's always are).
    func withUTF8Scalars<Result>(_ body: (UTF8Scalars) throws -> Result) rethrows -> Result {
        var contiguous = self
        return try contiguous.withUTF8 { try body(UTF8Scalars($0)) }
    }
}
