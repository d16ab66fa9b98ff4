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

    /// Line starts found eight bytes at a time match a byte-by-byte scan, for line ends of every
    /// kind at every alignment among bytes near and far from them (tab, `\r` - 1, 0x80, 0xFF).
    @Test func lineStartsMatchAByteByByteScan() {
        func reference(_ bytes: [UInt8]) -> [Int] {
            var starts = [0], index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    starts.append(index + 1)
                } else if bytes[index] == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x0C, 0x0E, 0x20, 0x61, 0x7F, 0x80, 0x8D, 0xFF]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1000] {
            for trial in 0..<50 {
                // A fixed scatter of the alphabet's bytes among plain letters, different per trial.
                let bytes = (0..<length).map { position -> UInt8 in
                    let mix = (trial &* 2_654_435_761 &+ position &* 40_503) >> 5
                    return mix % 4 == 0 ? alphabet[(mix / 4) % alphabet.count] : 0x61
                }
                #expect(SourceFile.lineStarts(of: bytes) == reference(bytes), "\(bytes)")
            }
        }
    }

    @Test func invalidBytesCountAsOneColumnEach() {
        let file = SourceFile(id: FileID(0), path: "a.tip", bytes: [0x61, 0xFF, 0xC3, 0x62])
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 4))
    }
}

