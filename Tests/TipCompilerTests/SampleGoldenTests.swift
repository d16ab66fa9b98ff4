import Testing
import TipTestSupport
import TipCompiler
import TipEmit
import TipSyntax

/// Every sample compiles without errors, and its JSON, per-component SVGs, sheet and
/// diagnostics equal the golden files byte for byte.
@Suite struct SampleGoldenTests {
    static let samples = RepositoryFiles.tipFiles(in: "samples") + RepositoryFiles.tipFiles(in: "samples/shared")

    @Test func thereAreSamples() {
        #expect(Self.samples.count >= 6)
    }

    @Test(arguments: samples)
    func sampleMatchesGoldens(path: String) throws {
        let result = try RepositoryFiles.compile(path)
        let diagnostics = DiagnosticRenderer(format: .human).render([result])
        #expect(!result.hasErrors, "\(path) has errors:\n\(diagnostics)")
        let golden = String(path.dropLast(4))  // samples/x.tip → samples/x
        Golden.check(diagnostics, against: golden + ".diag")
        let layout = try #require(result.layout, "a sample without errors is laid out")
        Golden.check(JSONWriter.write(layout), against: golden + ".json")
        Golden.check(SVGWriter.sheet(layout), against: golden + ".svg")
        for component in layout.components {
            Golden.check(SVGWriter.component(component.model), against: golden + "." + component.name + ".svg")
        }
    }

    /// Decoding each sample's JSON gives its layout model back at the JSON's precision: the
    /// writer and the model agree on every sample.
    @Test(arguments: samples)
    func theJSONDecodesToTheModel(path: String) throws {
        let layout = try #require(try RepositoryFiles.compile(path).layout)
        try WrittenModel.check(JSONWriter.write(layout), writtenFor: layout)
    }

    @Test(arguments: samples)
    func compilingTwiceGivesIdenticalBytes(path: String) throws {
        let first = try #require(try RepositoryFiles.compile(path).layout.map(JSONWriter.write))
        let second = try #require(try RepositoryFiles.compile(path).layout.map(JSONWriter.write))
        #expect(first == second)
    }
}
