import Testing
import TipEmit
import TipSyntax
@testable import TipLanguageServer

/// The editable text of an open document and the `didChange` content changes applied to it.
@Suite struct DocumentTextTests {
    private func text(_ string: String) -> DocumentText { DocumentText(bytes: Array(string.utf8)) }

    private func string(_ text: DocumentText) -> String { String(decoding: text.bytes, as: UTF8.self) }

    /// The line starts a fresh scan finds.
    private func scanned(_ bytes: [UInt8]) -> [Int] {
        SourceFile(id: FileID(0), path: "", bytes: bytes).lineStarts
    }

    @Test func lineStartsFollowEditsThatJoinAndPartLineBreaks() {
        var document = text("a\rb")
        #expect(document.lineStarts == [0, 2])
        document.replace(2..<2, with: Array("\n".utf8))  // a CR and an LF become one CRLF
        #expect(document.lineStarts == [0, 3])
        document.replace(2..<3, with: [])  // and part again
        #expect(document.lineStarts == [0, 2])
        document.replace(0..<0, with: Array("\n\r\n".utf8))
        #expect(string(document) == "\n\r\na\rb")
        #expect(document.lineStarts == [0, 1, 3, 5])
        document.replace(0..<document.bytes.count, with: [])
        #expect(document.lineStarts == [0])
    }

    /// Thousands of random edits (a fixed seed) over text rich in line breaks and multi-byte
    /// characters keep exactly the line starts a fresh scan finds.
    @Test func randomEditsKeepTheLineStartsOfAFreshScan() {
        let pieces = ["\n", "\r", "\r\n", "a", "bc", "안녕", "👋", " ", "\n\n"]
        var random = SplitMix64(seed: 0x7105)
        var expected: [UInt8] = Array("tooltip A {\r\n    text: \"a\"\r}\n".utf8)
        var document = DocumentText(bytes: expected)
        for _ in 0..<5_000 {
            let start = Int(random.next() % UInt64(expected.count + 1))
            let end = start + Int(random.next() % UInt64(min(6, expected.count - start) + 1))
            var insert: [UInt8] = []
            for _ in 0..<Int(random.next() % 3) { insert += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            expected.replaceSubrange(start..<end, with: insert)
            document.replace(start..<end, with: insert)
            #expect(document.bytes == expected)
            #expect(document.lineStarts == scanned(expected))
            if document.lineStarts != scanned(expected) { return }
        }
    }

    // MARK: Content changes

    private func apply(_ changes: [JSON], to string: String) throws(ChangeRejection) -> String {
        self.string(try ContentChanges.apply(.array(changes), to: text(string)))
    }

    private func rejection(_ changes: JSON?, _ string: String = "ab\ncd\n") -> String? {
        do throws(ChangeRejection) {
            _ = try ContentChanges.apply(changes, to: text(string))
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func changesApplyInOrderEachToTheTextBefore() throws {
        let changes: [JSON] = [
            LanguageClient.edit(0, 0, 0, 0, "x\n"),  // "x\nab\ncd\n"
            LanguageClient.edit(1, 1, 2, 1, "Y"),  // "x\naYd\n"
            ["text": "whole\n"],
            LanguageClient.edit(1, 0, 1, 0, "end"),
        ]
        #expect(try apply(changes, to: "ab\ncd\n") == "whole\nend")
        #expect(try apply([["range": .null, "text": "null range"]], to: "ab") == "null range")
        #expect(try apply([LanguageClient.edit(0, 1, 0, 2, "")].map { change in
            guard case .object(let members) = change else { return change }
            return .object(members + [JSONMember("rangeLength", 99)])
        }, to: "abc") == "ac")
    }

    @Test func positionsCountUTF16UnitsAndClampToTheLine() throws {
        // 👋 is two UTF-16 units; a character inside it means its start.
        #expect(try apply([LanguageClient.edit(0, 3, 0, 3, "|")], to: "a👋b") == "a👋|b")
        #expect(try apply([LanguageClient.edit(0, 2, 0, 2, "|")], to: "a👋b") == "a|👋b")
        #expect(try apply([LanguageClient.edit(0, 1, 0, 3, "")], to: "a👋b") == "ab")
        #expect(try apply([LanguageClient.edit(0, 1, 0, 2, "")], to: "안녕") == "안")
        // A character past the line's end is the end of the line, before its CRLF.
        #expect(try apply([LanguageClient.edit(0, 99, 0, 99, "!")], to: "ab\r\ncd") == "ab!\r\ncd")
        #expect(try apply([LanguageClient.edit(0, 1, 1, 0, "")], to: "ab\r\ncd") == "acd")
        // The last line of "a\n" is the empty line 1.
        #expect(try apply([LanguageClient.edit(1, 0, 1, 0, "z")], to: "a\n") == "a\nz")
    }

    @Test func invalidChangesAreRefusedWithTheReason() {
        #expect(rejection(nil) == "`contentChanges` is missing or not an array")
        #expect(rejection(["text": "x"]) == "`contentChanges` is missing or not an array")
        #expect(rejection([["range": .null]]) == "change 1 of 1 has no string `text`")
        #expect(rejection([LanguageClient.edit(0, 0, 0, 0, ""), ["range": [:], "text": "x"]])
            == "change 2 of 2: the range's start has no integer `line`")
        #expect(rejection([["range": ["start": ["line": 0, "character": .number(1.5)], "end": ["line": 0, "character": 2]], "text": ""]])
            == "change 1 of 1: the range's start has no integer `character`")
        #expect(rejection([["range": ["start": ["line": 0, "character": 0]], "text": ""]])
            == "change 1 of 1: the range's end has no integer `line`")
        #expect(rejection([LanguageClient.edit(-1, 0, 0, 0, "")]) == "change 1 of 1: the range's start has a negative line (-1)")
        #expect(rejection([LanguageClient.edit(0, 0, 0, -2, "")]) == "change 1 of 1: the range's end has a negative character (-2)")
        #expect(rejection([LanguageClient.edit(1, 0, 0, 5, "")])
            == "change 1 of 1: the range's start (line 1, character 0) is after its end (line 0, character 5)")
        #expect(rejection([LanguageClient.edit(0, 0, 3, 0, "")])
            == "change 1 of 1: the range's end is on line 3, past the end of the document (lines 0 to 2)")
        // A line that exists only after an earlier change of the same notification is valid;
        // one a change removed is not.
        #expect(rejection([LanguageClient.edit(2, 0, 2, 0, "\n"), LanguageClient.edit(3, 0, 3, 0, "x")]) == nil)
        #expect(rejection([["text": "one line"], LanguageClient.edit(1, 0, 1, 0, "x")])
            == "change 2 of 2: the range's start is on line 1, past the end of the document (lines 0 to 0)")
    }
}

/// A small, fast, seedable generator (SplitMix64), so random tests are the same on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
