import Testing
@testable import TipSemantics
import TipSyntax

/// The bodies of declarations are checked in chunks on all cores; the writes and diagnostics
/// are those of checking them one after another.
@Suite struct ParallelCollectionTests {
    /// Declarations with a mistake every few: unknown properties, bad values, duplicates,
    /// properties with no effect (written or inherited), missing text; constants, an imported
    /// style, components inheriting from styles and from components.
    static func document(_ count: Int) -> String {
        var lines = ["import \"base.tip\"", "let brand = #01B7FF", "let pad = 8 12", ""]
        for index in 0..<count {
            switch index % 5 {
            case 0: lines += ["style S\(index) : Base { background: brand; padding: pad }"]
            case 1: lines += ["tooltip T\(index) : S\(index - 1) { text: \"x\"; textColr: white }"]
            case 2: lines += ["tags G\(index) { items: [\"a\"]; width: -4; spacing: pad; maxWidth: 3 }"]
            case 3: lines += ["tooltip U\(index) : T\(index - 2) { text: \"y\"; text: \"z\"; arrow { edge: up } }"]
            default:
                lines += ["tags H\(index) : S\(index - 4) { items: [\"h\"] }",
                          "tooltip V\(index) : Base { font: 15 heavyish; dismiss: tap, after(2s) }"]
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: [2, 3, 5])
    func chunksCollectWhatOneGoCollects(chunks: Int) throws {
        let count = PropertyCollector.minimumChunk * chunks + 7
        var sources = SourceSet()
        let id = sources.add(path: "main.tip", bytes: Array(Self.document(count).utf8))
        let parsed = Parser.parse(sources[id])
        #expect(parsed.diagnostics.isEmpty)
        var log = DiagnosticLog()
        let loader = MemoryLoader(files: ["base.tip": "style Base { cornerRadius: 10; bogus: 1 }"])
        let graph = ImportGraph(main: parsed.document, sources: &sources, loader: loader, log: &log)
        let constants = ConstantTable(graph: graph, log: &log)
        let symbols = SymbolTable(graph: graph, log: &log)
        #expect(symbols.entries.count == count + count / 5 + 1)

        var serialLog = log, chunkedLog = log
        let serial = PropertyCollector.collectAll(
            symbols: symbols, constants: constants, graph: graph, sources: sources, log: &serialLog, maximumChunks: 1)
        let chunked = PropertyCollector.collectAll(
            symbols: symbols, constants: constants, graph: graph, sources: sources, log: &chunkedLog, maximumChunks: chunks)
        #expect(chunked.ranges == serial.ranges)
        #expect(chunked.count == serial.count)
        #expect("\((0..<chunked.count).map { chunked[$0] })" == "\((0..<serial.count).map { serial[$0] })")
        #expect(chunkedLog.entries == serialLog.entries)
        let codes = Set(serialLog.entries.map(\.code))
        #expect(codes.isSuperset(of: [.unknownProperty, .duplicateProperty, .propertyOfOtherKind]))
        #expect(serialLog.entries.count > count)
    }

    /// The whole resolver, with components built in chunks too: the same document and
    /// diagnostics as in one go.
    @Test(arguments: [2, 3])
    func resolvingInChunksGivesWhatOneGoGives(chunks: Int) {
        let count = PropertyCollector.minimumChunk * chunks * 5 / 4 + 11
        let loader = MemoryLoader(files: ["base.tip": "style Base { cornerRadius: 10; bogus: 1 }"])
        func resolved(maximumChunks: Int) -> (components: String, diagnostics: [Diagnostic], count: Int) {
            var sources = SourceSet()
            let id = sources.add(path: "main.tip", bytes: Array(Self.document(count).utf8))
            let result = Resolver.resolve(Parser.parse(sources[id]).document, sources: &sources, loader: loader, maximumThreads: maximumChunks)
            return ("\(result.document.components)", result.diagnostics, result.document.components.count)
        }
        let serial = resolved(maximumChunks: 1)
        let chunked = resolved(maximumChunks: chunks)
        #expect(serial.count > PropertyCollector.minimumChunk * chunks)
        #expect(chunked.count == serial.count)
        #expect(chunked.components == serial.components)
        #expect(chunked.diagnostics == serial.diagnostics)
        #expect(Set(serial.diagnostics.map(\.code)).isSuperset(of: [.propertyHasNoEffect, .missingRequiredProperty, .unknownProperty]))
        #expect(serial.diagnostics.filter { $0.code == .missingRequiredProperty }.count == count / 5)
    }
}
