import Testing
import TipEmit
import TipLayout
import TipTestSupport

/// The JSON writer is a fast path held to the layout model, the one definition of the
/// contract: for seeded random documents of every part, decoding what it writes gives the
/// model back at the JSON's precision (the samples' goldens are held to it in
/// `SampleGoldenTests`).
@Suite struct WriterModelTests {
    /// 400 documents of 25 components: 10,000 layouts, and their variants.
    @Test(arguments: 0..<400)
    func aRandomDocumentDecodesToItsModel(seed: UInt64) throws {
        var layouts = try RandomLayouts(seed: seed)
        let document = layouts.document(components: 25)
        try WrittenModel.check(JSONWriter.write(document), writtenFor: document)
    }
}
