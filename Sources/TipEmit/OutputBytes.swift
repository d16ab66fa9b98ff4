import TipModel

/// Where a writer's bytes go, in order, as they are produced: a file, standard output, memory.
public protocol ByteSink: AnyObject {
    /// Takes the next bytes.
    func write(_ bytes: UnsafeRawBufferPointer)
}

extension ByteSink {
    /// Takes the UTF-8 bytes of `text`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
}

/// Output text built as UTF-8 bytes. The writers append many short pieces; appending their
/// bytes to one array is several times cheaper than growing a `String` piece by piece. With a
/// sink, the bytes are handed on whenever ``chunkSize`` have gathered, so a document of any
/// size costs one chunk of memory; without one, the text is decoded once at the end.
struct OutputBytes {
    /// How many bytes gather before they are handed to the sink: 64 KiB.
    static let chunkSize = 64 << 10

    private let storage: ByteStorage
    private let sink: ByteSink?

    /// Output kept in memory (``text``), or handed to `sink` chunk by chunk.
    init(sink: ByteSink? = nil) {
        storage = ByteStorage()
        self.sink = sink
    }

    /// Output kept in memory, appended to `storage` (empty; see ``PieceBuffers``).
    init(storage: ByteStorage) {
        self.storage = storage
        sink = nil
    }

    /// The text that `write` appends.
    static func text(_ write: (inout OutputBytes) -> Void) -> String {
        var out = OutputBytes()
        write(&out)
        return out.text
    }

    /// Hands what `write` appends to `sink`, a chunk at a time.
    static func stream(to sink: ByteSink, _ write: (inout OutputBytes) -> Void) {
        var out = OutputBytes(sink: sink)
        write(&out)
        out.flush()
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }  // one copy, not byte by byte
        flushIfFull()
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    mutating func write(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `value` as ``NumberFormat`` writes it.
    mutating func write(number value: Double) {
        append(maximumCount: NumberFormat.maximumLength) { NumberFormat.writeText(of: value, at: $0) }
    }

    /// Hands the gathered bytes to the sink once ``chunkSize`` have gathered: for writers that
    /// append piece by piece, at the end of each piece.
    mutating func flushIfFull() {
        if storage.count >= Self.chunkSize, sink != nil { flush() }
    }

    /// Hands every gathered byte to the sink (nothing without a sink).
    mutating func flush() {
        guard let sink else { return }
        storage.withUnsafeBytes { sink.write($0) }
        storage.removeAll()
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        storage.append(byte)
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(contentsOf more: UnsafeBufferPointer<UInt8>) {
        guard let start = more.baseAddress else { return }
        storage.append(start, count: more.count)
    }

    /// Appends the bytes `write` puts at the start of the room it is given (see
    /// ``ByteStorage/append(maximumCount:_:)``).
    @inline(__always)
    mutating func append(maximumCount: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        storage.append(maximumCount: maximumCount, write)
    }

    /// Appends `count` spaces, copied a word at a time from a literal.
    mutating func indent(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let length = min(remaining, Self.spaces.utf8CodeUnitCount)
            storage.append(Self.spaces.utf8Start, count: length)
            remaining -= length
        }
    }

    /// Sixteen spaces: the indentation of most lines at once.
    private static let spaces: StaticString = "                "

    /// The bytes written so far, handed over whole to be appended to another output (they must
    /// not be written to again).
    var written: WrittenBytes { WrittenBytes(storage: storage) }

    /// Appends bytes written apart: handed straight to the sink when there is one (after what
    /// gathered before them, ``chunkSize`` bytes at a time), else copied in.
    mutating func append(_ written: WrittenBytes) {
        if let sink {
            flush()
            written.storage.withUnsafeBytes { bytes in
                for start in stride(from: 0, to: bytes.count, by: Self.chunkSize) {
                    sink.write(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + Self.chunkSize, bytes.count)]))
                }
            }
        } else {
            written.storage.withUnsafeBytes { bytes in
                if let start = bytes.baseAddress { storage.append(start, count: bytes.count) }
            }
        }
    }

    /// The bytes written so far (since the last flush).
    var bytes: [UInt8] { storage.withUnsafeBytes { Array($0) } }

    /// The bytes written so far, as a string.
    var text: String { storage.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}

/// The bytes of an ``OutputBytes`` written by one thread and handed whole to another, which only
/// reads them (see ``OrderedPieces``).
struct WrittenBytes: @unchecked Sendable {
    /// The buffer that holds them.
    let storage: ByteStorage
}
