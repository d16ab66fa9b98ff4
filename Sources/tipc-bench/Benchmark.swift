import Foundation
import TipCompiler
import TipEmit
import TipLayout
import TipParallel
import TipPipeline
import TipSemantics
import TipSyntax
import TipText

/// The timings of one document size.
struct SizeReport {
    let components: Int
    let bytes: Int
    /// Seconds per phase, in pipeline order.
    let phases: [(name: String, seconds: Double)]
    /// Seconds of the whole compile: read bytes → JSON and sheet SVG.
    let compile: Double
    /// The per-component SVGs written.
    let componentFiles: ComponentFileTimes
    let peakResidentBytes: Int

    var microsecondsPerComponent: Double { compile * 1e6 / Double(components) }
    var megabytesPerSecond: Double { Double(bytes) / compile / 1e6 }
}

/// The time to write a document's per-component SVGs, beside the floor for the same bytes.
struct ComponentFileTimes {
    /// How many files were written.
    let count: Int
    /// Seconds `tipc build --emit svg` took to make and write them (``OutputPlan/write(_:of:)``).
    let seconds: Double
    /// Seconds ``PlainFileLoop`` took to write the same bytes.
    let plainLoopSeconds: Double
}

/// Runs every phase of the compiler on generated documents and reports where the time goes.
@main
struct Benchmark {
    /// Document sizes, in components.
    static let sizes = [1_000, 10_000, 100_000]
    /// The most per-component SVG files written for one size.
    static let maximumComponentFiles = 10_000
    /// How many times the per-component files are written (the fastest is kept).
    static let componentFileRounds = 3

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "memory": return MemoryBenchmark.run()
        case "lsp": return LanguageServerBenchmark.run()
        case "file": return FileBenchmark.run(arguments)
        case "variants": return VariantsBenchmark.run()
        case "shaping": return ShapingBenchmark.run(groups: Array(arguments.dropFirst()))
        case "startup": return StartupBenchmark.run()
        case "compare": return ExternalComparison.run(keepingIn: arguments.dropFirst().first)
        case "runtime": return RuntimeBenchmark.run()
        default: break
        }
        let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        print("tipc-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
        print(Table.header)
        var reports: [SizeReport] = []
        for size in sizes.isEmpty ? Self.sizes : sizes {
            let report = run(components: size)
            reports.append(report)
            print(Table.row(report))
        }
        print("")
        for report in reports {
            let files = report.componentFiles
            print("writing \(Table.grouped(files.count)) component SVGs (\(Table.grouped(report.components))-component document): "
                + "\(Table.milliseconds(files.seconds)) ms, \(String(format: "%.1f", files.seconds * 1e6 / Double(files.count))) µs per file; "
                + "the same bytes by a plain temp-file + rename loop: \(Table.milliseconds(files.plainLoopSeconds)) ms "
                + String(format: "(tipc %.2f× that; target ≤ 1.5×)", files.seconds / files.plainLoopSeconds))
        }
        if let first = reports.first, let last = reports.last, reports.count > 1 {
            let ratio = last.microsecondsPerComponent / first.microsecondsPerComponent
            print(String(format: "cost per component, %@ vs %@ components: %.2f×", Table.grouped(last.components), Table.grouped(first.components), ratio))
        }
        print(String(format: "text measurement: %.2f million strings per second", measurementRate() / 1e6))
        print("10,000 tooltips to JSON and sheet SVG: \(Table.milliseconds(tooltipCompile(count: 10_000))) ms")
    }

    /// Times each phase, the whole compile and the per-component files for one size.
    static func run(components: Int) -> SizeReport {
        let bytes = Array(BenchmarkDocument.source(components: components).utf8)
        let stopwatch = Stopwatch(repetitions: components >= 100_000 ? 1 : 3)
        let measurer = BuiltinTextMeasurer()
        let loader = NoImports()

        var sources = SourceSet()
        let file = sources.add(path: "bench.tip", bytes: bytes)
        let parse = stopwatch.measure { Parser.parse(sources[file]) }
        let resolve = stopwatch.measure { () -> ResolvedDocument in
            var copy = sources
            return Resolver.resolve(parse.result.document, sources: &copy, loader: loader).document
        }
        let layout = stopwatch.measure { resolve.result.layout(measurer: measurer) }
        let json = stopwatch.measure { () -> Int in
            let sink = CountingSink()
            JSONWriter.write(layout.result, to: sink)
            return sink.count
        }
        let sheet = stopwatch.measure { () -> Int in
            let sink = CountingSink()
            SVGWriter.writeSheet(layout.result, to: sink)
            return sink.count
        }
        let compile = stopwatch.measure { () -> Int in
            guard let document = lonelyInputCompilation(measurer: measurer).compile(path: "bench.tip", bytes: bytes).layout else { return -1 }
            return CountingSink.outputSize(of: document)
        }
        guard compile.result > 0 else { fatalError("the generated document does not compile") }
        return SizeReport(
            components: components, bytes: bytes.count,
            phases: [("lex+parse", parse.seconds), ("resolve", resolve.seconds), ("layout", layout.seconds),
                     ("JSON", json.seconds), ("sheet SVG", sheet.seconds)],
            compile: compile.seconds,
            componentFiles: writeComponentFiles(of: layout.result),
            peakResidentBytes: ResourceUsage.peakResidentBytes)
    }

    /// Writes up to ``maximumComponentFiles`` per-component SVGs to a fresh temporary folder,
    /// as `tipc build --emit svg` does, and the same bytes with ``PlainFileLoop`` to another;
    /// the best of ``componentFileRounds`` rounds of each, taken in turn, each first in one
    /// round. Every write starts after `sync`, so that neither pays for writing back the dirty
    /// pages the other left (which made either up to 5× slower than the other, by turns).
    static func writeComponentFiles(of layout: LayoutDocument) -> ComponentFileTimes {
        var subset = layout
        subset.components = Array(layout.components.prefix(maximumComponentFiles))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var tipc = Double.infinity, plain = Double.infinity, count = 0
        let files: [(name: String, bytes: [UInt8])]
        do {  // the bytes the plain loop writes: tipc's files, written once untimed
            let folder = "\(root)/bytes"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let outputs = OutputPlan.outputs(for: subset, inputPath: "bench.tip", outputDirectory: folder, emit: [.svg])
            try OutputPlan.write(outputs, of: subset)
            files = try outputs.map { output in
                (name: (output.path as NSString).lastPathComponent, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: output.path))))
            }
        } catch {
            fatalError("cannot write component files: \(error)")
        }
        for round in 0..<componentFileRounds {
            let folder = "\(root)/tipc\(round)", plainFolder = "\(root)/plain\(round)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(atPath: plainFolder, withIntermediateDirectories: true)
                let outputs = OutputPlan.outputs(for: subset, inputPath: "bench.tip", outputDirectory: folder, emit: [.svg])
                let writeTipc = {
                    sync()
                    let start = ContinuousClock.now
                    try OutputPlan.write(outputs, of: subset)
                    tipc = min(tipc, Stopwatch.seconds(since: start))
                }
                let writePlain = {
                    sync()
                    plain = min(plain, PlainFileLoop.write(files, into: plainFolder))
                }
                if round.isMultiple(of: 2) {
                    try writeTipc()
                    writePlain()
                } else {
                    writePlain()
                    try writeTipc()
                }
                count = outputs.count
            } catch {
                fatalError("cannot write component files: \(error)")
            }
        }
        return ComponentFileTimes(count: count, seconds: tipc, plainLoopSeconds: plain)
    }

    /// Seconds to compile `count` tooltips (no tag groups) to JSON and a sheet SVG, best of 3.
    static func tooltipCompile(count: Int) -> Double {
        let bytes = Array(BenchmarkDocument.source(components: count, tooltipsOnly: true).utf8)
        return Stopwatch(repetitions: 3).measure { () -> Int in
            guard let layout = lonelyInputCompilation().compile(path: "tooltips.tip", bytes: bytes).layout else {
                fatalError("the generated document does not compile")
            }
            return CountingSink.outputSize(of: layout)
        }.seconds
    }

    /// A compilation as `tipc build` runs one input: on every core.
    static func lonelyInputCompilation(measurer: BuiltinTextMeasurer = BuiltinTextMeasurer()) -> Compilation {
        var compilation = Compilation(loader: NoImports(), measurer: measurer)
        compilation.threadsPerInput = ParallelWork.coreCount
        return compilation
    }

    /// Strings measured per second by the built-in measurer.
    static func measurementRate() -> Double {
        let measurer = BuiltinTextMeasurer()
        let font = FontRequest(size: 15, weight: 600)
        let strings = BenchmarkDocument.measuredStrings.map { Substring($0) }
        let rounds = 20_000
        let timing = Stopwatch(repetitions: 3).measure { () -> Double in
            var total = 0.0
            for _ in 0..<rounds {
                for string in strings { total += measurer.width(of: string, in: font) }
            }
            return total
        }
        return Double(rounds * strings.count) / timing.seconds
    }
}

/// The benchmark's documents import nothing.
struct NoImports: SourceLoader {
    func read(path: String) -> Result<[UInt8], SourceLoadError> { .failure(.notFound) }
}
