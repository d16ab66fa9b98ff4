import Foundation
import Testing
import TipEmit
import TipPipeline
import TipSemantics
import TipText
@testable import TipCompiler

/// `tipc check` reports every diagnostic a build would but lays nothing out: it stops after the
/// fonts. A measurer that counts its calls shows whether the layout ran.
@Suite struct CheckStopsBeforeLayoutTests {
    /// Counts the strings it measures (with the built-in metrics).
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }

        func metrics(of font: FontRequest) -> FontMetrics { BuiltinTextMeasurer().metrics(of: font) }

        func width(of text: Substring, in font: FontRequest) -> Double {
            lock.withLock { count += 1 }
            return BuiltinTextMeasurer().width(of: text, in: font)
        }
    }

    /// A terminal that keeps what is written.
    final class RecordingTerminal: Terminal, @unchecked Sendable {
        var errors = ""
        func readStandardInput(limit: Int) -> Result<[UInt8], SourceLoadError> { .success([]) }
        func writeOutput(_ text: String) {}
        func streamOutput(_ write: (ByteSink) -> Void) {}
        func writeError(_ text: String) { errors += text }
        var errorIsTerminal: Bool { false }
        func environment(_ name: String) -> String? { nil }
    }

    @Test func checkMeasuresNothingAndBuildDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-check-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("a.tip").path
        try Data("tooltip A { text: \"Hello\" }\n".utf8).write(to: URL(fileURLWithPath: input))

        let checking = CountingMeasurer()
        let checkExit = Driver(terminal: RecordingTerminal(), compilation: Compilation(measurer: checking)).run(arguments: ["check", input])
        #expect(checkExit == .success)
        #expect(checking.calls == 0, "check laid the tooltip out")

        let building = CountingMeasurer()
        let output = folder.appendingPathComponent("out").path
        let buildExit = Driver(terminal: RecordingTerminal(), compilation: Compilation(measurer: building))
            .run(arguments: ["build", input, "-o", output])
        #expect(buildExit == .success)
        #expect(building.calls > 0)
    }
}
