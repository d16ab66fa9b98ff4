#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipEmit
import TipSystem

/// The sink of one output being staged (``OutputTransaction``). Where the destination already
/// holds a file, the bytes are compared with that file's as they come, and the temporary file
/// is opened and written only from the first byte that differs (the equal bytes before it are
/// then copied over from the old file): an unchanged output is read once and never written,
/// a changed one costs a read of its equal beginning. Without an old file, every byte goes to
/// the temporary file.
final class StagingSink: ByteSink {
    /// The file the output would replace, open for reading (closed by the caller), if any.
    private let old: Int32?
    private let oldSize: Int
    /// Opens the temporary file: its descriptor, or `errno`.
    private let openTemporary: () -> Result<Int32, SystemError>
    /// How many bytes have been found equal to the old file's so far.
    private var equalCount = 0
    /// The old file's next bytes, read to compare.
    private lazy var oldBytes = [UInt8](repeating: 0, count: FileSink.bufferSize)
    /// The temporary file, once it is written to.
    private(set) var temporary: (descriptor: Int32, sink: FileSink)?
    /// The first failure to open, read or write.
    private var failure: SystemError?

    /// A sink comparing with `old` (`oldSize` bytes; nil: no file to compare with), calling
    /// `openTemporary` when the bytes must be written.
    init(comparingWith old: Int32?, oldSize: Int, openTemporary: @escaping () -> Result<Int32, SystemError>) {
        self.old = old
        self.oldSize = oldSize
        self.openTemporary = openTemporary
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if temporary == nil, !continuesOldFile(bytes) { startTemporary() }
        temporary?.sink.write(bytes)
    }

    /// Ends the output: true when its bytes are exactly the old file's (nothing was written),
    /// false when they are in the temporary file (then complete); throws the first failure.
    func finish() throws(SystemError) -> Bool {
        if temporary == nil, failure == nil {
            if old != nil, equalCount == oldSize { return true }
            startTemporary()  // no old file, or a longer one
        }
        if let failure { throw failure }
        try temporary?.sink.finish()
        return false
    }

    /// Whether `bytes` are the old file's next bytes (then counted as equal).
    private func continuesOldFile(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let old, equalCount + bytes.count <= oldSize else { return false }
        var offset = 0
        while offset < bytes.count {
            let count = min(oldBytes.count, bytes.count - offset)
            guard read(count, from: old), memcmp(oldBytes, bytes.baseAddress! + offset, count) == 0 else { return false }
            offset += count
        }
        equalCount += bytes.count
        return true
    }

    /// Reads the next `count` bytes of `file` into ``oldBytes``.
    private func read(_ count: Int, from file: Int32) -> Bool {
        var filled = 0
        while filled < count {
            let got = oldBytes.withUnsafeMutableBytes {
                FileDescriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled..<count]), from: file)
            }
            guard case .success(let count) = got, count > 0 else { return false }
            filled += count
        }
        return true
    }

    /// Opens the temporary file and copies into it the old file's bytes found equal so far.
    private func startTemporary() {
        switch openTemporary() {
        case .failure(let error): failure = error
        case .success(let descriptor):
            let sink = FileSink(descriptor: descriptor)
            temporary = (descriptor, sink)
            guard let old else { return }
            var copied = 0
            while copied < equalCount {
                let bytes = FileDescriptor.read(count: min(oldBytes.count, equalCount - copied), at: copied, from: old)
                guard !bytes.isEmpty else {
                    failure = SystemError(code: EIO)
                    return
                }
                bytes.withUnsafeBytes { sink.write($0) }
                copied += bytes.count
            }
        }
    }
}
