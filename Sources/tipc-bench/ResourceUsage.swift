import Foundation

/// Process-wide measurements.
enum ResourceUsage {
    /// The peak resident set size of this process so far, in bytes (`getrusage`'s `ru_maxrss`,
    /// which Linux reports in KiB).
    static var peakResidentBytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}

/// The fastest of a few runs of a closure.
struct Stopwatch {
    /// How many times each measurement is repeated (the minimum is kept).
    let repetitions: Int

    /// Runs `body` `repetitions` times; returns the shortest duration in seconds and the last result.
    func measure<Result>(_ body: () -> Result) -> (seconds: Double, result: Result) {
        var (best, result) = Self.time(body)
        for _ in 1..<max(1, repetitions) {
            let run = Self.time(body)
            best = min(best, run.seconds)
            result = run.result
        }
        return (best, result)
    }

    /// Seconds from `start` to now.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private static func time<Result>(_ body: () -> Result) -> (seconds: Double, result: Result) {
        let start = ContinuousClock.now
        let result = body()
        return (seconds(since: start), result)
    }
}
