import Testing
import TipEmit
import TipSyntax
@testable import TipPipeline
@testable import TipSemantics

/// The components of one input are laid out on several cores when the compilation allows it
/// (``Compilation/threadsPerInput``), in pieces joined in order: the layout, its size-category
/// variants and the variant checks' warnings are those of one thread.
@Suite struct ParallelLayoutTests {
    /// Tooltips whose text scales and is cut (W006), tag groups that hide tags (W007),
    /// tooltips over their budget (W008) and plain ones, in turn.
    static func document(_ count: Int) -> String {
        (0..<count).map { index in
            switch index % 4 {
            case 0: "tooltip T\(index) { text: \"Several words that wrap \(index)\"; font: body; width: 200; numberOfLines: 2 }"
            case 1: "tags G\(index) { items: [\"Swift\", \"Layout \(index)\", \"Design\"]; width: 300; maxRows: 1; tag { font: body } }"
            case 2: "tooltip B\(index) { text: \"Tap here to see item \(index)\"; budget { width: 60; height: 200 } }"
            default: "tooltip P\(index) { text: \"Plain \(index)\"; font: footnote }"
            }
        }.joined(separator: "\n")
    }

    @Test(arguments: [2, 3])
    func layingOutOnSeveralCoresGivesWhatOneThreadGives(threads: Int) throws {
        let count = ResolvedDocument.componentsPerPiece * threads * 2 + 5
        let bytes = Array(Self.document(count).utf8)
        func compiled(threads: Int) throws -> (json: String, diagnostics: [Diagnostic]) {
            var compilation = Compilation()
            compilation.threadsPerInput = threads
            let result = compilation.compile(path: "main.tip", bytes: bytes, through: .layout)
            let layout = try #require(result.layout)
            return (JSONWriter.write(layout), result.diagnostics)
        }
        let serial = try compiled(threads: 1)
        let parallel = try compiled(threads: threads)
        #expect(parallel.json == serial.json)
        #expect(parallel.diagnostics == serial.diagnostics)
        #expect(Set(serial.diagnostics.map(\.code)).isSuperset(of: [.textCut, .tagsHidden, .overBudget]))
        #expect(serial.json.contains("\"sizes\""))
    }
}
