import Foundation
import Testing
import TipTestSupport
import TipCompiler
import TipSyntax

/// Each fixture in `Tests/Fixtures/diagnostics/` states the diagnostics it must produce in
/// comments of the form `// expect E022 @7:16 [message]` (``InlineExpectation``). The compiler
/// must report exactly those — no more, no fewer, with the message where one is stated — and
/// the full human-readable text must equal the golden `.diag` file.
@Suite struct DiagnosticFixtureTests {
    static let fixtures = RepositoryFiles.tipFiles(in: "Tests/Fixtures/diagnostics")

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 8)
    }

    @Test(arguments: fixtures)
    func reportsExactlyTheExpectedDiagnostics(path: String) throws {
        let bytes = try RepositoryFiles.bytes(path)
        let result = try RepositoryFiles.compile(path)
        let stated = InlineExpectation.all(in: String(decoding: bytes, as: UTF8.self))
        #expect(!stated.isEmpty, "\(path) states no expectations")
        let withMessages = Set(stated.filter { $0.message != nil })
        let expected = Set(stated.map { InlineExpectation(code: $0.code, line: $0.line, column: $0.column, message: nil) })
        let reported = result.diagnostics.map { InlineExpectation($0, in: result.sources, withMessage: true) }
        let actual = Set(reported.map { InlineExpectation(code: $0.code, line: $0.line, column: $0.column, message: nil) })
        #expect(actual == expected, "\(path): missing \(expected.subtracting(actual).sorted()), unexpected \(actual.subtracting(expected).sorted())")
        #expect(withMessages.isSubset(of: Set(reported)), "\(path): messages differ: \(withMessages.subtracting(reported).sorted())")
        #expect(Set(reported).count == reported.count, "\(path): a diagnostic is reported twice")
        Golden.check(DiagnosticRenderer(format: .human).render([result]), against: String(path.dropLast(4)) + ".diag")
    }
}
