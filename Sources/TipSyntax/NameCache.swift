/// Identifier names the parser has already built, so that a name a file repeats (property names,
/// enum values, colour digits) becomes a `String` once, not once per use. A small direct-mapped
/// cache keyed by the name's packed bytes; names longer than eight bytes are built each time.
struct NameCache {
    /// The number of entries (a power of two).
    private static let size = 256
    private var keys = [UInt64](repeating: 0, count: size)
    private var names = [String](repeating: "", count: size)

    /// The text of `bytes[start..<end]`, which holds no 0 byte.
    mutating func name(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        guard end - start <= PackedBytes.maximumCount else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let key = PackedBytes.pack(bytes, from: start, to: end)
        // Fibonacci hashing: the top bits of the product spread similar keys over the entries.
        let entry = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if keys[entry] == key { return names[entry] }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        keys[entry] = key
        names[entry] = name
        return name
    }
}
