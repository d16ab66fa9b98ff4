import Foundation

/// What the reader found next on the input stream.
public enum IncomingFrame: Equatable, Sendable {
    /// A complete body of exactly `Content-Length` bytes.
    case body([UInt8])
    /// A header block without a usable `Content-Length` (missing, not a number, too large); the
    /// text says what was wrong. The block has been skipped.
    case badHeader(String)
    /// The input ended (a partial message at the end is dropped).
    case endOfInput
}

/// Splits a byte stream into LSP messages: header lines (`Name: value`, ended by CRLF; a bare
/// LF is tolerated), an empty line, then exactly `Content-Length` bytes of body. Other headers
/// (`Content-Type`) are accepted and ignored. Reads as much as the source gives and never
/// assumes that one read is one message.
public struct MessageReader {
    /// The largest body accepted (64 MiB); a larger `Content-Length` is a bad header.
    public static let maximumBodyLength = 64 << 20
    /// The longest header block accepted; a longer one is a bad header.
    public static let maximumHeaderLength = 16 << 10

    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// Reads from `readChunk`, which blocks until bytes are available and returns `[]` at the end.
    public init(readChunk: @escaping () -> [UInt8]) {
        self.readChunk = readChunk
    }

    /// Reads from a file handle (a pipe or standard input).
    public init(handle: FileHandle) {
        self.init { Array(handle.availableData) }
    }

    /// The next frame.
    public mutating func next() -> IncomingFrame {
        var contentLength: Int?
        var problem: String?
        var headerBytes = 0
        var sawHeader = false
        while true {
            guard let line = readLine() else { return .endOfInput }
            headerBytes += line.count + 1
            if line.isEmpty {
                // Blank lines before any header are padding between messages.
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            if headerBytes > Self.maximumHeaderLength {
                problem = problem ?? "header block longer than \(Self.maximumHeaderLength) bytes"
                continue
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                problem = problem ?? "malformed header line (no `:`)"
                continue
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard name.lowercased() == "content-length" else { continue }
            if let length = Int(value), length >= 0, length <= Self.maximumBodyLength {
                contentLength = length
            } else {
                problem = problem ?? "invalid Content-Length `\(value)`"
            }
        }
        if let problem { return .badHeader(problem) }
        guard let length = contentLength else { return .badHeader("missing Content-Length header") }
        guard let body = readBytes(length) else { return .endOfInput }
        return .body(body)
    }

    /// One line without its line end (LF or CRLF), or nil at the end of the input. A line longer
    /// than ``maximumHeaderLength`` is returned in pieces of that length, so memory stays bounded.
    private mutating func readLine() -> [UInt8]? {
        var searched = 0
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                return line
            }
            searched = buffer.count - start
            if searched > Self.maximumHeaderLength {
                let piece = Array(buffer[start..<buffer.count])
                start = buffer.count
                return piece
            }
            guard fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or nil when the input ends first.
    private mutating func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    /// Reads one more chunk, compacting consumed bytes first; false at the end of the input.
    private mutating func fill() -> Bool {
        if ended { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = readChunk()
        if chunk.isEmpty {
            ended = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }
}
