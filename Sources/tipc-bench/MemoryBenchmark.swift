import Foundation

/// `tipc-bench memory`: the peak memory of `tipc build` (the release binary beside this one,
/// run as a user runs it, writing every output to a temporary folder) on generated inputs of
/// several shapes and sizes, and that peak per megabyte of input — the figure the README states.
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
        let tipc = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tipc").path
        return peakResidentBytes(running: [tipc, "build", input, "-o", folder + "/out"])
    }

    /// Runs `arguments` (the program first), its standard error discarded, and returns its peak
    /// resident set size from `wait4`; nil when it fails. Linux only (`ru_maxrss` in KiB).
    static func peakResidentBytes(running arguments: [String]) -> Int? {
        #if os(Linux)
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // Warnings (the generated documents leave a style unused) are not the benchmark's output.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
        return usage.ru_maxrss * 1024
        #else
        return nil
        #endif
    }
}
