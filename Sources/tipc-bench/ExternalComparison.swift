import Foundation
import TipLayout
import TipModel
import TipPipeline

/// `tipc-bench compare`: 10,000 tooltips drawn by `tipc`, Graphviz `dot` and Typst, side by
/// side, each as a process from its input file to SVG (`tipc build --emit json,sheet`: the JSON
/// and the sheet), medians of ``runs`` (of ``tipcRuns`` for `tipc`, a tenth of a second a run,
/// after ``warmUpRuns``). The goal: `tipc` at least 20× faster than both. Then `tipc check` of
/// the same file (10,004 lines), whose goal is at most 60 ms.
///
/// The other two get the same boxes of text: every tooltip's lines as `tipc` broke them (so
/// neither has to wrap), its fill colour, text colour, font size, corner radius and padding, as
/// one `dot` node each (no edges) and one Typst block each on one page. A program that is not
/// on `PATH` is skipped with a note. `tipc-bench compare DIR` keeps the inputs and the SVGs
/// in `DIR`, to look at; without it they go to a temporary folder, removed at the end.
enum ExternalComparison {
    static let tooltips = 10_000
    static let runs = 3
    static let tipcRuns = 21
    static let warmUpRuns = 2

    static func run(keepingIn kept: String?) {
        let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("tipc-bench-compare-\(UUID().uuidString)").path
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let source = BenchmarkDocument.source(components: tooltips, tooltipsOnly: true)
        guard let layout = Compilation(loader: NoImports()).compile(path: "tooltips.tip", bytes: Array(source.utf8)).layout else {
            fatalError("the generated document does not compile")
        }
        let boxes = layout.components.compactMap { component -> TipTooltip? in
            if case .tooltip(let layout) = component { layout.tooltip } else { nil }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try source.write(toFile: folder + "/tooltips.tip", atomically: false, encoding: .utf8)
            try ExternalDocuments.dot(boxes).write(toFile: folder + "/tooltips.dot", atomically: false, encoding: .utf8)
            try ExternalDocuments.typst(boxes).write(toFile: folder + "/tooltips.typ", atomically: false, encoding: .utf8)
        } catch {
            fatalError("cannot write the inputs into \(folder): \(error)")
        }
        print("tipc-bench compare: \(Table.grouped(boxes.count)) tooltips to SVG, each program as a process, "
            + "median of \(tipcRuns) runs for tipc, \(runs) for the others")
        let build = [ChildProcess.tipc, "build", folder + "/tooltips.tip", "-o", folder, "--emit", "json,sheet"]
        let check = [ChildProcess.tipc, "check", folder + "/tooltips.tip"]
        guard let tipc = ChildProcess.median(of: build, runs: tipcRuns, warmUpRuns: warmUpRuns)?.seconds,
              let checked = ChildProcess.median(of: check, runs: tipcRuns, warmUpRuns: warmUpRuns)?.seconds
        else {
            fatalError("cannot run \(ChildProcess.tipc): build it with `swift build -c release`")
        }
        print("  tipc (JSON and sheet SVG)  \(Table.milliseconds(tipc)) ms")
        let others: [(name: String, label: String, arguments: (String) -> [String])] = [
            ("dot", "dot -Tsvg", { [$0, "-Tsvg", folder + "/tooltips.dot", "-o", folder + "/dot.svg"] }),
            ("typst", "typst compile", { [$0, "compile", folder + "/tooltips.typ", folder + "/typst.svg"] }),
        ]
        for other in others {
            let label = other.label.padding(toLength: 26, withPad: " ", startingAt: 0)
            guard let program = executable(named: other.name) else {
                print("  \(label) skipped: no `\(other.name)` on PATH")
                continue
            }
            guard let seconds = median(of: other.arguments(program)) else {
                print("  \(label) skipped: \(program) failed")
                continue
            }
            print("  \(label) \(Table.milliseconds(seconds)) ms: tipc is " + String(format: "%.1f× faster (target ≥ 20×)", seconds / tipc))
        }
        let lines = source.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        print("  tipc check of the same file (\(Table.grouped(lines)) lines): \(Table.milliseconds(checked)) ms (target ≤ 60 ms)")
    }

    /// The median seconds of ``runs`` runs of `arguments`; nil if a run could not start or
    /// did not exit with 0.
    private static func median(of arguments: [String]) -> Double? {
        ChildProcess.median(of: arguments, runs: runs)?.seconds
    }

    /// The first executable file `name` in the folders of `PATH`.
    private static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
