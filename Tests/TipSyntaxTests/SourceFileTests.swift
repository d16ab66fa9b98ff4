import Testing
@testable import TipSyntax

@Suite struct SourceFileTests {
    @Test func locationsCountScalarsAndAllLineEnds() {
        let file = SourceFile(id: FileID(0), path: "a.tip", text: "ab\r\nc한d\re\nf")
        #expect(file.lineStarts == [0, 4, 10, 12])
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 8) == SourceLocation(line: 2, column: 3))  // "d" after the 3-byte 한
        #expect(file.location(of: 10) == SourceLocation(line: 3, column: 1))
        #expect(file.location(of: 99) == SourceLocation(line: 4, column: 2))
        #expect(file.lineText(2) == "c한d")
    }

    @Test func invalidBytesCountAsOneColumnEach() {
        let file = SourceFile(id: FileID(0), path: "a.tip", bytes: [0x61, 0xFF, 0xC3, 0x62])
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 4))
    }
}
