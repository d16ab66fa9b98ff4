import TipParallel

/// One output written on all cores with the bytes of writing it in one go: its items (a
/// document's components) cut into pieces of consecutive items, each piece written into bytes
/// of its own by whichever thread takes it, and the pieces' bytes appended in order.
///
/// The pieces are handed on as soon as they and those before them are done, while later ones
/// are written; a piece starts only a few pieces a core ahead of the first not yet handed on,
/// so however long the document only those pieces' bytes are held, never the whole output.
enum OrderedPieces {
    /// Items a piece holds: a few hundred components, some hundreds of kilobytes of output.
    static let itemsPerPiece = 256

    /// Writes items `0..<count` into `out`: `write` puts the bytes of a range of items into the
    /// stream it is given (a fresh one per piece). With one core, or items for one piece only,
    /// `write` takes the whole range straight into `out`.
    static func write(
        count: Int, into out: inout OutputBytes, _ write: @escaping @Sendable (Range<Int>, inout OutputBytes) -> Void
    ) {
        let pieces = stride(from: 0, to: count, by: itemsPerPiece).map { $0..<min($0 + itemsPerPiece, count) }
        guard pieces.count > 1, ParallelWork.coreCount > 1 else {
            write(0..<count, &out)
            return
        }
        let buffers = PieceBuffers()
        ParallelWork.map(pieces, ahead: ParallelWork.pieces(forThreads: ParallelWork.coreCount)) { range in
            var piece = OutputBytes(storage: buffers.take())
            write(range, &piece)
            return piece.written
        } consume: { piece in
            out.append(piece)
            buffers.handBack(piece.storage)
        }
    }
}
