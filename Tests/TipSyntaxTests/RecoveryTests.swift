import Foundation
import Testing
@testable import TipSyntax
import TipTestSupport

/// Error recovery: each independent mistake is reported once, and parsing goes on.
@Suite struct RecoveryTests {

    @Test func threeIndependentMistakesGiveThreeDiagnostics() throws {
        let file = try TestSupport.source(at: TestSupport.fixtures.appendingPathComponent("errors/three-mistakes.tip"))
        let (document, diagnostics) = Parser.parse(file)
        let expected = InlineExpectation.all(in: String(decoding: file.bytes, as: UTF8.self))
        #expect(expected.count == 3)
        var sources = SourceSet()
        sources.add(file)
        #expect(diagnostics.map { InlineExpectation($0, in: sources, withMessage: true) } == expected)
        // Both declarations survive, with their good members.
        #expect(document.declarations.count == 2)
        guard case .component(let hello) = document.declarations.last else {
            Issue.record("no tooltip")
            return
        }
        #expect(TestSupport.properties(hello.body).map(\.name) == ["text", "cornerRadius"])
    }

    func positions(_ text: String) -> [String] {
        let result = TestSupport.parse(text)
        return TestSupport.positions(result.diagnostics, in: result.file)
    }

    @Test func unbalancedClosingBraceAtTopLevel() {
        #expect(positions("style A { x: 1 }\n}\nstyle B { y: 2 }") == ["E008@2:1"])
        #expect(TestSupport.parse("}\nstyle B { y: 2 }").document.declarations.count == 1)
    }

    @Test func missingClosingBraceAtEndOfFilePointsAtOpening() throws {
        let result = TestSupport.parse("style A {\n  x: 1\n  arrow { y: 2 }\n")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@3:17"])
        let note = try #require(result.diagnostics.first?.notes.first)
        let noteSpan = try #require(note.span)
        #expect(result.file.location(of: noteSpan.start) == SourceLocation(line: 1, column: 9))
        guard case .component(let component) = result.document.declarations.first else {
            Issue.record("the unclosed component was dropped")
            return
        }
        #expect(component.body.members.count == 2)
    }

    @Test func missingClosingBraceBeforeNextDeclaration() {
        let result = TestSupport.parse("style A {\n  x: 1\nstyle B {\n  y: 2\n}\n")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@3:1"])
        #expect(result.document.declarations.count == 2)
    }

    @Test func missingValueAfterColonAndEquals() {
        #expect(positions("let a =\nlet b = 2") == ["E008@1:8"])
        #expect(positions("style A { x: }") == ["E008@1:14"])
        #expect(positions("style A { x: ; y: 1 }") == ["E008@1:14"])
    }

    @Test func lexicalErrorsAreNotReportedAgainByTheParser() {
        #expect(positions("style A {\n  width: 12em\n  c: #12345 red\n  @ x: 1\n}") == ["E006@2:10", "E007@3:6", "E005@4:3"])
        // The broken properties are left out; the good one stays.
        let result = TestSupport.parse("style A {\n  width: 12em\n  height: 3\n}")
        guard case .component(let component) = result.document.declarations.first else {
            Issue.record("no component")
            return
        }
        #expect(TestSupport.properties(component.body).map(\.name) == ["height"])
    }

    @Test func garbageAtTopLevelSkipsToNextDeclaration() {
        #expect(positions("tooltp X {\n  text: \"a\"\n}\ntooltip Y { text: \"b\" }") == ["E008@1:1"])
        #expect(TestSupport.parse("tooltp X {\n  text: \"a\"\n}\ntooltip Y { text: \"b\" }").document.declarations.count == 1)
    }

    @Test func spaceBeforeCallParenthesisGetsAHint() throws {
        let result = TestSupport.parse("tooltip T { dismiss: after (4s) }")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@1:28"])
        #expect(result.diagnostics.first?.notes.first?.message.contains("without a space") == true)
    }

    @Test func unclosedListIsReportedOnceWithANote() throws {
        let result = TestSupport.parse("tags T {\n  items: [\"a\", \"b\"\n  width: 3\n}")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E008@3:8"])
        let note = try #require(result.diagnostics.first?.notes.first?.span)
        #expect(result.file.location(of: note.start) == SourceLocation(line: 2, column: 10))
    }

    @Test func headerErrors() {
        #expect(positions("style { x: 1 }\nstyle B {}") == ["E008@1:7"])
        #expect(positions("style A : { x: 1 }") == ["E008@1:11"])
        #expect(positions("import brand\nlet x = 1") == ["E008@1:8"])
        #expect(positions("let = 3") == ["E008@1:5"])
        #expect(positions("let x 3") == ["E008@1:7"])
        #expect(positions("let x = 1 2 )") == ["E008@1:13"])
    }
}
