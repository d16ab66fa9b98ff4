import Testing
@testable import TipSyntax

/// Terms joined with `+` (`fade(0.2s) + scale(0.8)`): one combination term.
@Suite struct CombinationTests {
    private func value(_ text: String) -> (sketch: String, terms: Int, diagnostics: [String]) {
        let file = TestSupport.source("tooltip T { x: \(text) }")
        let result = Parser.parse(file)
        guard case .component(let tooltip)? = result.document.declarations.first, case .property(let property)? = tooltip.body.members.first else {
            return ("", 0, TestSupport.positions(result.diagnostics, in: file))
        }
        return (property.value.sketch, property.value.elementList.first?.termList.count ?? 0, TestSupport.positions(result.diagnostics, in: file))
    }

    @Test func termsJoinedWithAPlusAreOneTerm() {
        let joined = value("fade(0.2s) + scale(0.8)")
        #expect(joined.diagnostics == [] && joined.terms == 1)
        #expect(joined.sketch == "fade(0.2s) + scale(0.8)")
        #expect(value("fade + scale(0.8) + move").sketch == "fade + scale(0.8) + move")
        #expect(value("a b + c").terms == 2, "`+` binds tighter than a space")
    }

    @Test func aLineEndingInAPlusGoesOn() {
        let joined = value("fade(0.2s) +\n    scale(0.8)")
        #expect(joined.diagnostics == [] && joined.sketch == "fade(0.2s) + scale(0.8)")
    }

    @Test func aPlusWithNothingAfterItIsASyntaxError() {
        #expect(value("fade(0.2s) +").diagnostics == ["E008@1:29"])
        #expect(value("+ fade").diagnostics == ["E008@1:16"])
    }

    @Test func aPlusSignedNumberIsAnInvalidNumber() {
        let file = TestSupport.source("tooltip T { width: +3 }")
        let result = Parser.parse(file)
        #expect(TestSupport.positions(result.diagnostics, in: file) == ["E006@1:20"])
        #expect(result.diagnostics.first?.message == "invalid number: a number has no plus sign; write `3`")
    }
}
