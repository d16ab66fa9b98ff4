import Foundation
import Testing
@testable import TipSyntax

/// How properties end (line break, `;`, `}`), line continuation, and trivial files.
@Suite struct StatementTests {
    func properties(_ text: String) throws -> [String] {
        let result = TestSupport.parse(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .component(let component) = result.document.declarations.first else {
            throw TestFailure("no component")
        }
        return TestSupport.properties(component.body).map { "\($0.name)=\($0.value.sketch)" }
    }

    @Test func semicolonsAndLineBreaksEndProperties() throws {
        let expected = ["a=1.0", "b=2.0 3.0", "c=x"]
        #expect(try properties("style S { a: 1; b: 2 3; c: x }") == expected)
        #expect(try properties("style S {\n  a: 1\n  b: 2 3\n  c: x\n}") == expected)
        #expect(try properties("style S { ;; a: 1;\n\n; b: 2 3 ;c: x; }") == expected)
    }

    @Test func twoPropertiesOnOneLineNeedASemicolon() {
        let result = TestSupport.parse("style S { a: 1 b: 2 }")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@1:17"])
    }

    @Test func lineBreaksInsideParenthesesAndBracketsContinue() throws {
        #expect(try properties("style S {\n  items: [\n    \"a\",\n    \"b\",\n  ]\n  c: rgba(\n 1, 2,\n 3, 0.5\n)\n}")
            == ["items=[\"a\", \"b\"]", "c=rgba(1.0, 2.0, 3.0, 0.5)"])
    }

    @Test func aTrailingCommaContinuesTheValue() throws {
        #expect(try properties("tooltip T {\n  dismiss: tap,\n    after(4s)\n  width: 3\n}")
            == ["dismiss=tap, after(4.0s)", "width=3.0"])
    }

    @Test func emptyListsAndCallsAndTrailingCommas() throws {
        #expect(try properties("tags T { items: []; a: f(); b: [1,]; c: g(1,) }")
            == ["items=[]", "a=f()", "b=[1.0]", "c=g(1.0)"])
    }

    @Test func dottedPathsAndKeywordNames() throws {
        let result = TestSupport.parse("tags T { arrow.edge: top; tag.font: 15 medium; tag { x: true; y: false } }")
        #expect(result.diagnostics.isEmpty)
        guard case .component(let component) = result.document.declarations.first,
              case .property(let edge) = component.body.members.first,
              case .block(let tag) = component.body.members.last else {
            throw TestFailure("unexpected shape")
        }
        #expect(edge.path.map(\.name) == ["arrow", "edge"])
        #expect(TestSupport.text(edge.span, in: result.file) == "arrow.edge: top")
        #expect(tag.name.name == "tag")
        #expect(TestSupport.properties(tag.body).map(\.value.sketch) == ["true", "false"])
    }

    @Test func braceOnTheNextLineOpensTheBody() throws {
        #expect(try properties("tooltip T : Base\n{\n  text: \"a\"\n}") == ["text=\"a\""])
    }

    @Test func emptyFileAndCommentsOnly() {
        for text in ["", "\n\n", "// only a comment", "/* a\n /* nested */ block */\n// and a line\r\n"] {
            let result = TestSupport.parse(text)
            #expect(result.diagnostics.isEmpty)
            #expect(result.document.declarations.isEmpty)
        }
    }

    @Test func valueAndExpressionSpans() throws {
        let result = TestSupport.parse("style S { border: white 2, [1, \"x\"]  // c\n}")
        guard case .component(let component) = result.document.declarations.first,
              case .property(let property) = component.body.members.first else {
            throw TestFailure("unexpected shape")
        }
        #expect(TestSupport.text(property.value.span, in: result.file) == "white 2, [1, \"x\"]")
        #expect(TestSupport.text(property.value.elements[0].span, in: result.file) == "white 2")
        #expect(TestSupport.text(property.value.elements[1].terms[0].span, in: result.file) == "[1, \"x\"]")
        #expect(TestSupport.text(component.body.span, in: result.file).hasPrefix("{ border"))
    }
}
