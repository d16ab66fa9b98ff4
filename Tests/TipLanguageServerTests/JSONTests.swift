import Testing
@testable import TipLanguageServer

/// The server's JSON reader and writer.
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
        #expect(try parse("\"안녕 👋\"") == .string("안녕 👋"))
    }

    @Test func rejectsMalformedText() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01x", "1 2", "\"\u{01}\"", "\"\\q\"", "-", "1.", "{\"a\":1,}"] {
            #expect(throws: JSONParseError.self, "\(text)") { try parse(text) }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try parse(deep) }
        let allowed = String(repeating: "[", count: JSON.maximumDepth) + String(repeating: "]", count: JSON.maximumDepth)
        #expect((try? parse(allowed)) != nil)
    }

    @Test func writesCompactTextInOrder() throws {
        let value: JSON = ["z": 1, "a": [.null, true, .number(0.5), "q\"\n\u{1}é"], "m": [:]]
        #expect(value.text == #"{"z":1,"a":[null,true,0.5,"q\"\n\u0001é"],"m":{}}"#)
        #expect(try parse(value.text) == value)
        #expect(JSON.number(3).text == "3")
    }
}
