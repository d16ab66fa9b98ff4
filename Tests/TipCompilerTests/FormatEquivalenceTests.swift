import Foundation
import Testing
import TipCompiler
import TipEmit
import TipFormat
import TipPipeline
import TipSyntax

/// Formatting never changes what a file compiles to: every sample and every fixture that
/// compiles gives byte-identical JSON before and after formatting.
@Suite struct FormatEquivalenceTests {
    static let files: [String] = {
        let samples = RepositoryFiles.tipFiles(in: "samples") + RepositoryFiles.tipFiles(in: "samples/shared")
        let fixtures = FileManager.default.enumerator(atPath: RepositoryFiles.root + "/Tests/Fixtures")?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".tip") }.sorted().map { "Tests/Fixtures/" + $0 } ?? []
        return samples + fixtures
    }()

    @Test func manyFilesCompileAndFormat() throws {
        let compiling = try Self.files.filter { path in
            try RepositoryFiles.compile(path).layout != nil
                && Formatter.format(SourceFile(id: FileID(0), path: path, bytes: try RepositoryFiles.bytes(path))) != nil
        }
        #expect(compiling.count >= 10, "\(compiling)")
    }

    @Test(arguments: files)
    func formattingThenCompilingGivesTheSameJSON(path: String) throws {
        let bytes = try RepositoryFiles.bytes(path)
        guard let formatted = Formatter.format(SourceFile(id: FileID(0), path: path, bytes: bytes)),
              let before = try RepositoryFiles.compile(path).layout else { return }
        let compilation = Compilation(loader: RootedLoader())
        let after = try #require(compilation.compile(path: path, bytes: Array(formatted.utf8)).layout)
        #expect(JSONWriter.write(after) == JSONWriter.write(before))
    }
}
