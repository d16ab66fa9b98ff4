import TipEmit
import TipSystem

/// Frames outgoing messages as `Content-Length: N\r\n\r\n` followed by the compact JSON body.
public struct MessageWriter {
    private let writeBytes: ([UInt8]) -> Void

    /// Writes through `writeBytes` (called once per message, header and body together).
    public init(writeBytes: @escaping ([UInt8]) -> Void) {
        self.writeBytes = writeBytes
    }

    /// Writes to a file descriptor (a pipe or standard output); a message that cannot be
    /// written (the editor has gone) is dropped.
    public init(descriptor: Int32) {
        self.init { bytes in bytes.withUnsafeBytes { _ = FileDescriptor.write($0, to: descriptor) } }
    }

    /// Sends one message.
    public func send(_ message: JSON) {
        writeBytes(Self.frame(message))
    }

    /// The framed bytes of `message`.
    public static func frame(_ message: JSON) -> [UInt8] {
        let body = message.compactUTF8
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
