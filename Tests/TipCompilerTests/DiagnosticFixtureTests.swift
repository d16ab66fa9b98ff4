import Foundation
import Testing
import TipCompiler
import TipSyntax

/// Each fixture in `Tests/Fixtures/diagnostics/` states the diagnostics it must produce in
/// comments of the form `// expect E022 @7:16` (code, line, column). The compiler must report
/// exactly those — no more, no fewer — and the full human-readable text must equal the golden
/// `.diag` file.
@Suite struct DiagnosticFixtureTests {
    static let fixtures = RepositoryFiles.tipFiles(in: "Tests/Fixtures/diagnostics")

    struct Expectation: Hashable, CustomStringConvertible {
        let code: String
        let line: Int
        let column: Int
        var description: String { "\(code) @\(line):\(column)" }
    }

    static func expectations(in bytes: [UInt8]) -> Set<Expectation> {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: Set<Expectation> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 4, words[0] == "//", words[1] == "expect", words[3].hasPrefix("@") else { continue }
            let position = words[3].dropFirst().split(separator: ":").compactMap { Int($0) }
            guard position.count == 2 else { continue }
            found.insert(Expectation(code: String(words[2]), line: position[0], column: position[1]))
        }
        return found
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 8)
    }

    @Test(arguments: fixtures)
    func reportsExactlyTheExpectedDiagnostics(path: String) throws {
        let bytes = try RepositoryFiles.bytes(path)
        let result = try RepositoryFiles.compile(path)
        let expected = Self.expectations(in: bytes)
        #expect(!expected.isEmpty, "\(path) states no expectations")
        let actual = Set(result.diagnostics.map { diagnostic in
            let file = result.sources[diagnostic.span.file]
            let location = file.location(of: diagnostic.span.start)
            return Expectation(code: diagnostic.code.rawValue, line: location.line, column: location.column)
        })
        #expect(actual == expected, "\(path): missing \(expected.subtracting(actual).sorted { $0.description < $1.description }), unexpected \(actual.subtracting(expected).sorted { $0.description < $1.description })")
        #expect(result.diagnostics.count == actual.count, "\(path): a diagnostic is reported twice")
        Golden.check(DiagnosticRenderer(format: .human).render([result]), against: String(path.dropLast(4)) + ".diag")
    }
}
