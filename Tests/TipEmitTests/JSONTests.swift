import Foundation
import Testing
import TipEmit

/// The one JSON model: reading, compact and pretty writing, reading the start of cut text.
@Suite struct JSONTests {
    private func parse(_ text: String) throws -> JSON { try JSON.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}, "id": 9007199254740993} "#)
        #expect(value["a"] == [1, .number(-2.5), .number(300), true, false, .null])
        #expect(value["b"]?["c"] == "d")
        #expect(value["id"] == .integer(9_007_199_254_740_993))
        #expect(value["missing"] == nil)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/\n\té😀"))
        #expect(try parse(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try parse("\"안녕 👋\"") == .string("안녕 👋"))
        #expect(try parse(#"["\n", "plain", "\u00e9"]"#) == ["\n", "plain", "é"])
    }

    @Test func invalidUTF8InAStringBecomesReplacementCharacters() throws {
        let bytes: [UInt8] = [UInt8(ascii: "\""), 0xE3, 0x81] + Array(#"\u00e9"#.utf8) + [0xA9, UInt8(ascii: "\"")]
        #expect(try JSON.parse(bytes) == .string("\u{FFFD}é\u{FFFD}"))
    }

    /// Megabytes of escapes of every kind decode to exactly the expected text (the reader is
    /// linear in its input; the benchmark, `tipc-bench lsp`, measures its rate).
    @Test(arguments: [1 << 20, 4 << 20])
    func largeEscapedStringsDecodeExactly(size: Int) throws {
        let unit = #"\n\"\u00e9\\\ud83d\ude00x/"#
        let count = size / unit.utf8.count
        let text = "\"" + String(repeating: unit, count: count) + "\""
        let decoded = try #require(try parse(text).stringValue)
        #expect(decoded == String(repeating: "\n\"é\\😀x/", count: count))
        #expect(try parse(JSON.string(decoded).compactText) == .string(decoded))
    }

    @Test func rejectsMalformedText() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01x", "1 2", "\"\u{01}\"", "\"\\q\"", "-", "1.", "{\"a\":1,}", "\"\\u12\""] {
            #expect(throws: JSONParseError.self, "\(text)") { try parse(text) }
        }
    }

    /// A mistake in a string is reported at its byte (the end of the input when the string is
    /// not closed), with escapes before it or not.
    @Test func stringMistakesPointAtTheirByte() {
        func offset(_ text: String) -> Int? {
            do throws(JSONParseError) {
                _ = try JSON.parse(Array(text.utf8))
                return nil
            } catch {
                return error.offset
            }
        }
        #expect(offset("\"ab\u{01}c\"") == 3)
        #expect(offset("\"a\\n\u{01}\"") == 4)
        #expect(offset("\"abc") == 4)
        #expect(offset("\"a\\nbc") == 6)
        #expect(offset("[\"a\\") == 4)
        #expect(offset("\"a\\q\"") == 4)
    }

    /// Strings that put quotes, backslashes, escapes, control characters and multi-byte text at
    /// every position of an eight-byte word read as Foundation's reader reads them, and
    /// mistakes are found at their byte.
    @Test func stringsReadAsFoundationReadsThemAtEveryOffset() throws {
        let pieces = ["a", "é", "한", "😀", #"\""#, #"\\"#, #"\n"#, #"\u00e9"#, #"\ud83d\ude00"#, "/", " "]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<8 {
                let body = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let text = "[\"" + body + "\"]"
                let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
                #expect(try parse(text) == .array([.string(try #require(expected?.first))]), "\(text)")
            }
            let prefix = String(repeating: "x", count: length)
            func offset(_ text: String) -> Int? {
                do throws(JSONParseError) {
                    _ = try JSON.parse(Array(text.utf8))
                    return nil
                } catch {
                    return error.offset
                }
            }
            #expect(offset("\"" + prefix + "\u{1F}\"") == length + 1)
            #expect(offset("\"" + prefix + "\\n\u{1F}\"") == length + 3)
            #expect(offset("\"" + prefix) == length + 1)
        }
    }

    /// Many strings with escapes in one text, of every length, each decode exactly (they share
    /// the reader's scratch storage), with plain strings between them.
    @Test func manyEscapedStringsInOneTextReadAsFoundationReadsThem() throws {
        let strings = (0..<2_000).map { index in
            String(repeating: "é\"a", count: index % 37) + (index % 3 == 0 ? "\n\u{1F600}" : "") + String(index)
        }
        let text = JSON.array(strings.enumerated().map { .array([.string($1), .string("plain \($0)")]) }).compactText
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String]])
        #expect(try parse(text) == .array(expected.map { .array($0.map(JSON.string)) }))
        #expect(expected.map(\.[0]) == strings)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try parse(deep) }
        let allowed = String(repeating: "[", count: JSON.maximumDepth) + String(repeating: "]", count: JSON.maximumDepth)
        #expect((try? parse(allowed)) != nil)
    }

    @Test func writesCompactTextInOrder() throws {
        let value: JSON = ["z": 1, "a": [.null, true, .number(0.5), "q\"\n\u{1}é\u{2028}"], "m": [:], "e": []]
        #expect(value.compactText == #"{"z":1,"a":[null,true,0.5,"q\"\n\u0001é\u2028"],"m":{},"e":[]}"#)
        #expect(try parse(value.compactText) == value)
        #expect(JSON.number(3).compactText == "3")
        #expect(JSON.number(0.1234567).compactText == "0.1234567")
        #expect(JSON.number(.infinity).compactText == "null")
        #expect(value.description == value.compactText)
    }

    /// The writers walk containers with a stack of their own. (Values deeper than a few thousand
    /// levels cannot be built safely anyway: releasing one recurses in the Swift runtime.)
    @Test func writersHandleDeepValues() throws {
        var value: JSON = "leaf"
        for _ in 0..<1_000 { value = [value] }
        #expect(value.compactText == String(repeating: "[", count: 1_000) + "\"leaf\"" + String(repeating: "]", count: 1_000))
        let pretty = value.rendered()
        #expect(pretty.hasPrefix("[\n  [\n    ["))
        #expect(pretty.contains("\n" + String(repeating: " ", count: 1_998) + "[\"leaf\"]\n"))
        #expect(pretty.hasSuffix("\n  ]\n]"))
    }

    @Test func prettyTextPutsFlatValuesOnOneLine() {
        let value: JSON = [
            "name": "A", "size": ["width": .number(10.25), "height": 4], "tags": [["x": 0], ["y": [1, 2]]],
            "empty": [:], "list": ["a", "b"],
        ]
        #expect(value.rendered() == """
            {
              "name": "A",
              "size": { "width": 10.25, "height": 4 },
              "tags": [
                { "x": 0 },
                { "y": [1, 2] }
              ],
              "empty": {},
              "list": ["a", "b"]
            }
            """)
        #expect(JSON.number(1.23456).rendered() == "1.235")
    }

    @Test func integersAndNumbersCompareByValue() {
        #expect(JSON.integer(3) == JSON.number(3))
        #expect(Set([JSON.integer(3), JSON.number(3)]).count == 1)
        #expect(JSON.number(3).integerValue == 3)
        #expect(JSON.number(3.5).integerValue == nil)
    }

    @Test func leadingMembersOfCutText() {
        func members(_ text: String) -> [String] {
            JSON.leadingMembers(of: Array(text.utf8)).map { "\($0.key)=\($0.value.compactText)" }
        }
        #expect(members(#"{"jsonrpc":"2.0","id":7,"method":"x","params":{"text":"aaaa"#) == [#"jsonrpc="2.0""#, "id=7", #"method="x""#])
        #expect(members(#" { "id" : "abc" } trailing"#) == [#"id="abc""#])
        // A value that may go on past the cut is not complete.
        #expect(members(#"{"id":12"#) == [])
        #expect(members(#"{"params":{"a":[1,2"#) == [])
        #expect(members(#"[1,2]"#) == [])
        #expect(members(#"{"a":1 "b":2}"#) == [])
    }
}
