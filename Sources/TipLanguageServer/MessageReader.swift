import TipEmit
import TipSystem

/// What the reader found next on the input stream.
public enum IncomingFrame: Equatable, Sendable {
    /// A complete body of exactly `Content-Length` bytes.
    case body([UInt8])
    /// A header block without a usable `Content-Length` (missing, not a number, a malformed
    /// line, too long); the text says what was wrong. The reader skips what follows up to the
    /// next `Content-Length:`, so the next message is read whole.
    case badHeader(String)
    /// A body whose `Content-Length` is over ``MessageReader/maximumBodyLength``. Its bytes were
    /// discarded without being kept; `id` is the request's id when the body's start shows one
    /// (see ``MessageReader/idPrefixLength``).
    case oversizedBody(length: Int, id: JSON?)
    /// The input ended (a partial message at the end is dropped).
    case endOfInput
}

/// Splits a byte stream into LSP messages: header lines (`Name: value`, ended by CRLF; a bare
/// LF is tolerated), an empty line, then exactly `Content-Length` bytes of body. Other headers
/// (`Content-Type`) are accepted and ignored. Reads as much as the source gives and never
/// assumes that one read is one message.
///
/// Recovery, so that one bad message never costs the ones after it: after a bad header the
/// reader skips forward to the next `Content-Length:` (in any case, wherever it starts: a client
/// writes messages back to back, so the next header usually follows stray body bytes on the
/// same line) and reads on from there. A body over the limit with a valid length is skipped by
/// exactly its length. Memory stays bounded in both cases.
public struct MessageReader {
    /// The largest body accepted (64 MiB); a larger one is skipped (``IncomingFrame/oversizedBody(length:id:)``).
    public static let maximumBodyLength = 64 << 20
    /// The longest header block accepted; a longer one is a bad header.
    public static let maximumHeaderLength = 16 << 10
    /// How much of an oversized body is kept to look for its `id` (which must be complete
    /// within it, every member before it too).
    public static let idPrefixLength = 64 << 10

    /// The header name that starts every message, lower-cased.
    private static let contentLengthName = Array("content-length:".utf8)

    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// Set after a bad header: skip to the next `Content-Length:` before reading a header.
    private var resynchronizing = false

    /// Reads from `readChunk`, which blocks until bytes are available and returns `[]` at the end.
    public init(readChunk: @escaping () -> [UInt8]) {
        self.readChunk = readChunk
    }

    /// Reads from a file descriptor (a pipe or standard input), as much as it gives at once (up
    /// to 64 KiB); a failed read is the end of the input. The reader reads a duplicate of
    /// `descriptor`, kept open as long as the reader is: the caller may close its own at any time.
    public init(descriptor: Int32) {
        let input = OwnedDescriptor(duplicating: descriptor)
        self.init {
            var chunk = [UInt8](repeating: 0, count: Self.readSize)
            let read = chunk.withUnsafeMutableBytes { FileDescriptor.read(into: $0, from: input.number) }
            guard case .success(let count) = read else { return [] }
            chunk.removeSubrange(count...)
            return chunk
        }
    }

    /// The most bytes one read of a file descriptor takes.
    private static let readSize = 64 << 10

    /// The next frame.
    public mutating func next() -> IncomingFrame {
        if resynchronizing {
            guard skipToContentLength() else { return .endOfInput }
            resynchronizing = false
        }
        switch readHeader() {
        case .ended:
            return .endOfInput
        case .bad(let problem):
            resynchronizing = true
            return .badHeader(problem)
        case .length(let length) where length > Self.maximumBodyLength:
            guard let prefix = discard(length) else { return .endOfInput }
            return .oversizedBody(length: length, id: Self.requestID(in: prefix))
        case .length(let length):
            guard let body = readBytes(length) else { return .endOfInput }
            return .body(body)
        }
    }

    private enum Header {
        case length(Int)
        case bad(String)
        case ended
    }

    /// Reads a header block up to its empty line; stops at the first problem.
    private mutating func readHeader() -> Header {
        var contentLength: Int?
        var headerBytes = 0
        var sawHeader = false
        while true {
            guard let line = readLine() else { return .ended }
            headerBytes += line.count + 1
            if line.isEmpty {
                // Blank lines before any header are padding between messages.
                if !sawHeader { continue }
                guard let contentLength else { return .bad("missing Content-Length header") }
                return .length(contentLength)
            }
            sawHeader = true
            if headerBytes > Self.maximumHeaderLength {
                return .bad("header block longer than \(Self.maximumHeaderLength) bytes")
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .bad("malformed header line (no `:`)")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingSpaces()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            guard name.lowercased() == "content-length" else { continue }
            guard let length = Int(value), length >= 0 else { return .bad("invalid Content-Length `\(value)`") }
            contentLength = length
        }
    }

    /// Moves to the next `Content-Length:` (any case), keeping only the bytes that could be the
    /// start of one; false when the input ends first.
    private mutating func skipToContentLength() -> Bool {
        let name = Self.contentLengthName
        while true {
            var index = start
            while index + name.count <= buffer.count {
                if Self.lowercased(buffer[index]) == name[0],
                   name.indices.allSatisfy({ Self.lowercased(buffer[index + $0]) == name[$0] }) {
                    start = index
                    return true
                }
                index += 1
            }
            start = index
            guard fill() else { return false }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The `id` (an integer or a string) among the complete leading members of an oversized
    /// body's start.
    private static func requestID(in prefix: [UInt8]) -> JSON? {
        let id = JSON.leadingMembers(of: prefix).first { $0.key == "id" }?.value
        switch id {
        case .integer?, .string?: return id
        default: return nil
        }
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

    /// Consumes `count` bytes as they arrive, keeping only the first ``idPrefixLength``; the
    /// kept bytes, or nil when the input ends first.
    private mutating func discard(_ count: Int) -> [UInt8]? {
        var prefix: [UInt8] = []
        var remaining = count
        while remaining > 0 {
            if start == buffer.count {
                guard fill() else { return nil }
            }
            let taken = min(remaining, buffer.count - start)
            let kept = min(taken, Self.idPrefixLength - prefix.count)
            prefix += buffer[start..<(start + kept)]
            start += taken
            remaining -= taken
        }
        return prefix
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

extension String {
    /// The string without the spaces at either end: tabs and Unicode space separators (what
    /// Foundation's `CharacterSet.whitespaces` holds).
    fileprivate func trimmingSpaces() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = unicodeScalars.firstIndex(where: { !isSpace($0) }),
              let last = unicodeScalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(unicodeScalars[first...last])
    }
}
