import Testing
@testable import TipSyntax

/// `strings "Localizable.xcstrings"`: a contextual keyword at top level.
@Suite struct StringsDeclarationTests {
    @Test func parsesThePathAndItsSpan() throws {
        let result = TestSupport.parse("strings \"Resources/Localizable.xcstrings\"\ntooltip T { text: localized(\"k\") }")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .strings(let strings) = result.document.declarations.first else { throw TestFailure("no strings declaration") }
        #expect(strings.path == "Resources/Localizable.xcstrings")
        #expect(TestSupport.text(strings.pathSpan, in: result.file) == "\"Resources/Localizable.xcstrings\"")
        #expect(TestSupport.text(strings.span, in: result.file) == "strings \"Resources/Localizable.xcstrings\"")
        #expect(result.document.declarations.count == 2)
    }

    @Test func stringsStaysAName() {
        let result = TestSupport.parse("let strings = \"x\"\nstyle strings { }\ntooltip T { text: strings }")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document.declarations.count == 3)
    }

    @Test func mistakesRecoverAtTheNextDeclaration() {
        let result = TestSupport.parse("strings \"a.xcstrings\" extra\ntooltip T { text: \"x\" }\nstrings 42\nstrings \"b.strings\"")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@1:23", "E008@3:1"])
        let paths = result.document.declarations.compactMap { declaration -> String? in
            if case .strings(let strings) = declaration { return strings.path }
            return nil
        }
        #expect(paths == ["b.strings"])
    }
}
