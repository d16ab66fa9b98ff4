import Testing
import TipSyntax
@testable import TipLanguageServer

/// Byte offsets ↔ UTF-16 positions, and file URIs ↔ paths.
@Suite struct PositionTests {
    private func file(_ bytes: [UInt8]) -> SourceFile { SourceFile(id: FileID(0), path: "t.tip", bytes: bytes) }

    @Test func astralScalarsAreTwoUnits() {
        // "a안👋b": a (1 byte, 1 unit), 안 (3 bytes, 1 unit), 👋 (4 bytes, 2 units), b.
        let source = file(Array("x\na안👋b\r\nz".utf8))
        let offsets = [2, 3, 6, 10, 11]
        let characters = [0, 1, 2, 4, 5]
        for (offset, character) in zip(offsets, characters) {
            #expect(UTF16Positions.position(of: offset, in: source) == TextPosition(line: 1, character: character))
            #expect(UTF16Positions.offset(of: TextPosition(line: 1, character: character), in: source) == offset)
        }
        #expect(UTF16Positions.position(of: 13, in: source) == TextPosition(line: 2, character: 0))
    }

    @Test func positionsOutsideTheTextAreClamped() {
        let source = file(Array("ab👋\r\ncd".utf8))
        // Inside the surrogate pair: the start of the emoji.
        #expect(UTF16Positions.offset(of: TextPosition(line: 0, character: 3), in: source) == 2)
        // Past the end of a line: before its CRLF. Past the last line: the end of the file.
        #expect(UTF16Positions.offset(of: TextPosition(line: 0, character: 99), in: source) == 6)
        #expect(UTF16Positions.offset(of: TextPosition(line: 9, character: 0), in: source) == 10)
        #expect(UTF16Positions.position(of: 999, in: source) == TextPosition(line: 1, character: 2))
    }

    @Test func invalidUTF8IsOneUnitPerByte() {
        // A stray continuation byte, a truncated 3-byte sequence, an encoded surrogate, then "x".
        let source = file([0x80, 0xE3, 0x81, 0xED, 0xA0, 0x80, UInt8(ascii: "x")])
        #expect(UTF16Positions.position(of: 6, in: source) == TextPosition(line: 0, character: 6))
        #expect(UTF16Positions.position(of: 7, in: source) == TextPosition(line: 0, character: 7))
    }

    @Test func fileURIs() {
        #expect(DocumentURI.path(of: "file:///a/b%20c/d%C3%A9.tip") == "/a/b c/dé.tip")
        #expect(DocumentURI.path(of: "file://localhost/x.tip") == "/x.tip")
        #expect(DocumentURI.path(of: "file://server/share/x.tip") == "//server/share/x.tip")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file:///bad%zz") == nil)
        #expect(DocumentURI.uri(ofPath: "/a/b c/dé#1.tip") == "file:///a/b%20c/d%C3%A9%231.tip")
        #expect(DocumentURI.path(of: DocumentURI.uri(ofPath: "/ü/%20/x y.tip")) == "/ü/%20/x y.tip")
    }
}
