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

    /// Appends `text` as a JSON string literal (see ``JSONValue/quoted(_:)``).
    mutating func writeQuoted(_ text: String) {
        if JSONValue.mayNeedEscaping(text) {
            write(JSONValue.quoted(text))
        } else {
            bytes.append(UInt8(ascii: "\""))
            write(text)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Appends `count` spaces.
    mutating func indent(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// The bytes written so far, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
