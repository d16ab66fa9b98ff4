import Foundation
import TipEmit

/// Frames outgoing messages as `Content-Length: N\r\n\r\n` followed by the compact JSON body.
public struct MessageWriter {
    private let writeBytes: ([UInt8]) -> Void

    /// Writes through `writeBytes` (called once per message, header and body together).
    public init(writeBytes: @escaping ([UInt8]) -> Void) {
        self.writeBytes = writeBytes
    }

    /// Writes to a file handle (a pipe or standard output).
    public init(handle: FileHandle) {
        self.init { handle.write(Data($0)) }
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
