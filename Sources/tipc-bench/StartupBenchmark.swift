import Foundation

/// `tipc-bench startup`: how long the release `tipc` beside this binary takes as a process —
/// spawned, run and waited for, as a build system runs it once per invocation — for `--version`
/// (start-up and exit only) and for `tipc check` of a one-tooltip file (start-up plus the
/// smallest compile), beside `/bin/true` (what spawning and waiting alone cost here). Medians of
/// ``runs`` runs, after ``warmUpRuns`` runs that are not counted (the page cache warm).
enum StartupBenchmark {
    static let runs = 101
    static let warmUpRuns = 5

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-bench-startup-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/one.tip"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("tooltip Hello { text: \"Hello\" }\n".utf8).write(to: URL(fileURLWithPath: input))
        } catch {
            fatalError("cannot write the benchmark's file: \(error)")
        }
        print("tipc-bench startup: \(ChildProcess.tipc), median of \(runs) runs (target: start-up ≤ 5 ms)\n")
        for (title, arguments) in [
            ("/bin/true (spawn and wait alone)", ["/bin/true"]),
            ("tipc --version", [ChildProcess.tipc, "--version"]),
            ("tipc check (one tooltip)", [ChildProcess.tipc, "check", input]),
        ] {
            let (median, faults) = medianRun(arguments)
            print(title.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(format: "%7.2f ms   %5d minor page faults", median * 1e3, faults))
        }
    }

    /// The median duration of `runs` runs of `arguments`, and the minor page faults of the last.
    static func medianRun(_ arguments: [String]) -> (seconds: Double, faults: Int) {
        guard let median = ChildProcess.median(of: arguments, runs: runs, warmUpRuns: warmUpRuns) else {
            fatalError("\(arguments.joined(separator: " ")) failed: build tipc and tipc-bench with `swift build -c release`")
        }
        return median
    }
}
