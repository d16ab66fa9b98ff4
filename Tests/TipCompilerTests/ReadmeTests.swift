import Foundation
import Testing
import TipSyntax

/// The README's table of diagnostic codes lists exactly the codes the compiler has.
@Suite struct ReadmeTests {
    @Test func diagnosticTableListsEveryCode() throws {
        let readme = String(decoding: try RepositoryFiles.bytes("README.md"), as: UTF8.self)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `E") || $0.hasPrefix("| `W") }
        let expected = DiagnosticCode.allCases.map { "| `\($0.rawValue)` | \($0.summary) |" }
        #expect(rows.map(String.init) == expected)
    }
}
