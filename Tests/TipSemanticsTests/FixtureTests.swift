import Foundation
import Testing
import TipSemantics
import TipSyntax
import TipTestSupport

/// Fixtures under `Tests/Fixtures/semantics` state their expected diagnostics inline, as
/// `// expect CODE @LINE:COLUMN message` (``InlineExpectation``); the test checks that exactly
/// those are reported, in order.
@Suite struct FixtureTests {
    static let fixtures = ["three-mistakes.tip"]

    @Test(arguments: fixtures)
    func inlineExpectations(name: String) throws {
        let url = fixturesFolder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = InlineExpectation.all(in: text)
        let result = resolve(text, path: name)
        #expect(!expected.isEmpty)
        #expect(expected.allSatisfy { $0.message != nil }, "every expectation states its message")
        #expect(result.diagnostics.sortedForOutput().map { InlineExpectation($0, in: result.sources, withMessage: true) } == expected)
    }
}
