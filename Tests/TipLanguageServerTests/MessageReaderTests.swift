import Testing
@testable import TipLanguageServer

/// Content-Length framing over a stream that hands out bytes in arbitrary pieces.
@Suite struct MessageReaderTests {
    /// A reader over `bytes` given out `chunkSize` bytes at a time.
    private func reader(_ bytes: [UInt8], chunkSize: Int) -> MessageReader {
        var remaining = bytes[...]
        return MessageReader {
            let chunk = Array(remaining.prefix(chunkSize))
            remaining = remaining.dropFirst(chunkSize)
            return chunk
        }
    }

    private func frames(_ text: String, chunkSize: Int) -> [IncomingFrame] {
        var reader = reader(Array(text.utf8), chunkSize: chunkSize)
        var frames: [IncomingFrame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .endOfInput { return frames }
        }
    }

    @Test func partialReadsGiveTheSameMessages() {
        let body = #"{"a":"안녕 👋"}"#
        let text = "Content-Length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)"
            + "content-length:2\r\n\r\n[]"
        let expected: [IncomingFrame] = [.body(Array(body.utf8)), .body(Array("[]".utf8)), .endOfInput]
        for chunkSize in [1, 2, 3, 7, 1000] {
            #expect(frames(text, chunkSize: chunkSize) == expected, "chunk size \(chunkSize)")
        }
    }

    @Test func bareLineFeedsAreTolerated() {
        #expect(frames("Content-Length: 2\n\n{}", chunkSize: 4) == [.body(Array("{}".utf8)), .endOfInput])
    }

    @Test func badHeadersAreReportedAndSkipped() {
        let text = "Content-Length: -1\r\n\r\nX-Other: 1\r\n\r\nContent-Length: 99999999999\r\n\r\nContent-Length: 2\r\n\r\n{}"
        let result = frames(text, chunkSize: 5)
        #expect(result.count == 5)
        #expect(result[0] == .badHeader("invalid Content-Length `-1`"))
        #expect(result[1] == .badHeader("missing Content-Length header"))
        #expect(result[2] == .badHeader("invalid Content-Length `99999999999`"))
        #expect(result[3] == .body(Array("{}".utf8)))
    }

    @Test func aTruncatedBodyEndsTheInput() {
        #expect(frames("Content-Length: 10\r\n\r\n{}", chunkSize: 3) == [.endOfInput])
    }

    @Test func anEndlessHeaderLineStaysBounded() {
        let text = String(repeating: "x", count: 100_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}"
        let result = frames(text, chunkSize: 4096)
        #expect(result.first == .badHeader("header block longer than 16384 bytes"))
        #expect(result.dropFirst().first == .body(Array("{}".utf8)))
    }
}
