import Foundation

/// `tipc-bench memory`: the peak memory of `tipc build` (the release binary beside this one,
/// run as a user runs it, writing every output to a temporary folder) on generated inputs of
/// several shapes and sizes, and that peak per megabyte of input — the figure
/// `docs/safety-and-limits.md` states.
enum MemoryBenchmark {
    /// One generated input.
    struct Case {
        let name: String
        let source: String
    }

    static func run() {
        let cases = [
            Case(name: "10,000 tooltips", source: BenchmarkDocument.source(components: 10_000, tooltipsOnly: true)),
            Case(name: "100,000 tooltips", source: BenchmarkDocument.source(components: 100_000, tooltipsOnly: true)),
            Case(name: "100,000 tags", source: tagGroups(count: 10, itemsEach: 10_000)),
            Case(name: "990,000 tags", source: tagGroups(count: 99, itemsEach: 10_000)),
            Case(name: "100,000 bare tooltips", source: bareTooltips(count: 100_000)),
        ]
        print("tipc build, every output written (json, component SVGs, sheet):\n")
        print("input".padding(toLength: 24, withPad: " ", startingAt: 0) + "      MB   peak MB   MB per MB of input")
        for benchmark in cases {
            let bytes = benchmark.source.utf8.count
            guard let peak = peakResidentBytes(building: benchmark.source) else {
                print("\(benchmark.name): tipc failed")
                continue
            }
            let inputMB = Double(bytes) / 1_048_576, peakMB = Double(peak) / 1_048_576
            print(benchmark.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(format: "%8.1f %9.1f %12.1f", inputMB, peakMB, peakMB / inputMB))
        }
    }

    /// `count` tag groups of `itemsEach` short items: the most tags per byte of source.
    static func tagGroups(count: Int, itemsEach: Int) -> String {
        (0..<count).map { group in
            "tags G\(group) { items: [" + (0..<itemsEach).map { "\"t\($0)\"" }.joined(separator: ", ") + "] }\n"
        }.joined()
    }

    /// `count` tooltips of the fewest bytes each: the most components per byte of source.
    static func bareTooltips(count: Int) -> String {
        (0..<count).map { "tooltip T\($0){text:\"\"}\n" }.joined()
    }

    /// Writes `source` to a temporary file, runs `tipc build` on it into a temporary folder, and
    /// returns the child's peak resident set size; nil when it fails.
    static func peakResidentBytes(building source: String) -> Int? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/input.tip"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: URL(fileURLWithPath: input))
        } catch {
            return nil
        }
        guard let outcome = ChildProcess.run([ChildProcess.tipc, "build", input, "-o", folder + "/out"]), outcome.status == 0 else {
            return nil
        }
        return outcome.usage.ru_maxrss * 1024  // Linux reports KiB
    }
}
