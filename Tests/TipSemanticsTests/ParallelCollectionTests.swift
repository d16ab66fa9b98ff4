import Testing
@testable import TipSemantics
import TipSyntax

/// The bodies of declarations are checked in chunks on all cores; the writes and diagnostics
/// are those of checking them one after another.
@Suite struct ParallelCollectionTests {
    /// Declarations with a mistake every few: unknown properties, bad values, duplicates,
    /// properties with no effect, constants and an imported style.
    static func document(_ count: Int) -> String {
        var lines = ["import \"base.tip\"", "let brand = #01B7FF", "let pad = 8 12", ""]
        for index in 0..<count {
            switch index % 5 {
            case 0: lines += ["style S\(index) : Base { background: brand; padding: pad }"]
            case 1: lines += ["tooltip T\(index) : S\(index - 1) { text: \"x\"; textColr: white }"]
            case 2: lines += ["tags G\(index) { items: [\"a\"]; width: -4; spacing: pad; maxWidth: 3 }"]
            case 3: lines += ["tooltip U\(index) { text: \"y\"; text: \"z\"; arrow { edge: up } }"]
            default: lines += ["tooltip V\(index) : Base { text: \"v\"; font: 15 heavyish; dismiss: tap, after(2s) }"]
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
        #expect(symbols.entries.count == count + 1)

        var serialLog = log, chunkedLog = log
        let serial = PropertyCollector.collectAll(
            symbols: symbols, constants: constants, graph: graph, log: &serialLog, maximumChunks: 1)
        let chunked = PropertyCollector.collectAll(
            symbols: symbols, constants: constants, graph: graph, log: &chunkedLog, maximumChunks: chunks)
        #expect(chunked.ranges == serial.ranges)
        #expect(chunked.writes.count == serial.writes.count)
        #expect("\(chunked.writes)" == "\(serial.writes)")
        #expect(chunkedLog.entries == serialLog.entries)
        // Every declaration's mistakes are found: 1 in each tooltip T, 2 in each tag group,
        // 2 in each tooltip U, 1 in each tooltip V, 1 in the imported style.
        let codes = Set(serialLog.entries.map(\.code))
        #expect(codes.isSuperset(of: [.unknownProperty, .duplicateProperty, .propertyHasNoEffect]))
        #expect(serialLog.entries.count > count)
    }
}
