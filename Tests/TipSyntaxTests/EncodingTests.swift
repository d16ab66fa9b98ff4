import Testing
@testable import TipSyntax

/// Invalid UTF-8 (E001) anywhere, the BOM, and line ends.
@Suite struct EncodingTests {
    func positions(_ bytes: [UInt8]) -> [String] {
        let file = SourceFile(id: FileID(0), path: "e.tip", bytes: bytes)
        return TestSupport.positions(Parser.parse(file).diagnostics, in: file)
    }

    let valid = Array("tooltip T {\n  text: \"hi\"\n}\n".utf8)

    @Test func invalidByteAtStartMiddleAndEnd() {
        #expect(positions([0xFF] + valid) == ["E001@1:1"])
        // Between tokens on line 2, after the two-space indentation.
        var middle = valid
        middle.insert(0xC3, at: 14)
        #expect(positions(middle) == ["E001@2:3"])
        #expect(positions(valid + [0xE2, 0x82]) == ["E001@4:1"])
    }

    @Test func invalidUTF8InsideStringsAndComments() {
        let inString = Array("tooltip T { text: \"a".utf8) + [0xED, 0xA0, 0x80] + Array("b\" }".utf8)
        #expect(positions(inString) == ["E001@1:21"])
        let inComment = Array("// ok ".utf8) + [0xC0, 0xAF] + Array("\n/* ".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(" */".utf8)
        #expect(positions(inComment) == ["E001@1:7", "E001@2:4"])
        let tree = Parser.parse(SourceFile(id: FileID(0), path: "e.tip", bytes: inString))
        guard case .component(let component) = tree.document.declarations.first,
              case .property(let text) = component.body.members.first,
              case .string(let decoded) = text.value.elements.first?.terms.first?.kind else {
            Issue.record("the string was not kept")
            return
        }
        // One U+FFFD per maximal ill-formed subpart, as Unicode recommends (and as Swift decodes).
        #expect(decoded == "a\u{FFFD}\u{FFFD}\u{FFFD}b")
    }

    @Test func eachKindOfMalformedSequenceIsReportedOnce() {
        let cases: [[UInt8]] = [
            [0x80],                    // lone continuation byte
            [0xE6, 0x96],              // truncated
            [0xC0, 0x80],              // overlong
            [0xE0, 0x80, 0x80],        // overlong (3 bytes)
            [0xED, 0xB0, 0x80],        // surrogate
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
            [0xF8, 0x88, 0x80, 0x80],  // not a lead byte
        ]
        for bytes in cases {
            #expect(positions(Array("let x = ".utf8) + bytes) == ["E001@1:9"], "\(bytes)")
        }
    }

    @Test func validMultibyteTextIsAccepted() {
        #expect(positions(Array("tooltip T { text: \"😀 한\" }".utf8)).isEmpty)
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(positions([0xEF, 0xBB, 0xBF] + valid).isEmpty)
    }

    @Test func crlfAndLoneCREndProperties() {
        let text = "tooltip T {\r\n  text: \"a\"\r\n  width: 10\r  height: 3\r\n}\r\n"
        let result = TestSupport.parse(text)
        #expect(result.diagnostics.isEmpty)
        guard case .component(let component) = result.document.declarations.first else {
            Issue.record("no component")
            return
        }
        #expect(TestSupport.properties(component.body).map(\.name) == ["text", "width", "height"])
        let errors = TestSupport.parse("tooltip T {\r\n  text: 1 2\r\n  width: 1px\r\n}")
        #expect(TestSupport.positions(errors.diagnostics, in: errors.file) == ["E006@3:10"])
    }
}
