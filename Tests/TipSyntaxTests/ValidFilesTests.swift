import Foundation
import Testing
@testable import TipSyntax

/// Every valid fixture and every sample parses without a syntax diagnostic.
@Suite struct ValidFilesTests {
    static var files: [URL] {
        [TestSupport.fixtures.appendingPathComponent("example.tip")]
            + TestSupport.tipFiles(in: TestSupport.fixtures.appendingPathComponent("valid"))
            + TestSupport.tipFiles(in: TestSupport.packageRoot.appendingPathComponent("samples"))
    }

    @Test func thereAreValidFixtures() {
        #expect(TestSupport.tipFiles(in: TestSupport.fixtures.appendingPathComponent("valid")).count >= 2)
    }

    @Test(arguments: files)
    func parsesWithoutDiagnostics(_ url: URL) throws {
        let file = try TestSupport.source(at: url)
        let result = Parser.parse(file)
        #expect(TestSupport.positions(result.diagnostics, in: file).isEmpty, "\(url.lastPathComponent)")
        #expect(!result.document.declarations.isEmpty)
    }
}
