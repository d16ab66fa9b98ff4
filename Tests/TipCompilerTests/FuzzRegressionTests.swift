import Foundation
import Testing
import TipCompiler
import TipEmit
import TipPipeline
import TipSemantics

/// Inputs the fuzzer (`Scripts/fuzz compile`) found crashing, hanging or exhausting memory,
/// kept in `Tests/Fixtures/regressions/` and run here the way the fuzz target runs them: each
/// must compile to diagnostics or outputs, and finish.
@Suite struct FuzzRegressionTests {
    /// The fuzz target's imports (see `Fuzz/Compile/main.swift`): `brand.tip` is
    /// `Fuzz/Compile/brand.tip`, `self.tip` under any folder is the input itself, `folder` is a
    /// directory, `.ttf`, `.otf` and `.ttc` paths are the font subsets of `Tests/Fixtures/Fonts`,
    /// everything else is missing; the input has one identity under all its names, as a file on
    /// disk has under its aliases.
    struct FuzzLoader: SourceLoader {
        let input: [UInt8]
        static let brand = (try? RepositoryFiles.bytes("Fuzz/Compile/brand.tip")) ?? []
        static let fonts = [
            ".ttf": (try? RepositoryFiles.bytes("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf")) ?? [],
            ".otf": (try? RepositoryFiles.bytes("Tests/Fixtures/Fonts/Inter-Regular-subset.otf")) ?? [],
            ".ttc": (try? RepositoryFiles.bytes("Tests/Fixtures/Fonts/NotoSansCJK-subset.ttc")) ?? [],
        ]

        func read(path: String) -> Result<[UInt8], SourceLoadError> {
            if path.hasSuffix("brand.tip") { return .success(FuzzLoader.brand) }
            if path.hasSuffix("self.tip") { return .success(input) }
            if path.hasSuffix("folder") { return .failure(.folder) }
            if let font = Self.fonts.first(where: { path.hasSuffix($0.key) })?.value { return .success(font) }
            return .failure(.notFound)
        }

        func identity(ofPath path: String) -> FileIdentity? {
            path.hasSuffix("self.tip") || path.hasSuffix("input.tip") ? FileIdentity(device: 0, inode: 1) : nil
        }
    }

    static let fixtures = RepositoryFiles.tipFiles(in: "Tests/Fixtures/regressions")

    @Test func thereAreRegressions() {
        #expect(Self.fixtures.count >= 2)
        #expect(!FuzzLoader.brand.isEmpty)
        #expect(FuzzLoader.fonts.values.allSatisfy { !$0.isEmpty })
    }

    @Test(arguments: fixtures)
    func compilesWithoutCrashing(path: String) throws {
        let bytes = try RepositoryFiles.bytes(path)
        let result = Compilation(loader: FuzzLoader(input: bytes)).compile(path: "fuzz/input.tip", bytes: bytes)
        #expect(result.sources.files.count <= Resolver.maximumFileCount)
        let json = DiagnosticRenderer(format: .json).render([result])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])
        #expect(array.count == result.diagnostics.count)
        let human = DiagnosticRenderer(format: .human).render([result])
        #expect(human.components(separatedBy: "\n --> ").count - 1 <= DriverLimits.maximumPrintedDiagnostics)
        if let layout = result.layout {
            #expect(!result.hasErrors)
            #expect(JSONWriter.write(layout).hasSuffix("\n"))
            #expect(SVGWriter.sheet(layout).hasPrefix("<?xml"))
        } else {
            #expect(result.hasErrors)
        }
    }
}
