import Foundation

/// A program run to its end with `posix_spawn`, as a shell or a build system runs it: no
/// Foundation `Process` machinery between the spawn and the wait, so that what is timed is
/// the program.
enum ChildProcess {
    /// How a child ended.
    struct Outcome {
        /// Its exit status as `waitpid` reports it (0: exited with 0).
        let status: Int32
        /// Its resource usage (`wait4`).
        let usage: rusage
        /// From the spawn to the end of the wait.
        let seconds: Double
    }

    /// The release `tipc` built beside this benchmark.
    static var tipc: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tipc").path
    }

    /// The median seconds of `runs` runs of `arguments` after `warmUpRuns` untimed ones, and
    /// the minor page faults of the last; nil if a run could not start or did not exit with 0.
    static func median(of arguments: [String], runs: Int, warmUpRuns: Int = 0) -> (seconds: Double, faults: Int)? {
        var times: [Double] = [], faults = 0
        for run in 0..<(warmUpRuns + runs) {
            guard let outcome = Self.run(arguments), outcome.status == 0 else { return nil }
            if run >= warmUpRuns { times.append(outcome.seconds) }
            faults = outcome.usage.ru_minflt
        }
        return (times.sorted()[times.count / 2], faults)
    }

    /// Runs `arguments` (the program first) with standard output and standard error sent to
    /// `/dev/null`; nil when it cannot be started.
    static func run(_ arguments: [String]) -> Outcome? {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        return Outcome(status: status, usage: usage, seconds: Stopwatch.seconds(since: start))
    }
}
