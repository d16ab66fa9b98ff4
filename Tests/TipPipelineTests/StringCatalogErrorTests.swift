import Testing
import TipPipeline

/// Every way a String Catalog can be wrong, each with its message: text that is not JSON at
/// its byte (and line and column), JSON of the wrong shape at its key path.
@Suite struct StringCatalogErrorTests {
    private func message(_ json: String) -> String? {
        StringTableTestSupport.catalogError(json)?.message
    }

    /// A catalog whose one key `welcome` has `localization` in Korean.
    private func korean(_ localization: String) -> String {
        #"{"sourceLanguage": "en", "strings": {"welcome": {"localizations": {"ko": \#(localization)}}}}"#
    }

    @Test func textThatIsNotJSONIsReportedAtItsByte() throws {
        let error = try #require(StringTableTestSupport.catalogError("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {] }"))
        #expect(error.message == "`Localizable.xcstrings` is not JSON: expected a key at byte 42")
        #expect(error.location?.text == "3:15")
        #expect(error.path == "Localizable.xcstrings")
        let marked = StringTableTestSupport.catalog(bytes: [0xEF, 0xBB, 0xBF] + Array("{,}".utf8))
        #expect(marked.failureMessage == "`Localizable.xcstrings` is not JSON: expected a key at byte 4", "bytes count from the file's start")
        #expect(message("") == "`Localizable.xcstrings` is not JSON: unexpected end of the text at byte 0")
        #expect(message(#"{"sourceLanguage": "en", "strings": {}} x"#) == "`Localizable.xcstrings` is not JSON: unexpected text after the value at byte 40")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(message(deep) == "`Localizable.xcstrings` is not JSON: nesting too deep at byte 256")
    }

    @Test func largeAndHostileCatalogsReadInLinearTime() throws {
        let keys = (0..<20_000).map { #""key.\#($0)": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "값 \#($0)"}}}}"# }
        let table = try StringTableTestSupport.readCatalog(#"{"sourceLanguage": "en", "strings": {\#(keys.joined(separator: ","))}}"#)
        #expect(table.keys.count == 20_000)
        #expect(table.entry(for: "key.19999")?.value(in: "ko") == .text("값 19999", state: .translated))
        let kinds = (0..<20_000).map { #""kind\#($0)": {"other": {"stringUnit": {"value": "x"}}}"# }.joined(separator: ",")
        let varied = try StringTableTestSupport.readCatalog(korean(#"{"variations": {\#(kinds)}}"#))
        guard case .variations(let found) = varied.entry(for: "welcome")?.value(in: "ko") else {
            Issue.record("no variations")
            return
        }
        #expect(found.count == 20_000)
        #expect(found.last == "kind19999")
    }

    @Test func theTopLevelMustBeACatalog() {
        #expect(message("[1, 2]") == "`Localizable.xcstrings` is not a String Catalog: its JSON is an array, not an object")
        #expect(message(#"{"strings": {}}"#) == "`Localizable.xcstrings` has no `sourceLanguage`")
        #expect(message(#"{"sourceLanguage": 7, "strings": {}}"#) == "`Localizable.xcstrings`: `sourceLanguage` is a number, not a string")
        #expect(message(#"{"sourceLanguage": "en"}"#) == "`Localizable.xcstrings` has no `strings`")
        #expect(message(#"{"sourceLanguage": "en", "strings": ["a"]}"#) == "`Localizable.xcstrings`: `strings` is an array, not an object")
        #expect(message(#"{"sourceLanguage": "en", "strings": {}, "version": 1}"#)
                == "`Localizable.xcstrings`: `version` is a number, not a string")
        #expect(message(#"{"sourceLanguage": "en", "strings": {}, "version": "2.0"}"#)
                == "`Localizable.xcstrings` is version 2.0 of the String Catalog format; tipc reads version 1 (`1.0`, `1.1`)")
    }

    @Test func localeNamesMustBeLocaleIdentifiers() {
        let rule = "which is not a locale identifier (letters and digits in parts joined by `-` or `_`, such as `en`, `pt-BR` or `zh_Hans`)"
        #expect(message(#"{"sourceLanguage": "en US", "strings": {}}"#) == "`Localizable.xcstrings`: `sourceLanguage` is `en US`, \(rule)")
        #expect(message(#"{"sourceLanguage": "", "strings": {}}"#) == "`Localizable.xcstrings`: `sourceLanguage` is ``, \(rule)")
        for bad in ["ko.strings", "-en", "en-", "en--US", "1en", "ко"] {
            #expect(message(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"\#(bad)": {"stringUnit": {"value": "x"}}}}}}"#)
                    == "`Localizable.xcstrings`: `strings.\"k\".localizations` names the locale `\(bad)`, \(rule)")
        }
    }

    @Test func wrongShapesNameTheirKeyPath() {
        let file = "`Localizable.xcstrings`"
        #expect(message(#"{"sourceLanguage": "en", "strings": {"welcome": "Hello"}}"#) == "\(file): `strings.\"welcome\"` is a string, not an object")
        #expect(message(#"{"sourceLanguage": "en", "strings": {"welcome": {"localizations": []}}}"#)
                == "\(file): `strings.\"welcome\".localizations` is an array, not an object")
        #expect(message(#"{"sourceLanguage": "en", "strings": {"welcome": {"comment": 3}}}"#) == "\(file): `strings.\"welcome\".comment` is a number, not a string")
        #expect(message(#"{"sourceLanguage": "en", "strings": {"welcome": {"shouldTranslate": "no"}}}"#)
                == "\(file): `strings.\"welcome\".shouldTranslate` is a string, not `true` or `false`")
        #expect(message(korean("null")) == "\(file): `strings.\"welcome\".localizations.ko` is null, not an object")
        #expect(message(korean(#"{"stringUnit": {"state": "translated"}}"#)) == "\(file): `strings.\"welcome\".localizations.ko.stringUnit` has no `value`")
        #expect(message(korean(#"{"stringUnit": {"value": ["안녕"]}}"#))
                == "\(file): `strings.\"welcome\".localizations.ko.stringUnit.value` is an array, not a string")
        #expect(message(korean(#"{"stringUnit": {"value": "안녕", "state": true}}"#))
                == "\(file): `strings.\"welcome\".localizations.ko.stringUnit.state` is a boolean, not a string")
        #expect(message(korean(#"{"stringUnit": "안녕"}"#)) == "\(file): `strings.\"welcome\".localizations.ko.stringUnit` is a string, not an object")
        #expect(message(korean("{}")) == "\(file): `strings.\"welcome\".localizations.ko` has neither `stringUnit` nor `variations`")
    }

    @Test func variationsAreCheckedToTheirLeaves() {
        let file = "`Localizable.xcstrings`"
        let path = "strings.\"welcome\".localizations.ko.variations"
        #expect(message(korean(#"{"variations": {}}"#)) == "\(file): `\(path)` is empty")
        #expect(message(korean(#"{"variations": {"plural": {}}}"#)) == "\(file): `\(path).plural` is empty")
        #expect(message(korean(#"{"variations": {"plural": []}}"#)) == "\(file): `\(path).plural` is an array, not an object")
        #expect(message(korean(#"{"variations": {"plural": {"other": {}}}}"#))
                == "\(file): `\(path).plural.other` has neither `stringUnit` nor `variations`")
        #expect(message(korean(#"{"variations": {"device": {"iphone": {"variations": {"plural": {"one": {"stringUnit": {}}}}}}}}"#))
                == "\(file): `\(path).device.iphone.variations.plural.one.stringUnit` has no `value`")
        #expect(message(korean(#"{"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": 3}}"#))
                == "\(file): `strings.\"welcome\".localizations.ko.substitutions.n` is a number, not an object")
    }

    @Test func aKeyTwiceInOneObjectIsAnError() {
        let file = "`Localizable.xcstrings`"
        #expect(message(#"{"sourceLanguage": "en", "strings": {"a": {}, "b": {}, "a": {}}}"#) == "\(file): `strings` has the key \"a\" twice")
        #expect(message(korean(#"{"variations": {"plural": {"one": {"stringUnit": {"value": "a"}}, "one": {"stringUnit": {"value": "b"}}}}}"#))
                == "\(file): `strings.\"welcome\".localizations.ko.variations.plural` has the key \"one\" twice")
    }

    @Test func keysInMessagesAreQuotedAndCut() {
        let key = String(repeating: "k", count: 10_000)
        let text = message(#"{"sourceLanguage": "en", "strings": {"\#(key)": 1, "line\nbreak.x": 2}}"#)
        #expect(text == "`Localizable.xcstrings`: `strings.\"\(String(repeating: "k", count: 40))…\"` is a number, not an object")
        #expect(message(#"{"sourceLanguage": "en", "strings": {"line\nbreak": 2}}"#)
                == "`Localizable.xcstrings`: `strings.\"line\\nbreak\"` is a number, not an object")
        #expect(message(korean(#"{"stringUnit": {"value": "%#@n@"}, "substitutions": {"n.count": 3}}"#))
                == "`Localizable.xcstrings`: `strings.\"welcome\".localizations.ko.substitutions.\"n.count\"` is a number, not an object",
                "a name with a dot is quoted so the path stays readable")
    }

    @Test func encodingsOtherThanUTF8AreRefused() throws {
        let utf16 = StringTableTestSupport.catalog(bytes: StringTableTestSupport.utf16(#"{"sourceLanguage": "en", "strings": {}}"#))
        #expect(utf16.failureMessage == "`Localizable.xcstrings` is UTF-16: a String Catalog is JSON, which is UTF-8")
        let invalid = StringTableTestSupport.catalog(bytes: Array("{\"sourceLanguage\": \"en\",\n \"strings\": {\"caf".utf8) + [0xE9] + Array("\": {}}}".utf8))
        let error = try #require(invalid.failure)
        #expect(error.message == "`Localizable.xcstrings` is not valid UTF-8")
        #expect(error.location?.text == "2:18")
    }
}
