import Foundation
import Testing
import TipSemantics
import TipSyntax

/// Fixtures under `Tests/Fixtures/semantics` state their expected diagnostics inline, as
/// `// expect CODE @LINE:COLUMN message`; the test checks that exactly those are reported.
@Suite struct FixtureTests {
    static let fixtures = ["three-mistakes.tip"]

    @Test(arguments: fixtures)
    func inlineExpectations(name: String) throws {
        let url = fixturesFolder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "// expect ") else { return nil }
            let parts = line[range.upperBound...].split(separator: " ", maxSplits: 2)
            guard parts.count == 3 else { return nil }
            return "\(name):\(parts[1].dropFirst()) \(parts[0]) \(parts[2])"
        }
        let result = resolve(text, path: name)
        #expect(!expected.isEmpty)
        #expect(result.rendered == expected)
    }
}
