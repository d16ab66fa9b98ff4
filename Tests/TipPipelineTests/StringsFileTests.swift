import Testing
import TipPipeline
import TipTestSupport

/// Tables of `.strings` files, one per `xx.lproj` folder: the fixture pair
/// `Tests/Fixtures/strings/Resources/{en,ko}.lproj/Localizable.strings` (the Korean one UTF-16
/// little-endian with a byte order mark) and the old-style property list grammar they use.
@Suite struct StringsFileTests {
    static let resources = Repository.path("Tests/Fixtures/strings/Resources")

    @Test func thePairReadsAsOneTable() throws {
        let table = try StringTableReader.read(path: Self.resources + "/en.lproj/Localizable.strings").get()
        #expect(table.sourceLanguage == "en")
        #expect(table.locales == ["en", "ko"])
        #expect(table.keys == ["welcome.title", "welcome.body", "tooltip.new_badge", "emoji", "OK", "ko.only"],
                "the source file's order, then keys only Korean has")
        #expect(table.files == [Self.resources + "/en.lproj/Localizable.strings", Self.resources + "/ko.lproj/Localizable.strings"])
        let title = try #require(table.entry(for: "welcome.title"))
        #expect(title.value(in: "en") == .text("Welcome to \"Tips\"", state: .translated))
        #expect(title.value(in: "ko") == .text("Tips에 오신 것을 환영합니다", state: .translated))
        #expect(title.comment == nil)
        #expect(table.entry(for: "welcome.body")?.value(in: "en") == .text("Tap a tooltip to dismiss it.\nTap\there: \\ ", state: .translated))
        #expect(table.entry(for: "welcome.body")?.value(in: "ko") == .text("툴팁을 탭하면 닫힙니다.\n여기를 탭하세요", state: .translated))
        #expect(table.entry(for: "tooltip.new_badge")?.value(in: "en") == .text("New", state: .translated))
        #expect(table.entry(for: "tooltip.new_badge")?.value(in: "ko") == nil, "a missing translation")
        #expect(table.entry(for: "emoji")?.value(in: "en") == .text("Great job ✨ 🎉", state: .translated))
        #expect(table.entry(for: "emoji")?.value(in: "ko") == .text("잘했어요 🎉", state: .translated))
        #expect(table.entry(for: "OK")?.value(in: "en") == .text("OK", state: .translated), "`\"OK\";` is its own value")
        #expect(table.entry(for: "ko.only")?.value(in: "en") == nil)
    }

    @Test func theKoreanFileNamesTheTableToo() throws {
        let table = try StringTableReader.read(path: Self.resources + "/ko.lproj/Localizable.strings").get()
        #expect(table.sourceLanguage == "ko")
        #expect(table.locales == ["ko", "en"])
        #expect(table.keys == ["welcome.title", "welcome.body", "emoji", "ko.only", "tooltip.new_badge", "OK"])
    }

    @Test func quotesUnquotedStringsAndComments() throws {
        let entries = try StringTableTestSupport.strings("""
            'single' = 'it\\'s "quoted"';
            /* a block */ key/with:$all-the_allowed.chars = 42; // a line comment
            "a"="b";"c" /* between */ = // and here
              "d"
            ;
            "" = "the empty key";
            "line\\
            break" = "x";
            // a comment at the end, without a line break
            """)
        #expect(entries.map(\.0) == ["single", "key/with:$all-the_allowed.chars", "a", "c", "", "line\nbreak"])
        #expect(entries.map(\.1) == ["it's \"quoted\"", "42", "b", "d", "the empty key", "x"])
        #expect(try StringTableTestSupport.strings("").isEmpty)
        #expect(try StringTableTestSupport.strings("  \n/* only a comment */\n").isEmpty)
    }

    @Test func escapes() throws {
        let entries = try StringTableTestSupport.strings(#"""
            "controls" = "\n\t\r\a\b\f\v";
            "punctuation" = "\"\'\\\/\%";
            "unicode" = "\U00E9\U00e9 \UD83D\UDE00";
            "octal" = "\101\0612\0";
            "multibyte" = "\é";
            """#)
        #expect(entries.map(\.1) == ["\n\t\r\u{07}\u{08}\u{0C}\u{0B}", "\"'\\/%", "éé 😀", "A12\u{0}", "é"])
    }

    @Test func blanksIncludeUnicodeLineAndParagraphSeparators() throws {
        #expect(try StringTableTestSupport.strings("\u{2028}\"a\"\u{2029}=\"b\";// x\u{2028}\"c\" = \"d\";").map(\.0) == ["a", "c"])
    }

    @Test func everyEncodingGivesTheSameEntries() throws {
        let text = "/* 한국어 */\n\"인사\" = \"안녕하세요 🎉\";\n"
        let expected = try StringTableTestSupport.strings(text)
        #expect(expected.map(\.1) == ["안녕하세요 🎉"])
        for bytes in [
            [0xEF, 0xBB, 0xBF] + Array(text.utf8), StringTableTestSupport.utf16(text), StringTableTestSupport.utf16(text, bigEndian: true),
        ] {
            let entries = try StringTableTestSupport.strings(bytes: bytes)
            #expect(entries.map(\.0) == expected.map(\.0))
            #expect(entries.map(\.1) == expected.map(\.1))
        }
    }
}
