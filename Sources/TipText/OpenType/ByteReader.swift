/// A bounds-checked big-endian view of a window of a font file's bytes.
///
/// Offsets are relative to the window's start; a read that does not fit inside the window
/// throws ``FontError/truncated(table:offset:)`` naming `table`.
struct ByteReader: Sendable {
    /// The whole file (shared, never copied).
    let bytes: [UInt8]
    /// Start of the window in `bytes`.
    let start: Int
    /// Length of the window.
    let count: Int
    /// Table tag used in error messages.
    let table: String

    /// A view of all of `bytes`.
    init(_ bytes: [UInt8], table: String = "file") {
        self.bytes = bytes
        start = 0
        count = bytes.count
        self.table = table
    }

    private init(bytes: [UInt8], start: Int, count: Int, table: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    /// Throws unless `length` bytes at `offset` lie inside the window.
    func require(_ offset: Int, _ length: Int) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .truncated(table: table, offset: offset)
        }
    }

    /// The unsigned byte at `offset`.
    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try require(offset, 1)
        return bytes[start + offset]
    }

    /// The big-endian `UInt16` at `offset`.
    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2)
        return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
    }

    /// The big-endian `Int16` at `offset`.
    func i16(_ offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    /// The big-endian `UInt32` at `offset`.
    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4)
        let base = start + offset
        return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16
            | UInt32(bytes[base + 2]) << 8 | UInt32(bytes[base + 3])
    }

    /// The four-character tag at `offset` (bytes outside printable ASCII become "?").
    func tag(_ offset: Int) throws(FontError) -> String {
        try require(offset, 4)
        let scalars = bytes[(start + offset)..<(start + offset + 4)].map { byte in
            Character(Unicode.Scalar((32...126).contains(byte) ? byte : 63))
        }
        return String(scalars)
    }

    /// The window of `length` bytes at `offset` (to the end of this window if nil), named `name`.
    func window(at offset: Int, length: Int? = nil, name: String? = nil) throws(FontError) -> ByteReader {
        let size = length ?? (count - offset)
        try require(offset, size)
        return ByteReader(bytes: bytes, start: start + offset, count: size, table: name ?? table)
    }

    /// `count` consecutive `UInt16` values starting at `offset`.
    func u16Array(_ offset: Int, count: Int) throws(FontError) -> [UInt16] {
        try require(offset, count * 2)
        var result: [UInt16] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let base = start + offset + index * 2
            result.append(UInt16(bytes[base]) << 8 | UInt16(bytes[base + 1]))
        }
        return result
    }
}
