/// Output text built as UTF-8 bytes. The writers append many short pieces; appending their
/// bytes to one array is several times cheaper than growing a `String` piece by piece, and the
/// text is decoded once at the end.
struct OutputBytes {
    private(set) var bytes: [UInt8] = []

    /// Appends the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }  // one copy, not byte by byte
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends bytes.
    mutating func append(contentsOf more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends `count` spaces.
    mutating func indent(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// The bytes written so far, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
