import Testing
import TipPipeline

/// Every way a `.strings` file can be wrong, each with its message and its line and column
/// (columns count characters: Unicode scalars, as for `.tip` files).
@Suite struct StringsFileErrorTests {
    private let file = "`en.lproj/Localizable.strings`"

    /// The message and `line:column` of the error in `text`.
    private func failure(_ text: String) -> String? {
        StringTableTestSupport.stringsError(text).map { "\($0.location?.text ?? "-") \($0.message)" }
    }

    private func failure(bytes: [UInt8]) -> String? {
        StringTableTestSupport.stringsError(bytes).map { "\($0.location?.text ?? "-") \($0.message)" }
    }

    @Test func unterminatedStringsAndCommentsAreReportedWhereTheyBegin() {
        #expect(failure("\"a\" = \"b\";\n\"welcome\" = \"안녕\n") == "2:13 \(file): unterminated string (no closing `\"` before the end of the file)")
        #expect(failure("'a") == "1:1 \(file): unterminated string (no closing `'` before the end of the file)")
        #expect(failure("\"a\" = \"b\\") == "1:7 \(file): unterminated string (no closing `\"` before the end of the file)")
        #expect(failure("\"a\" = \"b\";\n  /* never closed\n\"c\" = \"d\";") == "2:3 \(file): unterminated comment (no `*/` before the end of the file)")
    }

    @Test func aMissingEqualsOrSemicolonIsReportedWhereItShouldBe() {
        #expect(failure("\"안녕\" \"b\";") == "1:6 \(file): expected `=` after the key `안녕`, found `\"`")
        #expect(failure("\"a\" = \"b\"\n\"c\" = \"d\";") == "1:10 \(file): expected `;` after the value of `a`")
        #expect(failure("\"a\" = \"b\" // comment") == "1:10 \(file): expected `;` after the value of `a`")
        #expect(failure("\"a\" = b c;") == "1:8 \(file): expected `;` after the value of `a`")
        #expect(failure("\"a\"\n") == "2:1 \(file) ends after the key `a`: expected `=`, its value and `;`")
        #expect(failure("\"a\" = ") == "1:7 \(file) ends after `=`: expected the value of `a`")
    }

    @Test func whatIsNotAStringIsNamed() {
        #expect(failure("\"a\" = \"b\";\n}") == "2:1 \(file): expected a key (a quoted string), found `}`")
        #expect(failure("\"a\" = { b = c; };") == "1:7 \(file): expected the value of `a` (a quoted string), found `{`")
        #expect(failure("\"a\" = (1, 2);") == "1:7 \(file): expected the value of `a` (a quoted string), found `(`")
        #expect(failure("é = \"b\";") == "1:1 \(file): expected a key (a quoted string), found `é`")
        #expect(failure("\"a\" = \n\t;") == "2:2 \(file): expected the value of `a` (a quoted string), found `;`")
    }

    @Test func badEscapes() {
        #expect(failure(#""a" = "caf\u00e9";"#) == "1:11 \(file): unknown escape `\\u`: a UTF-16 code unit is written `\\U` and four hex digits")
        #expect(failure(#""a" = "\x41";"#) == "1:8 \(file): unknown escape `\\x`")
        #expect(failure(#""a" = "\9";"#) == "1:8 \(file): unknown escape `\\9`")
        #expect(failure(#""a" = "\U00e";"#) == "1:8 \(file): `\\U` must be followed by four hex digits")
        #expect(failure(#""a" = "\U12"#) == "1:8 \(file): `\\U` must be followed by four hex digits")
        #expect(failure(#""a" = "\UD83D";"#)
                == "1:8 \(file): `\\UD83D` is the first half of a surrogate pair: it must be followed by `\\U` and the second half (DC00 to DFFF)")
        #expect(failure(#""a" = "\UD83D\U0041";"#)
                == "1:8 \(file): `\\UD83D` is the first half of a surrogate pair: it must be followed by `\\U` and the second half (DC00 to DFFF)")
        #expect(failure(#""a" = "\UDE00";"#) == "1:8 \(file): `\\UDE00` is the second half of a surrogate pair without the first")
        #expect(failure(#""a" = "\351";"#)
                == "1:8 \(file): the octal escape `\\351` is above `\\177`: write the character itself, or `\\U` and four hex digits")
    }

    @Test func aKeyDefinedTwiceIsAnError() {
        #expect(failure("\"a\" = \"1\";\n\"b\" = \"2\";\n  a = \"3\";") == "3:3 \(file): the key `a` is defined twice (first on line 1)")
    }

    @Test func encodingMistakesAreReportedAtTheirPlace() {
        let invalid = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC0, 0xAF] + Array("\";".utf8)
        #expect(failure(bytes: invalid)
                == "2:8 \(file) is not valid UTF-8 (a `.strings` file may also be UTF-16 with a byte order mark)")
        for bad: [UInt8] in [[0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF8]] {
            #expect(failure(bytes: Array("\"안\" = \"".utf8) + bad + Array("\";".utf8))?.hasPrefix("1:8 ") == true, "\(bad)")
        }
        let loneSurrogate = StringTableTestSupport.utf16("\"a\" = \"b\";\n\"c\" = \"") + [0x3D, 0xD8, 0x22, 0x00, 0x3B, 0x00]
        #expect(failure(bytes: loneSurrogate) == "2:8 \(file) is not valid UTF-16: a surrogate code unit without its other half")
        #expect(failure(bytes: StringTableTestSupport.utf16("\"a\" = \"b\";") + [0x41])
                == "- \(file) ends in the middle of a UTF-16 code unit (it is UTF-16, by its byte order mark, with an odd number of bytes)")
        #expect(failure(bytes: Array(StringTableTestSupport.utf16("\"a\" = \"b\";").dropFirst(2)))
                == "- \(file) looks like UTF-16 without a byte order mark: save it as UTF-8, or as UTF-16 with one")
    }

    @Test func propertyListsThatAreNotTextAreNamed() {
        #expect(failure(bytes: Array("bplist00".utf8) + [0xD1, 0x01, 0x02]) == "- \(file) is a binary property list, not a text `.strings` file")
        #expect(failure("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>")
                == "1:1 \(file) is an XML property list, not a text `.strings` file")
    }

    @Test func columnsCountCharactersAndCRLFEndsALine() {
        #expect(failure("\"a\" = \"b\";\r\n\"한국어\" = \"값\" x;") == "2:12 \(file): expected `;` after the value of `한국어`")
        #expect(failure("\"a\" = \"b\";\r\"c\" = \"d\"") == "2:10 \(file): expected `;` after the value of `c`")
    }

    @Test func hostileTextEndsInAnErrorOrATable() throws {
        // Long runs of what could start a token, and nothing that ends it.
        for text in [String(repeating: "/*", count: 50_000), String(repeating: "\\", count: 100_000), String(repeating: "\"", count: 99_999),
                     String(repeating: "a", count: 100_000), String(repeating: "a;", count: 50_000)] {
            _ = StringTableTestSupport.stringsError(text)
        }
        #expect(StringTableTestSupport.stringsError(String(repeating: "\"k\" = \"v\";", count: 2)) != nil, "the same key twice")
        let many = (0..<20_000).map { "\"key\($0)\" = \"value \\U00e9 \($0)\";" }.joined(separator: "\n")
        #expect(try StringTableTestSupport.strings(many).count == 20_000)
    }
}
