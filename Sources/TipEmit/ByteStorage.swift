/// Growable bytes in one allocation, for ``OutputBytes``: an append is a bounds check and a
/// copy, without the uniqueness check and generic sequence handling of `Array.append`, which
/// cost the writers several times the copy itself for their many short pieces.
///
/// A class so that its memory is freed with it; ``OutputBytes`` is its only owner.
final class ByteStorage {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are stored.
    private(set) var count = 0

    /// Empty storage with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends the `count` bytes at `source`.
    @inline(__always)
    func append(_ source: UnsafeRawPointer, count more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
        let target = UnsafeMutableRawPointer(base + count)
        if more <= 16 {
            Self.copyShort(from: source, to: target, count: more)
        } else {
            target.copyMemory(from: source, byteCount: more)
        }
        count += more
    }

    /// Copies `count` (at most 16) bytes with two overlapping word loads and stores, or three
    /// single bytes: most appends are keys, tags and separators of a few bytes, for which a
    /// call to `memcpy` costs several times the copy.
    @inline(__always)
    private static func copyShort(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 0 {
            // Bytes 0, count / 2 and count - 1 cover counts 1 to 3.
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: count / 2, as: UInt8.self), toByteOffset: count / 2, as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
        }
    }

    /// Appends one byte.
    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends what `write` puts at the start of the room it is given (at least `maximumCount`
    /// bytes), `write` returning how many bytes it put there: for text made in place, with no
    /// buffer in between.
    @inline(__always)
    func append(maximumCount: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximumCount > capacity { grow(toHold: count + maximumCount) }
        count += write(base + count)
    }

    /// Forgets the bytes, keeping the memory.
    func removeAll() { count = 0 }

    /// Calls `body` with the stored bytes.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// At least double the room, and at least `needed` bytes.
    private func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
