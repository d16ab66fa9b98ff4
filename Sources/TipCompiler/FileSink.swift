import TipEmit
import TipSystem

/// Bytes written to an open file descriptor through one fixed buffer, so that writing an output
/// of any size costs the buffer's memory, not the output's. The first failed `write` (a full
/// disk, a closed pipe) is remembered; later writes are dropped and ``finish()`` reports it.
final class FileSink: ByteSink {
    /// The buffer's size: 64 KiB.
    static let bufferSize = 64 << 10

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The first failed write.
    private(set) var failure: SystemError?

    /// A sink writing to `descriptor`, which stays open (the caller closes it).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count > Self.bufferSize { flushBuffer() }
        if bytes.count >= Self.bufferSize {
            writeFully(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is buffered; throws the first write error, if any.
    func finish() throws(SystemError) {
        flushBuffer()
        if let failure { throw failure }
    }

    private func flushBuffer() {
        buffer.withUnsafeBytes { writeFully($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeFully(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        failure = FileDescriptor.write(bytes, to: descriptor)
    }
}
