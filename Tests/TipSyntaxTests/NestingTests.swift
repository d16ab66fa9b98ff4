import Foundation
import Testing
@testable import TipSyntax

/// The nesting limit (E009) and pathological input sizes: no stack overflow, linear time.
@Suite struct NestingTests {
    let depth = 100_000

    func codes(_ text: String) -> [String] {
        TestSupport.parse(text).diagnostics.map(\.code.rawValue)
    }

    @Test func nestingAtTheLimitIsAccepted() {
        // The component body is level 1, so 63 nested blocks reach the limit exactly.
        let limit = Parser.maximumNestingDepth
        let atLimit = "style A {" + String(repeating: "a {", count: limit - 1) + String(repeating: "}", count: limit)
        #expect(codes(atLimit).isEmpty)
        let overLimit = "style A {" + String(repeating: "a {", count: limit) + String(repeating: "}", count: limit + 1)
        #expect(codes(overLimit) == ["E009"])
        let listAtLimit = "let x = " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(codes(listAtLimit).isEmpty)
        #expect(codes("let x = [" + listAtLimit.dropFirst(8) + "]") == ["E009"])
    }

    @Test func overDeepRegionIsSkippedAndParsingContinues() throws {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let result = TestSupport.parse("style A {\n  items: \(deep)\n  width: 3\n}")
        #expect(TestSupport.positions(result.diagnostics, in: result.file) == ["E009@2:\(10 + Parser.maximumNestingDepth - 1)"])
        guard case .component(let component) = result.document.declarations.first else {
            throw TestFailure("no component")
        }
        #expect(TestSupport.properties(component.body).map(\.name) == ["width"])
    }

    @Test func hundredThousandNestedBlocks() {
        let balanced = "style A {" + String(repeating: "a {", count: depth) + String(repeating: "}", count: depth + 1)
        #expect(codes(balanced) == ["E009"])
        let unclosed = "style A {" + String(repeating: "a {", count: depth)
        // The over-deep region runs to the end of the file, so the outer blocks are unclosed too.
        #expect(codes(unclosed) == ["E009", "E008"])
    }

    @Test func hundredThousandNestedListsAndCalls() {
        #expect(codes("let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == ["E009"])
        #expect(codes("let x = " + String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)) == ["E009"])
        #expect(codes("let x = " + String(repeating: "[", count: depth)) == ["E009", "E008"])
    }

    @Test func hundredThousandBracesAtTopLevel() {
        #expect(codes(String(repeating: "{", count: depth)) == ["E008"])
        #expect(codes(String(repeating: "}", count: depth)).count == depth)
    }

    @Test func aMillionTermsOnOneLine() throws {
        let result = TestSupport.parse("let x = " + String(repeating: "a ", count: 1_000_000))
        #expect(result.diagnostics.isEmpty)
        guard case .constant(let constant) = result.document.declarations.first else {
            throw TestFailure("no constant")
        }
        #expect(constant.value.elements.first?.terms.count == 1_000_000)
    }
}
