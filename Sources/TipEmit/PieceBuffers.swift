import TipSystem

/// The buffers of an output's pieces (``OrderedPieces``), each taken back once its piece has
/// been handed on, for a later piece to write into: a buffer has grown to a piece's size and
/// its memory is mapped, where a fresh one would grow again and fault its pages in anew (most
/// of the page faults of writing a long document). At most as many buffers exist as pieces are
/// in flight at once.
final class PieceBuffers: @unchecked Sendable {
    private let lock = Lock()
    private var spare: [ByteStorage] = []

    /// An empty buffer: one handed back, else a new one.
    func take() -> ByteStorage {
        lock.withLock { spare.popLast() } ?? ByteStorage()
    }

    /// Takes back the buffer of a piece that has been handed on, emptied.
    func handBack(_ storage: ByteStorage) {
        storage.removeAll()
        lock.withLock { spare.append(storage) }
    }
}
