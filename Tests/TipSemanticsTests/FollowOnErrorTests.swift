import Testing
import TipSemantics
import TipSyntax

/// One mistake, one error: what a syntax error or a failed import hid is not reported again as
/// missing or unknown.
@Suite struct FollowOnErrorTests {
    @Test func aBlockThatLostAMemberToASyntaxErrorIsNotReportedMissingIt() {
        let result = resolve("""
            tooltip A {
                text "x"
            }
            tooltip B { background: white }
            tags C {
                items ["a"]
            }
            """)
        #expect(result.with(.unexpectedToken).count == 2)
        // B has no syntax error: its missing text is still an error.
        #expect(result.with(.missingRequiredProperty).map { result.render($0) } == ["main.tip:4:9 E045 tooltip `B` has no `text`"])
    }

    @Test func anUnclosedBlockIsNotReportedMissingWhatFollows() {
        let result = resolve("tooltip A {\n    background: white\n")
        #expect(result.with(.missingRequiredProperty).isEmpty)
        #expect(result.with(.unexpectedToken).count == 1)
    }

    @Test func stylesAFailedImportMayDeclareAreNotUnknown() {
        let result = resolve("""
            import "missing.tip"
            tooltip A : Brand { text: "x" }
            """)
        #expect(result.rendered.count == 1, "\(result.rendered)")
        #expect(result.with(.importNotFound).count == 1)
        #expect(result.document.unreadImports == ["missing.tip"], "what `tipc watch` polls until it appears")
    }

    /// The failure counts for the files that see it, through an import that did load too; where
    /// no import failed, an unknown style is reported as before.
    @Test func aFailedImportSilencesOnlyTheFilesThatSeeIt() {
        let files = ["brand.tip": "import \"gone.tip\"\nstyle Local { cornerRadius: 4 }"]
        let seeing = resolve("import \"brand.tip\"\ntooltip A : Brand { text: \"x\" }", files: files)
        #expect(seeing.with(.unknownStyle).isEmpty, "\(seeing.rendered)")
        #expect(seeing.with(.importNotFound).count == 1)
        let clean = resolve("tooltip A : Brnd { text: \"x\" }\nstyle Brand { cornerRadius: 4 }")
        #expect(clean.with(.unknownStyle).count == 1, "an unknown style is still reported where no import failed")
    }
}
