import Testing
@testable import TipSyntax

/// `font "Family" { … }`: a contextual keyword at top level.
@Suite struct FontDeclarationTests {
    @Test func parsesAFontDeclarationWithWeightsAndFallbacks() throws {
        let text = """
            font "Brand" {
                regular: "Fonts/Brand-Regular.ttf"
                bold: "Fonts/Brand.ttc#1"; fallback: "Noto Sans CJK KR", "Other"
            }
            tooltip T { text: "x"; font: "Brand" 15 bold }
            """
        let result = TestSupport.parse(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document.declarations.count == 2)
        guard case .font(let font) = result.document.declarations.first else {
            throw TestFailure("no font declaration")
        }
        #expect(font.family == "Brand")
        #expect(TestSupport.text(font.familySpan, in: result.file) == "\"Brand\"")
        #expect(TestSupport.properties(font.body).map(\.name) == ["regular", "bold", "fallback"])
        #expect(TestSupport.text(font.span, in: result.file).hasPrefix("font \"Brand\" {"))
        #expect(TestSupport.text(font.span, in: result.file).hasSuffix("}"))
    }

    @Test func fontStaysAPropertyAndConstantName() throws {
        let result = TestSupport.parse("let font = 17\nstyle S { font: font; font { size: 3 } }\nfont \"A\"\n{\n}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.document.declarations.count == 3)
        guard case .font(let font) = result.document.declarations.last else { throw TestFailure("no font") }
        #expect(font.family == "A")
        #expect(font.body.members.isEmpty)
    }

    @Test func errorsRecoverAtTheNextFontDeclaration() {
        let result = TestSupport.parse("font \"A\" oops\nfont \"B\" { regular: \"b.ttf\" }\nfont 12\ntooltip T {\n  text: \"x\"\nfont \"C\" {}\n")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@1:10", "E008@3:1", "E008@6:1"])
        let families = result.document.declarations.compactMap { declaration -> String? in
            if case .font(let font) = declaration { return font.family }
            return nil
        }
        #expect(families == ["B", "C"])
    }
}
