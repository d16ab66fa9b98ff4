import Testing
import TipEmit
@testable import TipLanguageServer

/// Content-Length framing over a stream that hands out bytes in arbitrary pieces, and recovery
/// from bad frames.
@Suite struct MessageReaderTests {
    /// A stream made of pieces, some of them long runs of one byte generated as they are read
    /// (so a test can send more than the body limit without holding it in memory).
    private enum Piece {
        case text(String)
        case run(UInt8, count: Int)
    }

    /// A reader over `pieces` given out at most `chunkSize` bytes at a time.
    private func reader(_ pieces: [Piece], chunkSize: Int) -> MessageReader {
        var remaining = pieces[...]
        var sentOfPiece = 0
        return MessageReader {
            guard let piece = remaining.first else { return [] }
            let chunk: [UInt8]
            let length: Int
            switch piece {
            case .text(let text):
                let bytes = Array(text.utf8)
                length = bytes.count
                chunk = Array(bytes[sentOfPiece..<min(length, sentOfPiece + chunkSize)])
            case .run(let byte, let count):
                length = count
                chunk = Array(repeating: byte, count: min(chunkSize, count - sentOfPiece))
            }
            sentOfPiece += chunk.count
            if sentOfPiece == length {
                sentOfPiece = 0
                remaining = remaining.dropFirst()
            }
            return chunk
        }
    }

    private func frames(_ pieces: [Piece], chunkSize: Int) -> [IncomingFrame] {
        var reader = reader(pieces, chunkSize: chunkSize)
        var frames: [IncomingFrame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .endOfInput { return frames }
        }
    }

    private func frames(_ text: String, chunkSize: Int) -> [IncomingFrame] {
        frames([.text(text)], chunkSize: chunkSize)
    }

    private func message(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    private let next = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#

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

    /// A header without Content-Length, its stray body glued to the next message (as a client
    /// writes them): the stray bytes are skipped up to the next `Content-Length:` and the next
    /// message is read whole.
    @Test func strayBodyAfterAHeaderWithoutLengthIsSkipped() {
        let stray = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let text = "Content-Type: application/vscode-jsonrpc\r\n\r\n" + stray + message(next)
        for chunkSize in [1, 5, 13, 4096] {
            #expect(frames(text, chunkSize: chunkSize) == [
                .badHeader("missing Content-Length header"), .body(Array(next.utf8)), .endOfInput,
            ], "chunk size \(chunkSize)")
        }
    }

    @Test func everyKindOfBadHeaderIsReportedOnceAndTheNextMessageSurvives() {
        let cases: [(bad: String, problem: String)] = [
            ("Content-Length: -1\r\n\r\n{}", "invalid Content-Length `-1`"),
            ("Content-Length: twelve\r\n\r\nxyz\r\n", "invalid Content-Length `twelve`"),
            ("Content-Length: 99999999999999999999999\r\n\r\n", "invalid Content-Length `99999999999999999999999`"),
            ("no colon here\r\n\r\nmore junk\r\n\r\n", "malformed header line (no `:`)"),
            ("X-Other: 1\r\n\r\n[1,2,3]\n\n\n", "missing Content-Length header"),
        ]
        for (bad, problem) in cases {
            for chunkSize in [1, 3, 4096] {
                #expect(frames(bad + message(next), chunkSize: chunkSize) == [.badHeader(problem), .body(Array(next.utf8)), .endOfInput],
                        "\(bad) at chunk size \(chunkSize)")
            }
        }
    }

    @Test func theNextHeaderIsFoundInAnyCase() {
        let text = "X: 1\r\n\r\nstray\r\ncOnTeNt-LeNgTh: 2\r\n\r\n{}"
        #expect(frames(text, chunkSize: 2) == [.badHeader("missing Content-Length header"), .body(Array("{}".utf8)), .endOfInput])
    }

    @Test func strayBytesUpToTheEndAreDropped() {
        #expect(frames("X: 1\r\n\r\n" + String(repeating: "junk ", count: 10_000), chunkSize: 100) == [
            .badHeader("missing Content-Length header"), .endOfInput,
        ])
    }

    @Test func aTruncatedBodyEndsTheInput() {
        #expect(frames("Content-Length: 10\r\n\r\n{}", chunkSize: 3) == [.endOfInput])
    }

    @Test func anEndlessHeaderLineStaysBounded() {
        let text = String(repeating: "x", count: 100_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}"
        let result = frames(text, chunkSize: 4096)
        #expect(result == [.badHeader("header block longer than 16384 bytes"), .body(Array("{}".utf8)), .endOfInput])
    }

    /// A body over the limit: its bytes are skipped as they come, its id read from its start.
    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":41,"method":"textDocument/didOpen","params":{"text":""#, JSON.integer(41)),
        (#"{ "id" : "big" , "params":[""#, JSON.string("big")),
        (#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"text":""#, JSON?.none),
        (#"{"id":{"nested":1},"params":""#, JSON?.none),
    ])
    func oversizedBodiesAreSkippedExactly(start: String, id: JSON?) {
        let length = MessageReader.maximumBodyLength + 10
        let filler = length - start.utf8.count - 2
        let pieces: [Piece] = [
            .text("Content-Length: \(length)\r\n\r\n" + start), .run(UInt8(ascii: "a"), count: filler), .text("\"}"),
            .text(message(next)),
        ]
        #expect(frames(pieces, chunkSize: 1 << 16) == [.oversizedBody(length: length, id: id), .body(Array(next.utf8)), .endOfInput])
    }

    /// An id after more than ``MessageReader/idPrefixLength`` bytes of other members is not
    /// looked for.
    @Test func anIDPastThePrefixIsNotFound() {
        let length = MessageReader.maximumBodyLength + 1
        let start = #"{"params":{"text":""#, middle = #""},"id":3,"x":""#, end = #""}"#
        let rest = length - start.utf8.count - MessageReader.idPrefixLength - middle.utf8.count - end.utf8.count
        let pieces: [Piece] = [
            .text("Content-Length: \(length)\r\n\r\n" + start), .run(UInt8(ascii: "a"), count: MessageReader.idPrefixLength),
            .text(middle), .run(UInt8(ascii: "a"), count: rest), .text(end),
        ]
        #expect(frames(pieces, chunkSize: 1 << 16) == [.oversizedBody(length: length, id: JSON?.none), .endOfInput])
    }

    @Test func aTruncatedOversizedBodyEndsTheInput() {
        let pieces: [Piece] = [.text("Content-Length: \(MessageReader.maximumBodyLength + 1)\r\n\r\n{\"id\":1,"), .run(0x20, count: 1000)]
        #expect(frames(pieces, chunkSize: 100) == [.endOfInput])
    }
}
